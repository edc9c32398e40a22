/**
 * The footer's publishing-licence text: the content page `giay-phep-xuat-ban`
 * (`GET /api/Pages/{slug}`, cached "long"), sanitized HTML of a few paragraphs. Null when the upstream
 * has no such page or does not answer: the footer then shows no licence line, never an error page.
 */
import { getContentPage } from "~/upstream/content.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { env } from "~/env.server";
import type { PublisherDisclosure } from "./site-footer";

/** Slug of the licence content page (seeded: server/seed/chrome.ts). */
const LICENCE_SLUG = "giay-phep-xuat-ban";

/** The last content sanitized: every page renders the footer, the content rarely changes. */
let last: { content: string; html: string | null } | null = null;

/** The licence's sanitized HTML, or null (see the module docs). */
export async function getFooterLicence(client: UpstreamClient): Promise<string | null> {
  try {
    const page = await getContentPage(client, LICENCE_SLUG);
    if (last?.content !== page.content) {
      const html = sanitizeHtml(page.content).trim();
      last = { content: page.content, html: html === "" ? null : html };
    }
    return last.html;
  } catch {
    return null;
  }
}

/** The seller's registration details and the MoIT notification link of the footer (env, ADR 0027). */
export function publisherDisclosure(): PublisherDisclosure {
  return env.publisher;
}
