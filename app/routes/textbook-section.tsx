/**
 * `/sach-giao-khoa/{id}/muc/{subChapterId}` and `/mobile/sgk/thu-vien-sgk/{id}/muc/{subChapterId}`
 * (spec §2, §3; upstream `GET /api/asset/{id}` and `/api/asset/{id}/SubChapter/{subChapterId}`; ADR
 * 0013): one readable section of a textbook — breadcrumb (book → chapter → ancestors), the section's
 * HTML (sanitized) or its page images, `Mục trước` / `Mục tiếp theo` in reading order, and the way
 * back to the tree. Unknown or malformed ids, a node without content and a node of another book →
 * the 404 page. Public and cacheable; links in the mobile view stay in mobile views.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TEXTBOOK_PAGE_IMAGE } from "~/constants";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { sectionPath, textbookPath, type TextbookView } from "~/features/textbooks/tree";
import * as s from "~/features/textbooks/textbooks.css";
import { idParam, paramOr404 } from "~/routing/params.server";
import { isNotFound } from "~/upstream/client.server";
import { getTextbook, getTextbookSection } from "~/upstream/textbooks.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { absoluteUrl } from "~/utils/seo";
import { routeVariantOfPath } from "~/routing/variant";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

const NOT_FOUND = "Không tìm thấy mục sách bạn yêu cầu.";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Không tìm thấy mục sách – Nhà sách Đại học" }];
  return [
    { title: `${data.section.title} – ${data.book.title} | Nhà sách Đại học` },
    { name: "description", content: `${data.section.title} – ${data.chapterTitle}, ${data.book.title}`.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = paramOr404(idParam, params.id, NOT_FOUND);
  const subChapterId = paramOr404(idParam, params.subChapterId, NOT_FOUND);
  const view: TextbookView = routeVariantOfPath(new URL(request.url).pathname).view;
  const client = context.upstream;
  try {
    const [book, section] = await Promise.all([getTextbook(client, id), getTextbookSection(client, id, subChapterId)]);
    const byId = new Map(book.subChapters.map((n) => [n.subChapterId, n]));
    const titleOf = (nodeId: number | null) => (nodeId === null ? null : (byId.get(nodeId)?.title ?? null));
    return data(
      {
        book: { id: book.id, title: book.title, subject: book.subject, grade: book.grade },
        chapterTitle: book.chapters.find((c) => c.chapterId === section.chapterId)?.title ?? "",
        section: {
          title: section.title,
          contentHtml: section.contentHtml === null ? null : sanitizeHtml(section.contentHtml),
          pageImages: section.pageImages,
        },
        path: section.path.map((p) => ({ ...p, hasContent: byId.get(p.subChapterId)?.hasContent ?? false })),
        previous: section.previousId === null ? null : { id: section.previousId, title: titleOf(section.previousId) },
        next: section.nextId === null ? null : { id: section.nextId, title: titleOf(section.nextId) },
        view,
        canonical: absoluteUrl(sectionPath(id, subChapterId)),
      },
      { headers: { "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response(NOT_FOUND, { status: 404 });
    throw error;
  }
}

export default function TextbookSection() {
  const { book, chapterTitle, section, path, previous, next, view } = useLoaderData<typeof loader>();
  const tree = `${textbookPath(book.id, view)}#muc-luc`;
  return (
    <article className={s.page} aria-labelledby="section-title">
      <nav aria-label="Đường dẫn" className={s.breadcrumb}>
        <ol className={s.crumbs}>
          {view === "web" ? (
            <li>
              <Link to="/sach-giao-khoa">Sách giáo khoa</Link>
            </li>
          ) : null}
          <li>
            <Link to={textbookPath(book.id, view)}>{book.title}</Link>
          </li>
          {chapterTitle ? <li>{chapterTitle}</li> : null}
          {path.map((p) => (
            <li key={p.subChapterId}>{p.hasContent ? <Link to={sectionPath(book.id, p.subChapterId, view)}>{p.title}</Link> : p.title}</li>
          ))}
        </ol>
      </nav>
      <h1 id="section-title" className={s.title}>
        {section.title}
      </h1>
      {section.contentHtml !== null ? (
        <div className={s.article} dangerouslySetInnerHTML={{ __html: section.contentHtml }} />
      ) : (
        <ol className={s.pages} aria-label="Các trang">
          {section.pageImages.map((src, i) => (
            <li key={src}>
              <img
                className={s.pageImage}
                src={src}
                alt={`Trang ${i + 1} – ${section.title}`}
                width={TEXTBOOK_PAGE_IMAGE.width}
                height={TEXTBOOK_PAGE_IMAGE.height}
                loading={i === 0 ? "eager" : "lazy"}
                decoding="async"
              />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Chuyển mục" className={s.pager}>
        {previous ? (
          <Link to={sectionPath(book.id, previous.id, view)} rel="prev" className={s.pagerLink}>
            <span>Mục trước</span>
            {previous.title ? <span className={s.pagerTitle}>{previous.title}</span> : null}
          </Link>
        ) : null}
        {next ? (
          <Link to={sectionPath(book.id, next.id, view)} rel="next" className={`${s.pagerLink} ${s.pagerNext}`}>
            <span>Mục tiếp theo</span>
            {next.title ? <span className={s.pagerTitle}>{next.title}</span> : null}
          </Link>
        ) : null}
      </nav>
      <p>
        <Link to={tree}>Về mục lục của sách</Link>
      </p>
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
