/**
 * `/h/:id`, `/p/:id`, `/m/:id` — short links (spec §2): the upstream says where each leads
 * (POST /api/Redirect/Check-url); the shopper is sent there (302). Only targets on this site are
 * followed; an unknown link is the 404 page.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isNotFound } from "~/upstream/client.server";
import { checkShortLink } from "~/upstream/content.server";
import { safeRedirectTo } from "~/utils/http.server";

const NOT_FOUND = "Liên kết không tồn tại hoặc đã hết hạn.";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(params.id ?? "")) throw new Response(NOT_FOUND, { status: 404 });
  try {
    const target = await checkShortLink(context.upstream, path);
    const safe = safeRedirectTo(target, "");
    if (!safe) throw new Response(NOT_FOUND, { status: 404 });
    return redirect(safe, 302);
  } catch (error) {
    if (isNotFound(error)) throw new Response(NOT_FOUND, { status: 404 });
    throw error;
  }
}

export default function ShortLink() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
