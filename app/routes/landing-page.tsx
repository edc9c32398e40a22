/**
 * Campaign landing pages (spec §7 `GET /api/LandingPages/{id}`; the URL is defined here, ADR 0007):
 * `/chuong-trinh/:id` — hero picture, title, summary, the editors' HTML (sanitized) and the featured
 * books with add-to-cart forms. The same module answers the preview page `/xem-truoc?id={id}`
 * (spec §2, alias `/preview`): the page as it will look, shown without navbar or footer
 * (app/routing/variant.ts) and kept out of search engines (`noindex`, canonical to the real page).
 * Unknown or malformed ids → the 404 page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as news from "~/features/news/news.css";
import { ProductCard, ProductGrid } from "~/features/catalog/product-card";
import { isNotFound } from "~/upstream/client.server";
import { getLandingPage } from "~/upstream/content.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { imageLoading, responsiveImage } from "~/utils/images";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { absoluteUrl, pageMeta } from "~/utils/seo";
import * as s from "./landing-page.css";
import { idParam, paramOr404 } from "~/routing/params.server";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

const NOT_FOUND = "Không tìm thấy chương trình bạn yêu cầu.";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta({
          documentTitle: `${data.page.title} – Nhà sách Đại học`,
          title: data.page.title,
          description: data.page.summary,
          canonical: data.canonical,
          image: data.image,
          type: "website",
        }),
        ...(data.preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
      ]
    : [{ title: "Không tìm thấy chương trình – Nhà sách Đại học" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const preview = params.id === undefined;
  const raw = params.id ?? url.searchParams.get("id") ?? "";
  const id = paramOr404(idParam, raw, NOT_FOUND);
  const client = context.upstream;
  try {
    const page = await getLandingPage(client, id);
    return data(
      {
        page: { ...page, content: sanitizeHtml(page.content) },
        preview,
        canonical: absoluteUrl(`/chuong-trinh/${id}`),
        image: absoluteUrl(page.heroImage),
      },
      { headers: { "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response(NOT_FOUND, { status: 404 });
    throw error;
  }
}

export default function LandingPage() {
  const { page, preview } = useLoaderData<typeof loader>();
  const here = preview ? `/xem-truoc?id=${page.id}` : `/chuong-trinh/${page.id}`;
  return (
    <article aria-labelledby="landing-title" className={s.page}>
      {preview ? (
        <p className={s.previewNote} role="note">
          Bản xem trước – <Link to={`/chuong-trinh/${page.id}`}>mở trang chương trình</Link>
        </p>
      ) : null}
      <img className={s.hero} {...responsiveImage(page.heroImage)} {...imageLoading(true)} alt="" />
      <h1 id="landing-title">{page.title}</h1>
      <p className={s.summary}>{page.summary}</p>
      <div className={news.article} dangerouslySetInnerHTML={{ __html: page.content }} />
      {page.products.length ? (
        <section aria-labelledby="landing-products">
          <h2 id="landing-products">Sách trong chương trình</h2>
          <ProductGrid>
            {page.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} redirectTo={here} headingLevel={3} />
              </li>
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
