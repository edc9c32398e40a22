/**
 * Home page calls (spec §3 "Home page", §7 "Home page and content"): GET /api/HomePage/Blocks,
 * /BooksInBlock/{id}, /Banner, /Categories, /SelectionBlock, /Libraries, /News, /TextbookBlock,
 * /LogoPartner, /Logo. Responses use the envelope of server/http/envelope.ts; images are paths on the
 * media host (server/routes/media.ts).
 */
import type { FastifyInstance } from "fastify";
import { and, asc, count, desc, eq, gt, or } from "drizzle-orm";
import { banners, categories, courses, partnerLogos, productBlockItems, productBlocks, products, selectionBlocks, siteLogos } from "../db/schema";
import { notFound, ok } from "../http/envelope";
import { idParams } from "../http/fields";
import { parse } from "../http/validate";
import { toCourse, toSummary } from "../domain/catalog";
import { newestNews } from "../domain/news";

const blockIdParams = idParams("Mã không hợp lệ", { only: ["min", "max"] });

/** Slug of the category whose books make the textbook block. */
export const TEXTBOOK_CATEGORY_SLUG = "giao-trinh";
/** Books in the textbook block. */
const TEXTBOOK_BLOCK_SIZE = 10;
/** Articles in the home news block. */
const HOME_NEWS_COUNT = 6;

/** Registers the home page routes (a Fastify plugin; uses `app.deps.db`). */
export async function homeRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  /** Product blocks of the home page, in display order: `[{id, name}]`. */
  app.get("/api/HomePage/Blocks", async () => ok(db.select({ id: productBlocks.id, name: productBlocks.name }).from(productBlocks).orderBy(asc(productBlocks.position)).all()));

  /** Products of one block, in display order: product summaries. 404 for an unknown block. */
  app.get("/api/HomePage/BooksInBlock/:id", async (req) => {
    const { id } = parse(blockIdParams, req.params);
    const block = db.select().from(productBlocks).where(eq(productBlocks.id, id)).get();
    if (!block) throw notFound("Khối sản phẩm");
    const rows = db
      .select({ p: products })
      .from(productBlockItems)
      .innerJoin(products, eq(productBlockItems.productId, products.id))
      .where(eq(productBlockItems.blockId, id))
      .orderBy(asc(productBlockItems.position))
      .all();
    return ok(rows.map((r) => toSummary(r.p)));
  });

  /** Banners: `[{id, title, subtitle, image, link}]`, image a path on the media host. */
  app.get("/api/HomePage/Banner", async () =>
    ok(
      db
        .select()
        .from(banners)
        .orderBy(asc(banners.position))
        .all()
        .map((b) => ({ id: b.id, title: b.title, subtitle: b.subtitle, image: `/media/banners/${b.imageFile}`, link: b.link })),
    ),
  );

  /** Categories with their product counts: `[{id, name, slug, description, productCount}]`. */
  app.get("/api/HomePage/Categories", async () => {
    const counts = new Map(db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId).all().map((r) => [r.id, r.n]));
    const rows = db.select().from(categories).orderBy(asc(categories.position)).all();
    return ok(rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, description: c.description, productCount: counts.get(c.id) ?? 0 })));
  });

  /** Curated collections: `[{id, title, description, image, link}]`, link a storefront path. */
  app.get("/api/HomePage/SelectionBlock", async () =>
    ok(
      db
        .select()
        .from(selectionBlocks)
        .orderBy(asc(selectionBlocks.position), asc(selectionBlocks.id))
        .all()
        .map((b) => ({ id: b.id, title: b.title, description: b.description, image: `/media/collections/${b.imageFile}`, link: b.link })),
    ),
  );

  /** Course library items: `[{id, title, description, instructor, image, lessonsCount}]`. */
  app.get("/api/HomePage/Libraries", async () => ok(db.select().from(courses).orderBy(asc(courses.position), asc(courses.id)).all().map(toCourse)));

  /** The 6 newest news items (list shape, no body). */
  app.get("/api/HomePage/News", async () => ok(newestNews(db, HOME_NEWS_COUNT)));

  /** Textbooks: up to 10 best-selling available books of the Giáo trình category (product summaries). */
  app.get("/api/HomePage/TextbookBlock", async () => {
    const category = db.select({ id: categories.id }).from(categories).where(eq(categories.slug, TEXTBOOK_CATEGORY_SLUG)).get();
    if (!category) return ok([]);
    const rows = db
      .select()
      .from(products)
      .where(and(eq(products.categoryId, category.id), or(eq(products.isDigital, true), gt(products.stock, 0))))
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(TEXTBOOK_BLOCK_SIZE)
      .all();
    return ok(rows.map(toSummary));
  });

  /** Partner universities: `[{id, name, image, link}]`, link their own web site. */
  app.get("/api/HomePage/LogoPartner", async () =>
    ok(
      db
        .select()
        .from(partnerLogos)
        .orderBy(asc(partnerLogos.position), asc(partnerLogos.id))
        .all()
        .map((l) => ({ id: l.id, name: l.name, image: `/media/partners/${l.imageFile}`, link: l.link })),
    ),
  );

  /** The site logos (spec §3): `[{id, name, isMobile, originalSizeURL, width, height}]`. */
  app.get("/api/HomePage/Logo", async () =>
    ok(
      db
        .select()
        .from(siteLogos)
        .orderBy(asc(siteLogos.id))
        .all()
        .map((l) => ({ id: l.id, name: l.name, isMobile: l.isMobile, originalSizeURL: `/media/logos/${l.imageFile}`, width: l.width, height: l.height })),
    ),
  );
}
