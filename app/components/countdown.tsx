/**
 * The time left until a deadline (the flash sale's end). The server renders the end time
 * as text ("Kết thúc lúc 23:59 21/11/2026") so the page is complete without JavaScript; once
 * hydrated, a ticking "Còn 02:13:45" is shown beside it (updated every second, not announced to
 * screen readers, which keep the end time). Past the end it says "Đã kết thúc".
 */
import { useEffect, useState } from "react";
import { formatDateTimeVn } from "../utils/dates";

/** "HH:MM:SS" (hours may exceed 24) of `ms` milliseconds; "00:00:00" at or below zero. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export function Countdown({ endsAt, className }: { /** ISO-8601 instant. */ endsAt: string; className?: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : new Date(endsAt).getTime() - now;
  return (
    <p className={className}>
      Kết thúc lúc <time dateTime={endsAt}>{formatDateTimeVn(endsAt)}</time>
      {left === null ? null : <span aria-hidden="true"> · {left > 0 ? `Còn ${formatRemaining(left)}` : "Đã kết thúc"}</span>}
    </p>
  );
}
