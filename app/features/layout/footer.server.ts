/**
 * The footer's publishing-licence text (issue 16): the content page `giay-phep-xuat-ban`
 * (`GET /api/Pages/{slug}`, cached "long"), sanitized HTML of a few paragraphs. Null when the upstream
 * has no such page or does not answer: the footer then shows no licence line, never an error page.
 */
import { getContentPage } from "~/upstream/content.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { sanitizeHtml } from "~/utils/sanitize.server";

/** Slug of the licence content page (seeded: server/seed/chrome.ts). */
const LICENCE_SLUG = "giay-phep-xuat-ban";

/** The licence's sanitized HTML, or null (see the module docs). */
export async function getFooterLicence(client: UpstreamClient): Promise<string | null> {
  try {
    const page = await getContentPage(client, LICENCE_SLUG);
    const html = sanitizeHtml(page.content).trim();
    return html === "" ? null : html;
  } catch {
    return null;
  }
}
