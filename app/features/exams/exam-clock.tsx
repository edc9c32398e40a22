/**
 * The exam's clock (ADR 0014 "Deadlines"): the deadline as a clock time in Vietnam time
 * (`Hạn nộp: 10:25, 25/11/2026`, in a `<time dateTime>`, complete without JavaScript) and the time
 * left (`Còn 12:34`, role=timer). The first render uses the server's time (`serverNow`) so the
 * hydration matches; then it ticks every second with the browser's clock. The timer itself is not
 * announced (aria-live off); a polite status says `Còn 5 phút` and `Còn 1 phút` when they are
 * crossed and that the time is up at 0. Nothing is submitted automatically: `onTimeUp` only tells
 * the form (which then lets `Nộp bài` show the closed attempt). Display only: the upstream's clock decides.
 */
import { useEffect, useRef, useState } from "react";
import { visuallyHidden } from "../../../styles/utilities.css";
import * as s from "./exams.css";
import { formatDeadline, formatTimeLeft } from "./format";

const MINUTE = 60_000;

export function ExamClock({ deadlineAt, serverNow, onTimeUp }: { deadlineAt: string; serverNow: string; onTimeUp?: () => void }) {
  const deadline = Date.parse(deadlineAt);
  const [now, setNow] = useState(() => Date.parse(serverNow));
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef<number | null>(null);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);

  const left = deadline - now;
  useEffect(() => {
    const before = previous.current;
    previous.current = left;
    if (left <= 0) timeUp.current?.();
    if (before === null) return;
    if (before > 0 && left <= 0) setAnnouncement("Đã hết giờ làm bài.");
    else if (before > MINUTE && left <= MINUTE) setAnnouncement("Còn 1 phút làm bài.");
    else if (before > 5 * MINUTE && left <= 5 * MINUTE) setAnnouncement("Còn 5 phút làm bài.");
  }, [left]);

  return (
    <div className={s.clock}>
      <span>
        Hạn nộp: <time dateTime={deadlineAt}>{formatDeadline(deadlineAt)}</time>
      </span>
      <span role="timer" aria-live="off" className={s.timer}>
        {left > 0 ? `Còn ${formatTimeLeft(left)}` : "Đã hết giờ làm bài — bấm “Nộp bài” để xem kết quả"}
      </span>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
