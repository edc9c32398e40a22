/**
 * Manuscript drafts for people (ADR 0015): the storefront paths of the intake page, a
 * draft's detail and its files, the labels and what each status means for the author, a file's
 * size and the `?trang=` page query. Pure and client-safe.
 */
import type { DRAFT_STATUS_LABELS } from "~/constants";
import type { DraftHistoryEntry } from "~/upstream/drafts.server";

/** The intake page (header "Tiếp nhận bản thảo", footer "Gửi bản thảo cho Nhà xuất bản"). */
export const INTAKE_PATH = "/tiep-nhan-ban-thao";
/** The create form's page. */
export const CREATE_DRAFT_PATH = "/tao-ban-thao";
/** The list's page query (`?trang=`). */
export const DRAFT_PAGE_PARAM = "trang";

/** The detail page of draft `id`. */
export function draftPath(id: number): string {
  return `/chi-tiet-ban-thao/${id}`;
}

/** The storefront's download of file `fileId` of draft `draftId` (streamed from the upstream). */
export function draftFilePath(draftId: number, fileId: number): string {
  return `${draftPath(draftId)}/tep/${fileId}`;
}

/** The intake page of list page `page` (1 → no query). */
export function intakeHref(page: number): string {
  return page > 1 ? `${INTAKE_PATH}?${DRAFT_PAGE_PARAM}=${page}` : INTAKE_PATH;
}

/** What each status means for the author (shown under the status on the detail page). */
export const DRAFT_STATUS_EXPLANATIONS: Record<keyof typeof DRAFT_STATUS_LABELS, string> = {
  received: "Nhà xuất bản đã nhận bản thảo và sẽ chuyển cho biên tập viên thẩm định. Bạn chưa cần làm gì thêm.",
  under_review: "Biên tập viên đang đọc và thẩm định bản thảo. Kết quả sẽ được cập nhật tại trang này.",
  revision_requested: "Biên tập viên đề nghị chỉnh sửa bản thảo. Vui lòng đọc ghi chú của biên tập viên và tải lên phiên bản mới.",
  accepted: "Bản thảo được chấp nhận xuất bản. Nhà xuất bản sẽ liên hệ với bạn về các bước tiếp theo.",
  rejected: "Bản thảo không được chấp nhận xuất bản. Lý do được ghi trong lịch sử xử lý bên dưới.",
};

/** Who made a step of the history, as the author reads it. */
export const DRAFT_ACTOR_LABELS: Record<DraftHistoryEntry["actor"], string> = {
  author: "Tác giả",
  editor: "Biên tập viên",
};

/** The last note an editor wrote (what the editor asked for), or null. */
export function lastEditorNote(history: readonly DraftHistoryEntry[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i];
    if (entry && entry.actor === "editor" && entry.note) return entry.note;
  }
  return null;
}
