/**
 * `/resources/search-suggestions?q=` — up to 10 books for what is being typed in the header's search
 * box, as JSON `{ items: [{ id, name, authors, href }] }` (upstream GET /api/ProductPage/Suggest, ADR
 * 0023), for the combobox's enhancement with JavaScript; without JavaScript the box is a plain GET
 * form. Text shorter than 2 characters, longer than the search limit or an upstream that does not
 * answer well → `{ items: [] }`, never an error page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { SEARCH_MAX_LENGTH, SEARCH_SUGGEST_MIN_CHARS } from "~/constants";
import { UpstreamError } from "~/upstream/client.server";
import { getProductSuggestions } from "~/upstream/catalog.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const headers = { "Cache-Control": "public, max-age=60" };
  if (q.length < SEARCH_SUGGEST_MIN_CHARS) return Response.json({ items: [] }, { headers });
  const found = await getProductSuggestions(context.upstream, q).catch((error: unknown) => {
    if (error instanceof UpstreamError) return [];
    throw error;
  });
  const items = found.map((p) => ({ id: p.id, name: p.name, authors: p.authors, href: `/san-pham/${p.id}` }));
  return Response.json({ items }, { headers });
}
