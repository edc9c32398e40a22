/**
 * An order's parcel (ADR 0026): the carrier, the tracking number ("Mã vận đơn"), the current state and
 * the timeline (time, state, place) in the carrier's time order, the latest marked; while the carrier
 * is the sandbox, the link "Giả lập vận chuyển" to its page of this parcel (a plain link: it works
 * without JavaScript). Shared by the account's order detail and "Tra cứu đơn hàng".
 */
import type { Shipment } from "~/upstream/schemas";
import { formatDayTimeVn } from "~/utils/dates";
import * as s from "./orders.css";
import * as t from "./shipment-timeline.css";
import { SHIPMENT_STATUS_LABELS } from "./shipment-status";

/** The "Vận chuyển" section of an order with a shipment; `headingId` ties the section to its title. */
export function ShipmentTimeline({ shipment, headingId = "order-shipment" }: { shipment: Shipment; headingId?: string }) {
  const events = shipment.events;
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.sectionTitle}>
        Vận chuyển
      </h2>
      <dl className={s.facts}>
        <dt className={s.factTerm}>Đơn vị vận chuyển</dt>
        <dd className={s.factValue}>{shipment.carrier === "GHN" ? "Giao Hàng Nhanh (GHN)" : shipment.carrier}</dd>
        <dt className={s.factTerm}>Mã vận đơn</dt>
        <dd className={s.factValue}>{shipment.trackingNumber ?? "Đang tạo vận đơn"}</dd>
        <dt className={s.factTerm}>Trạng thái vận chuyển</dt>
        <dd className={s.factValue}>{SHIPMENT_STATUS_LABELS[shipment.status]}</dd>
      </dl>
      {events.length ? (
        <ol className={t.timeline} aria-label="Hành trình đơn hàng">
          {events.map((e, i) => (
            <li key={`${e.status}-${e.at}`} className={i === events.length - 1 ? `${t.event} ${t.latest}` : t.event}>
              <time dateTime={e.at} className={t.time}>
                {formatDayTimeVn(e.at)}
              </time>
              <span>{SHIPMENT_STATUS_LABELS[e.status]}</span>
              {e.place ? <span className={s.muted}>{e.place}</span> : null}
              {e.reason ? <span className={s.muted}>Lý do: {e.reason}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {shipment.sandboxUrl ? (
        <a href={shipment.sandboxUrl} className={t.sandboxLink}>
          Giả lập vận chuyển
        </a>
      ) : null}
    </section>
  );
}
