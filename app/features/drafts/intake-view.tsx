/**
 * The manuscript intake page's view (`/tiep-nhan-ban-thao`): how the publisher takes
 * manuscripts (the steps, the kinds DRAFT_KIND_LABELS, the formats DRAFT_FORMATS, the file limit in
 * MB, the footer's contacts), the link `Tạo bản thảo` (a guest's goes through the login page), and
 * for a signed-in author `Bản thảo của tôi`: their drafts (title link, kind, status label, created
 * and updated dates in Vietnam time, version), paged with `?trang=`. Plain links: works without JavaScript.
 */
import { Pagination } from "~/components/pagination";
import * as button from "~/components/ui/button.css";
import { DRAFT_FORMATS, DRAFT_KIND_LABELS, DRAFT_STATUS_LABELS } from "~/constants";
import { PUBLISHER } from "~/features/layout/site-footer";
import type { DraftSummary } from "~/upstream/drafts.server";
import { formatDateTimeVn } from "~/utils/dates";
import { CREATE_DRAFT_PATH, draftPath, intakeHref } from "./drafts";
import * as s from "./drafts.css";

/** The workflow as the author lives it (ADR 0015). */
const STEPS = [
  { title: "Gửi bản thảo", text: "Tác giả điền thông tin bản thảo và tải tệp lên tại trang Tạo bản thảo." },
  { title: "Tiếp nhận", text: "Nhà xuất bản xác nhận đã nhận bản thảo; bạn theo dõi trạng thái tại trang này." },
  { title: "Thẩm định", text: "Biên tập viên đọc và thẩm định nội dung, hình thức của bản thảo." },
  { title: "Chỉnh sửa", text: "Nếu cần, biên tập viên ghi rõ yêu cầu chỉnh sửa; bạn tải lên phiên bản mới." },
  { title: "Quyết định xuất bản", text: "Nhà xuất bản thông báo bản thảo được chấp nhận hay không, kèm lý do." },
] as const;

type IntakeProps = {
  signedIn: boolean;
  maxFileMb: number;
  drafts: DraftSummary[];
  page: number;
  totalPage: number;
};

export function IntakeView({ signedIn, maxFileMb, drafts, page, totalPage }: IntakeProps) {
  const createHref = signedIn ? CREATE_DRAFT_PATH : `/dang-nhap?redirectTo=${CREATE_DRAFT_PATH}`;
  return (
    <>
      <h1>Tiếp nhận bản thảo</h1>
      <p>
        {PUBLISHER.name} tiếp nhận bản thảo của giảng viên, nhà khoa học và tác giả trong và ngoài Đại học Quốc gia Hà Nội. Bạn gửi bản thảo
        trực tuyến và theo dõi quá trình xử lý ngay trên trang này.
      </p>
      <p className={s.actions}>
        <a className={button.primary} href={createHref}>
          Tạo bản thảo
        </a>
      </p>
      {signedIn ? (
        <MyDrafts drafts={drafts} page={page} totalPage={totalPage} />
      ) : (
        <p>Vui lòng đăng nhập để gửi và theo dõi bản thảo của bạn.</p>
      )}

      <section className={s.panel} aria-labelledby="intake-steps">
        <h2 id="intake-steps">Quy trình tiếp nhận</h2>
        <ol className={s.steps}>
          {STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>: {step.text}
            </li>
          ))}
        </ol>
      </section>

      <section className={s.panel} aria-labelledby="intake-kinds">
        <h2 id="intake-kinds">Loại bản thảo được tiếp nhận</h2>
        <ul>
          {Object.entries(DRAFT_KIND_LABELS).map(([kind, label]) => (
            <li key={kind}>{label}</li>
          ))}
        </ul>
      </section>

      <section className={s.panel} aria-labelledby="intake-files">
        <h2 id="intake-files">Tệp bản thảo</h2>
        <p>
          Định dạng: {DRAFT_FORMATS.join(", ")} (nhận biết theo nội dung tệp). Dung lượng tối đa {maxFileMb} MB mỗi tệp. Mỗi lần gửi một
          tệp; nhiều tệp (hình ảnh, phụ lục) xin nén thành một tệp ZIP.
        </p>
      </section>

      <section className={s.panel} aria-labelledby="intake-contact">
        <h2 id="intake-contact">Liên hệ ban biên tập</h2>
        <p>
          Email biên tập: <a href={`mailto:${PUBLISHER.editorialEmail}`}>{PUBLISHER.editorialEmail}</a>
          <br />
          Điện thoại:{" "}
          {PUBLISHER.hotlines.map((h, i) => (
            <span key={h.tel}>
              {i > 0 ? " / " : null}
              <a href={`tel:${h.tel}`}>{h.display}</a>
            </span>
          ))}
          <br />
          Địa chỉ: {PUBLISHER.address}
        </p>
      </section>
    </>
  );
}

function MyDrafts({ drafts, page, totalPage }: Pick<IntakeProps, "drafts" | "page" | "totalPage">) {
  return (
    <section className={s.panel} aria-labelledby="my-drafts">
      <h2 id="my-drafts">Bản thảo của tôi</h2>
      {drafts.length ? (
        <ul className={s.list}>
          {drafts.map((d) => (
            <li key={d.id} className={s.item}>
              <h3 className={s.itemTitle}>
                <a href={draftPath(d.id)}>{d.title}</a>
              </h3>
              <p className={s.meta}>
                {DRAFT_KIND_LABELS[d.kind]} · Phiên bản {d.latestVersion}
              </p>
              <p>
                Trạng thái: <span className={s.status}>{DRAFT_STATUS_LABELS[d.status]}</span>
              </p>
              <p className={s.meta}>
                Gửi lúc {formatDateTimeVn(d.createdAt)} · Cập nhật {formatDateTimeVn(d.updatedAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>Bạn chưa gửi bản thảo nào. Chọn “Tạo bản thảo” để gửi bản thảo đầu tiên.</p>
      )}
      <Pagination page={page} totalPage={totalPage} label="Phân trang bản thảo" hrefFor={intakeHref} />
    </section>
  );
}
