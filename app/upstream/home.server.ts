/**
 * Home page calls (spec §7): GET /api/HomePage/Blocks, /BooksInBlock/{id}, /Banner, /SelectionBlock,
 * /TextbookBlock, /News, /LogoPartner. All public and cached.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { newsItemSchema } from "./content.server";
import { bannerSchema, productBlockSchema, productSummarySchema } from "~/upstream/schemas";

/** Product blocks of the home page in display order. */
export async function getBlocks(client: UpstreamClient) {
  return (await client.get(z.array(productBlockSchema), "/api/HomePage/Blocks", { cache: "short" })).data;
}

/** Products of one home block. */
export async function getBooksInBlock(client: UpstreamClient, blockId: number) {
  return (await client.get(z.array(productSummarySchema), `/api/HomePage/BooksInBlock/${blockId}`, { cache: "short" })).data;
}

/** Home banners in display order. */
export async function getBanners(client: UpstreamClient) {
  return (await client.get(z.array(bannerSchema), "/api/HomePage/Banner", { cache: "short" })).data;
}

const linkBlockSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string().default(""), image: z.string(), link: z.string() });
const partnerSchema = z.object({ id: z.number().int(), name: z.string(), image: z.string(), link: z.string() });

/** GET /api/HomePage/SelectionBlock: curated collections (title, description, image, link). */
export async function getSelectionBlocks(client: UpstreamClient) {
  return (await client.get(z.array(linkBlockSchema), "/api/HomePage/SelectionBlock", { cache: "short" })).data;
}

/** GET /api/HomePage/TextbookBlock: textbooks to feature (product summaries). */
export async function getTextbookBlock(client: UpstreamClient) {
  return (await client.get(z.array(productSummarySchema), "/api/HomePage/TextbookBlock", { cache: "short" })).data;
}

/** GET /api/HomePage/News: the newest news items. */
export async function getHomeNews(client: UpstreamClient) {
  return (await client.get(z.array(newsItemSchema), "/api/HomePage/News", { cache: "short" })).data;
}

/** GET /api/HomePage/LogoPartner: partner universities (name, logo, link). */
export async function getPartners(client: UpstreamClient) {
  return (await client.get(z.array(partnerSchema), "/api/HomePage/LogoPartner", { cache: "long" })).data;
}
