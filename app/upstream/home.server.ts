/**
 * Home page calls (spec §7): GET /api/HomePage/Blocks, /BooksInBlock/{id}, /Banner.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
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
