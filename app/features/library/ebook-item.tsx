/**
 * One ebook of the customer's library list (`/tai-khoan/thu-vien-cua-toi`): its cover, name
 * (a link to the detail page), authors, the date it was bought, and the links `Đọc` (the PDF in the
 * browser) and `Tải xuống` (a download). Plain links: works without JavaScript.
 */
import { useId } from "react";
import type { EbookSummary } from "~/upstream/ebooks.server";
import { formatDateVn } from "~/utils/dates";
import { imageLoading, responsiveImage } from "~/utils/images";
import * as button from "~/components/ui/button.css";
import { ebookFilePath, ebookPath } from "./library";
import * as s from "./library.css";

export function EbookItem({
  ebook,
  priority = false,
  headingLevel = 2,
}: {
  ebook: EbookSummary;
  priority?: boolean;
  /** 3 under a section heading (the library's `Sách điện tử`). */
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className={s.item} aria-labelledby={titleId}>
      <img className={s.cover} {...responsiveImage(ebook.imageUrl, "72px")} alt="" width={72} height={108} {...imageLoading(priority)} />
      <div className={s.body}>
        <Heading id={titleId} className={s.name}>
          <a href={ebookPath(ebook.productSaleId)}>{ebook.name}</a>
        </Heading>
        <p className={s.meta}>{ebook.authors}</p>
        <p className={s.meta}>Mua ngày {formatDateVn(ebook.grantedAt)}</p>
        <p className={s.actions}>
          <a className={button.primary} href={ebookFilePath(ebook.productSaleId, true)}>
            Đọc
          </a>
          <a className={button.secondary} href={ebookFilePath(ebook.productSaleId)} download={ebook.fileName}>
            Tải xuống
          </a>
        </p>
      </div>
    </article>
  );
}
