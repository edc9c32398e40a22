/**
 * The time left until a deadline (the flash sale's end). The server renders the end time
 * as text ("Kết thúc lúc 23:59 21/11/2026") so the page is complete without JavaScript; with
 * JavaScript a ticking "Còn 02:13:45" is shown beside it (updated every second, not announced to
 * screen readers, which keep the end time), past the end "Đã kết thúc" — the vanilla module
 * ./countdown-behaviour.ts fills the hidden `[data-countdown]` span (ADR 0029).
 */
import { formatDateTimeVn } from "../utils/dates";

/** `endsAt`: an ISO-8601 instant. */
export function Countdown({ endsAt, className }: { /** ISO-8601 instant. */ endsAt: string; className?: string }) {
  return (
    <p className={className}>
      Kết thúc lúc <time dateTime={endsAt}>{formatDateTimeVn(endsAt)}</time>
      <span aria-hidden="true" data-countdown={endsAt} hidden />
    </p>
  );
}
