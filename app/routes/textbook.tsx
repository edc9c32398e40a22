/**
 * `/sach-giao-khoa/{id}` and its chrome-less twin `/mobile/sgk/thu-vien-sgk/{id}` (spec §2, §3
 * "Textbook asset", §7 `GET /api/asset/{id}`; ADR 0013): the textbook's title, subject, grade,
 * authors and description, and its chapter tree (app/features/textbooks: one list in reading order,
 * native `<details>`, a link per readable node — to the mobile section pages in the mobile view).
 * Unknown, malformed or huge id → the 404 page. Public and cacheable.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TextbookTree } from "~/features/textbooks/textbook-tree";
import { buildTextbookTree, textbookPath, type TextbookView } from "~/features/textbooks/tree";
import * as s from "~/features/textbooks/textbooks.css";
import { idParam, paramOr404 } from "~/routing/params.server";
import { isNotFound } from "~/upstream/client.server";
import { getTextbook } from "~/upstream/textbooks.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { imageLoading, responsiveImage } from "~/utils/images";
import { absoluteUrl } from "~/utils/seo";
import { routeVariantOfPath } from "~/routing/variant";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

const NOT_FOUND = "Không tìm thấy sách giáo khoa bạn yêu cầu.";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Không tìm thấy sách giáo khoa – Nhà sách Đại học" }];
  return [
    { title: `${data.book.title} – Sách giáo khoa | Nhà sách Đại học` },
    { name: "description", content: data.book.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = paramOr404(idParam, params.id, NOT_FOUND);
  const view: TextbookView = routeVariantOfPath(new URL(request.url).pathname).view;
  const client = context.upstream;
  try {
    const { chapters, subChapters, ...book } = await getTextbook(client, id);
    return data(
      { book, tree: buildTextbookTree(chapters, subChapters), view, canonical: absoluteUrl(textbookPath(id)) },
      { headers: { "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response(NOT_FOUND, { status: 404 });
    throw error;
  }
}

export default function Textbook() {
  const { book, tree, view } = useLoaderData<typeof loader>();
  return (
    <article className={s.page} aria-labelledby="textbook-title">
      {view === "web" ? (
        <nav aria-label="Đường dẫn" className={s.breadcrumb}>
          <ol className={s.crumbs}>
            <li>
              <Link to="/trang-chu">Trang chủ</Link>
            </li>
            <li>
              <Link to="/sach-giao-khoa">Sách giáo khoa</Link>
            </li>
          </ol>
        </nav>
      ) : null}
      <div className={s.head}>
        <img className={s.headCover} {...responsiveImage(book.image, "140px")} {...imageLoading(true)} alt="" />
        <div>
          <h1 id="textbook-title" className={s.title}>
            {book.title}
          </h1>
          <p className={s.muted}>
            {book.subject} · {book.grade} · {book.chaptersCount} chương
          </p>
          <p className={s.muted}>Tác giả: {book.authors}</p>
          <p>{book.description}</p>
        </div>
      </div>
      <section aria-labelledby="muc-luc" className={s.page}>
        <h2 id="muc-luc">Mục lục</h2>
        {tree.length ? <TextbookTree assetId={book.id} chapters={tree} view={view} /> : <p className={s.muted}>Sách chưa có mục lục.</p>}
      </section>
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
