/**
 * A manuscript draft's detail view (`/chi-tiet-ban-thao/{id}`): metadata, the status (label
 * and what it means for the author), the timeline (oldest first: status, who, the note, Vietnam time),
 * the versions (format, size with the Vietnamese decimal comma, upload time, `Tải về phiên bản {n}`)
 * and, when the draft asks for it (`canUploadNewVersion`), the editor's last request and the new-version form.
 */
import { DRAFT_KIND_LABELS, DRAFT_STATUS_LABELS } from "~/constants";
import { formatFileSize } from "~/features/library/library";
import type { Draft } from "~/upstream/drafts.server";
import { formatCalendarDateVn, formatDateTimeVn } from "~/utils/dates";
import { DRAFT_ACTOR_LABELS, DRAFT_STATUS_EXPLANATIONS, draftFilePath, INTAKE_PATH, lastEditorNote } from "./drafts";
import * as s from "./drafts.css";
import { NewVersionForm } from "./upload-form";

export function DraftDetailView({ draft, maxFileMb }: { draft: Draft; maxFileMb: number }) {
  const editorNote = lastEditorNote(draft.history);
  return (
    <>
      <a className={s.back} href={INTAKE_PATH}>
        ← Bản thảo của tôi
      </a>
      <h1>{draft.title}</h1>

      <section className={s.panel} aria-labelledby="draft-status">
        <h2 id="draft-status">Trạng thái: {DRAFT_STATUS_LABELS[draft.status]}</h2>
        <p>{DRAFT_STATUS_EXPLANATIONS[draft.status]}</p>
        {draft.canUploadNewVersion ? (
          <>
            {editorNote ? (
              <p>
                <strong>Biên tập viên yêu cầu:</strong> {editorNote}
              </p>
            ) : null}
            <NewVersionForm draftId={draft.id} maxMb={maxFileMb} />
          </>
        ) : null}
      </section>

      <section className={s.panel} aria-labelledby="draft-info">
        <h2 id="draft-info">Thông tin bản thảo</h2>
        <dl className={s.facts}>
          <dt className={s.term}>Tác giả</dt>
          <dd>{draft.authors}</dd>
          <dt className={s.term}>Lĩnh vực</dt>
          <dd>{draft.fieldOfStudy}</dd>
          <dt className={s.term}>Loại bản thảo</dt>
          <dd>{DRAFT_KIND_LABELS[draft.kind]}</dd>
          <dt className={s.term}>Số trang dự kiến</dt>
          <dd>{draft.estimatedPages}</dd>
          <dt className={s.term}>Ngày dự kiến hoàn thành</dt>
          <dd>{formatCalendarDateVn(draft.expectedCompletionDate)}</dd>
          <dt className={s.term}>Số điện thoại liên hệ</dt>
          <dd>{draft.contactPhone}</dd>
          <dt className={s.term}>Ngày gửi</dt>
          <dd>{formatDateTimeVn(draft.createdAt)}</dd>
        </dl>
        <h3>Tóm tắt</h3>
        <p className={s.summary}>{draft.summary}</p>
      </section>

      <section className={s.panel} aria-labelledby="draft-history">
        <h2 id="draft-history">Lịch sử xử lý</h2>
        <ol className={s.timeline}>
          {draft.history.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <strong>{DRAFT_STATUS_LABELS[entry.status]}</strong> · {DRAFT_ACTOR_LABELS[entry.actor]} ·{" "}
              <time dateTime={entry.at}>{formatDateTimeVn(entry.at)}</time>
              {entry.note ? <p className={s.summary}>{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      <section className={s.panel} aria-labelledby="draft-versions">
        <h2 id="draft-versions">Các phiên bản</h2>
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Phiên bản</th>
                <th scope="col">Định dạng</th>
                <th scope="col">Dung lượng</th>
                <th scope="col">Ngày tải lên</th>
                <th scope="col">Tệp</th>
              </tr>
            </thead>
            <tbody>
              {draft.files.map((file) => (
                <tr key={file.id}>
                  <td>{file.version}</td>
                  <td>{file.format}</td>
                  <td>{formatFileSize(file.sizeBytes)}</td>
                  <td>{formatDateTimeVn(file.uploadedAt)}</td>
                  <td>
                    <a href={draftFilePath(draft.id, file.id)} download={file.originalName}>
                      Tải về phiên bản {file.version}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
