/**
 * The quick panel's content (spec §2 quick panel, ADR 0016; data of `GET /api/quick-panel/data`):
 * `Hôm nay: dd/MM/yyyy`, the sections `Sự kiện`, `Thông báo` and, for a customer with orders,
 * `Đơn hàng gần nhất`. Shared by the `/bang-tin-nhanh` page (headings h2) and the header's side panel
 * (headings h3, under the dialog's title).
 */
import { Link } from "@remix-run/react";
import { useId } from "react";
import type { getQuickPanel } from "~/upstream/messages.server";
import { formatCalendarDateVn, formatDayTimeVn } from "~/utils/dates";

/** The quick panel data as the page's loader returns it (dates "YYYY-MM-DD" Vietnam, times ISO-8601). */
export type QuickPanelData = Awaited<ReturnType<typeof getQuickPanel>>;

export function QuickPanelView({ panel, headingLevel = 2 }: { panel: QuickPanelData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const uid = useId();
  return (
    <>
      <p>
        Hôm nay: <time dateTime={panel.today}>{formatCalendarDateVn(panel.today)}</time>
      </p>
      <section aria-labelledby={`${uid}-events`}>
        <H id={`${uid}-events`}>Sự kiện</H>
        {panel.events.length ? (
          <ul>
            {panel.events.map((e) => (
              <li key={e.id}>
                <time dateTime={e.date}>{formatCalendarDateVn(e.date)}</time> – <Link to={e.url}>{e.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>Chưa có sự kiện.</p>
        )}
      </section>
      <section aria-labelledby={`${uid}-notices`}>
        <H id={`${uid}-notices`}>Thông báo</H>
        {panel.notices.length ? (
          <ul>
            {panel.notices.map((n) => (
              <li key={n.id}>
                <Link to={n.url}>{n.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>Chưa có thông báo.</p>
        )}
      </section>
      {panel.latestOrder ? (
        <section aria-labelledby={`${uid}-order`}>
          <H id={`${uid}-order`}>Đơn hàng gần nhất</H>
          <p>
            <Link to={`/tai-khoan/don-hang/${panel.latestOrder.id}`}>{panel.latestOrder.statusName}</Link> – đặt lúc{" "}
            <time dateTime={panel.latestOrder.createdAt}>{formatDayTimeVn(panel.latestOrder.createdAt)}</time>
          </p>
        </section>
      ) : null}
    </>
  );
}
