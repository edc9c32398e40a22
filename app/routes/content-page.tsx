/**
 * Content pages by slug (spec §2, §3 Content page): `/gioi-thieu` (slug `gioi-thieu`), the policy
 * pages (`/dieu-khoan-su-dung`, `/chinh-sach-bao-mat` … — the slug is the path) and `/pages/:id`
 * (the slug is the id). Title and sanitized HTML; unknown → 404 page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as s from "~/features/news/news.css";
import { isNotFound } from "~/upstream/client.server";
import { getContentPage } from "~/upstream/content.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { absoluteUrl } from "~/utils/seo";
import { paramOr404, slugParam } from "~/routing/params.server";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.title} – Nhà sách Đại học` },
        { name: "description", content: data.description },
        { tagName: "link", rel: "canonical", href: data.canonical },
        { property: "og:title", content: data.title },
      ]
    : [{ title: "Không tìm thấy trang – Nhà sách Đại học" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const slug = paramOr404(slugParam, params.id ?? path.replace(/^\/+/, ""), "Không tìm thấy trang bạn yêu cầu.");
  const client = context.upstream;
  try {
    const page = await getContentPage(client, slug);
    const html = sanitizeHtml(page.content);
    const description = html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 160);
    return data(
      { title: page.title, html, description, canonical: absoluteUrl(path) },
      { headers: { "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response("Không tìm thấy trang bạn yêu cầu.", { status: 404 });
    throw error;
  }
}

export default function ContentPage() {
  const { title, html } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="page-title" className={s.main}>
      <h1 id="page-title">{title}</h1>
      <div className={s.article} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
