/**
 * Home page calls (spec §7): GET /api/HomePage/Blocks, /BooksInBlock/{id}, /Banner, /SelectionBlock,
 * /TextbookBlock, /Libraries, /News, /LogoPartner, /Logo. All public and cached.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { getCategories } from "./catalog.server";
import { newsItemSchema } from "./content.server";
import { bannerSchema, courseSchema, productBlockSchema, productSummarySchema } from "~/upstream/schemas";

/**
 * Product blocks of the home page in display order (names and ids only). Cached `long`: the list is
 * editorial structure that changes rarely, and knowing it lets the home loader fetch every block's
 * books in the same round trip as the rest of the page (no waterfall). A new block shows
 * within the hour (served stale while refreshed in the background).
 */
export async function getBlocks(client: UpstreamClient) {
  return (await client.get(z.array(productBlockSchema), "/api/HomePage/Blocks", { cache: "long" })).data;
}

/**
 * Fills the cache with the home page's structure (the block list, the categories, the site logos of
 * the header) when the storefront starts, so that even its first visitor's page needs a single
 * upstream round trip.
 * Retries every `intervalMs` while the upstream is not reachable yet, `attempts` times; never throws.
 */
export async function warmUpHomeStructure(makeClient: () => UpstreamClient, attempts = 30, intervalMs = 1000): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    try {
      const client = makeClient();
      const [, , logos] = await Promise.all([getBlocks(client), getCategories(client), getSiteLogos(client)]);
      if (!logos.desktop) throw new Error("The site logos are not available yet");
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  return false;
}

/** Products of one home block. */
export async function getBooksInBlock(client: UpstreamClient, blockId: number) {
  return (await client.get(z.array(productSummarySchema), `/api/HomePage/BooksInBlock/${blockId}`, { cache: "short" })).data;
}

/** Home banners in display order. */
export async function getBanners(client: UpstreamClient) {
  return (await client.get(z.array(bannerSchema), "/api/HomePage/Banner", { cache: "short" })).data;
}

const linkBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().default(""),
  image: z.string(),
  link: z.string(),
});
const partnerSchema = z.object({ id: z.number().int(), name: z.string(), image: z.string(), link: z.string() });

/** GET /api/HomePage/SelectionBlock: curated collections (title, description, image, link). */
export async function getSelectionBlocks(client: UpstreamClient) {
  return (await client.get(z.array(linkBlockSchema), "/api/HomePage/SelectionBlock", { cache: "short" })).data;
}

/** GET /api/HomePage/TextbookBlock: textbooks to feature (product summaries). */
export async function getTextbookBlock(client: UpstreamClient) {
  return (await client.get(z.array(productSummarySchema), "/api/HomePage/TextbookBlock", { cache: "short" })).data;
}

/** GET /api/HomePage/Libraries: the courses of the library in display order (the home shows the first few). */
export async function getHomeLibraries(client: UpstreamClient) {
  return (await client.get(z.array(courseSchema), "/api/HomePage/Libraries", { cache: "short" })).data;
}

/** GET /api/HomePage/News: the newest news items. */
export async function getHomeNews(client: UpstreamClient) {
  return (await client.get(z.array(newsItemSchema), "/api/HomePage/News", { cache: "short" })).data;
}

/** GET /api/HomePage/LogoPartner: partner universities (name, logo, link). */
export async function getPartners(client: UpstreamClient) {
  return (await client.get(z.array(partnerSchema), "/api/HomePage/LogoPartner", { cache: "long" })).data;
}

const siteLogoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isMobile: z.boolean(),
  originalSizeURL: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type SiteLogo = z.infer<typeof siteLogoSchema>;

/**
 * GET /api/HomePage/Logo → the site logos (spec §3: `isMobile`, `originalSizeURL`), as
 * `{ desktop, mobile }` (either may be null; mobile falls back to desktop). Cached `long`.
 * Never throws: without logos the header draws its built-in mark (the page must not fail for it).
 */
export async function getSiteLogos(client: UpstreamClient): Promise<{ desktop: SiteLogo | null; mobile: SiteLogo | null }> {
  try {
    const logos = (await client.get(z.array(siteLogoSchema), "/api/HomePage/Logo", { cache: "long" })).data;
    const desktop = logos.find((l) => !l.isMobile) ?? null;
    return { desktop, mobile: logos.find((l) => l.isMobile) ?? desktop };
  } catch {
    return { desktop: null, mobile: null };
  }
}
