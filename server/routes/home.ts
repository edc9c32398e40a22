/**
 * Home page calls (spec §3 "Home page", §7 "Home page and content"): GET /api/HomePage/Blocks,
 * /BooksInBlock/{id}, /Banner, /Categories, /SelectionBlock, /Libraries, /News, /TextbookBlock,
 * /LogoPartner, /Logo. Responses use the envelope of server/http/envelope.ts; the shapes are built in
 * server/domain/home.ts.
 */
import type { FastifyInstance } from "fastify";
import { notFound, ok } from "../http/envelope";
import { idParams } from "../http/fields";
import { parse } from "../http/validate";
import {
  booksInBlock,
  homeBanners,
  homeBlocks,
  homeCategories,
  homeCourses,
  homeNews,
  homeSelections,
  partnerLogos,
  siteLogos,
  textbookBlock,
} from "../domain/home";

const blockIdParams = idParams("Mã không hợp lệ", { only: ["min", "max"] });

/** Registers the home page routes (a Fastify plugin; uses `app.deps.db`). */
export async function homeRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get("/api/HomePage/Blocks", async () => ok(homeBlocks(db)));

  /** Products of one block, in display order: product summaries. 404 for an unknown block. */
  app.get("/api/HomePage/BooksInBlock/:id", async (req) => {
    const { id } = parse(blockIdParams, req.params);
    const items = booksInBlock(db, id);
    if (!items) throw notFound("Khối sản phẩm");
    return ok(items);
  });

  app.get("/api/HomePage/Banner", async () => ok(homeBanners(db)));
  app.get("/api/HomePage/Categories", async () => ok(homeCategories(db)));
  app.get("/api/HomePage/SelectionBlock", async () => ok(homeSelections(db)));
  app.get("/api/HomePage/Libraries", async () => ok(homeCourses(db)));
  app.get("/api/HomePage/News", async () => ok(homeNews(db)));
  app.get("/api/HomePage/TextbookBlock", async () => ok(textbookBlock(db)));
  app.get("/api/HomePage/LogoPartner", async () => ok(partnerLogos(db)));
  app.get("/api/HomePage/Logo", async () => ok(siteLogos(db)));
}
