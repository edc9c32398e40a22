/**
 * The ticking part of the countdowns (./countdown.tsx), one vanilla implementation for the pages
 * that hydrate and those that do not (ADR 0029): every `[data-countdown]` element (its value an
 * ISO-8601 instant) shows " · Còn HH:MM:SS", updated every second, or " · Đã kết thúc" past it. The
 * elements are `aria-hidden` (screen readers keep the server-rendered end time). Elements added later
 * (a client navigation) are picked up on the next tick.
 */

/** "HH:MM:SS" (hours may exceed 24) of `ms` milliseconds; "00:00:00" at or below zero. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The text of a countdown to `endsAt` (ISO-8601) at `now` (ms since the epoch). */
export function countdownText(endsAt: string, now: number): string {
  const left = new Date(endsAt).getTime() - now;
  return left > 0 ? ` · Còn ${formatRemaining(left)}` : " · Đã kết thúc";
}

/** Starts ticking every countdown of the document; returns what stops it. */
export function startCountdowns(): () => void {
  const tick = () => {
    const now = Date.now();
    for (const el of document.querySelectorAll<HTMLElement>("[data-countdown]")) {
      el.textContent = countdownText(el.dataset.countdown ?? "", now);
      el.hidden = false;
    }
  };
  tick();
  const timer = window.setInterval(tick, 1000);
  return () => window.clearInterval(timer);
}
