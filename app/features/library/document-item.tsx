/**
 * One file of "Tài liệu của tôi" (`/tai-lieu-cua-toi`): the file name, its type and size,
 * the book it belongs to (a link to the library's detail page), the date it was bought, and a
 * `Tải xuống` link. Plain markup (a definition list), no table, so nothing scrolls sideways on phones.
 */
import { useId } from "react";
import type { EbookSummary } from "~/upstream/ebooks.server";
import { formatDateVn } from "~/utils/dates";
import * as button from "~/components/ui/button.css";
import { ebookFilePath, ebookPath, formatFileSize } from "./library";
import * as s from "./library.css";

export function DocumentItem({ ebook }: { ebook: EbookSummary }) {
  const titleId = useId();
  return (
    <article className={s.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.name}>
        {ebook.fileName}
      </h2>
      <dl className={s.facts}>
        <dt className={s.term}>Sách</dt>
        <dd>
          <a href={ebookPath(ebook.productSaleId)}>{ebook.name}</a>
        </dd>
        <dt className={s.term}>Loại tệp</dt>
        <dd>PDF · {ebook.pageCount} trang</dd>
        <dt className={s.term}>Dung lượng</dt>
        <dd>{formatFileSize(ebook.fileSize)}</dd>
        <dt className={s.term}>Ngày mua</dt>
        <dd>{formatDateVn(ebook.grantedAt)}</dd>
      </dl>
      <p className={s.actions}>
        <a className={button.secondary} href={ebookFilePath(ebook.productSaleId)} download={ebook.fileName}>
          Tải xuống
        </a>
      </p>
    </article>
  );
}
