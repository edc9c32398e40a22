/**
 * Home page calls (spec §7 "Home page and content"): GET /api/HomePage/Blocks, /BooksInBlock/{id},
 * /Banner, /Categories. Responses use the envelope of server/http/envelope.ts.
 */
import type { FastifyInstance } from "fastify";
import { asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { banners, categories, productBlockItems, productBlocks, products } from "../db/schema";
import { notFound, ok } from "../http/envelope";
import { parse } from "../http/validate";
import { toSummary } from "../domain/catalog";

const idParams = z.object({ id: z.coerce.number().int().positive({ message: "Mã không hợp lệ" }) });

export async function homeRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  /** Product blocks of the home page, in display order: `[{id, name}]`. */
  app.get("/api/HomePage/Blocks", async () => ok(db.select({ id: productBlocks.id, name: productBlocks.name }).from(productBlocks).orderBy(asc(productBlocks.position)).all()));

  /** Products of one block, in display order: product summaries. 404 for an unknown block. */
  app.get("/api/HomePage/BooksInBlock/:id", async (req) => {
    const { id } = parse(idParams, req.params);
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
}
