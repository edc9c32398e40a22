/**
 * Catalog read models of the reference upstream: the product shapes the API returns (spec §3
 * "Product sale detail", "Product page") built from database rows.
 */
import type { Db } from "../db/client";
import { availableUnits, coverPaths } from "./cart";
import { galleryFile, GALLERY_VIEWS } from "../media/gallery-svg";
import {
  bestSellingInCategoryExcept,
  categoryOfProduct,
  coursesOfProduct,
  productExists,
  productWithCategory,
  type ProductRow,
} from "../data/products";
import type { CourseRow } from "../data/courses";

/** Average rating and review count from per-star counts; 5 when there are none (spec §3, §9). */
function ratingOf(p: Pick<ProductRow, "rating1" | "rating2" | "rating3" | "rating4" | "rating5">): { rating: number; ratingCount: number } {
  const counts = [p.rating1, p.rating2, p.rating3, p.rating4, p.rating5];
  const ratingCount = counts.reduce((a, b) => a + b, 0);
  if (ratingCount === 0) return { rating: 5, ratingCount: 0 };
  const sum = counts.reduce((acc, n, i) => acc + n * (i + 1), 0);
  return { rating: Math.round((sum / ratingCount) * 10) / 10, ratingCount };
}

/** Card shape of a product (ProductPage lists, BooksInBlock, ProductSalesInCategory). */
export function toSummary(p: ProductRow) {
  return {
    id: p.id,
    name: p.name,
    authors: p.authors,
    ...coverPaths(p.coverFile),
    price: p.price,
    salePrice: p.salePrice,
    stock: availableUnits(p),
    isDigital: p.isDigital,
    categoryId: p.categoryId,
    ...ratingOf(p),
  };
}

/** Detail shape of a product (GET /api/ProductPage/{id}). */
function toDetail(p: ProductRow, categoryName: string) {
  return {
    ...toSummary(p),
    categoryName,
    isbn: p.isbn,
    publisher: p.publisher,
    publishYear: p.publishYear,
    pageCount: p.pageCount,
    size: p.size,
    description: p.description,
    soldCount: p.soldCount,
    rating1: p.rating1,
    rating2: p.rating2,
    rating3: p.rating3,
    rating4: p.rating4,
    rating5: p.rating5,
    gallery: galleryOf(p),
  };
}

/**
 * The pictures of a product page's gallery: the front cover, then the back cover and a
 * sample page (server/media/gallery-svg.ts), each `{image, thumbImage, alt}` (media host paths).
 */
export function galleryOf(p: Pick<ProductRow, "coverFile" | "name">) {
  return [
    { ...coverPaths(p.coverFile), alt: `Bìa trước sách ${p.name}` },
    ...GALLERY_VIEWS.map((v) => ({ ...coverPaths(galleryFile(p.coverFile, v.view)), alt: `${v.label} sách ${p.name}` })),
  ];
}

/** Product detail by id with its category name, or null. */
export function findProduct(db: Db, id: number) {
  const row = productWithCategory(db, id);
  return row ? toDetail(row.p, row.categoryName) : null;
}

/** A course as the home block (`/api/HomePage/Libraries`) and product pages (`/CourseInProductSale/{id}`) show it. */
export function toCourse(c: CourseRow) {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    instructor: c.instructor,
    image: `/media/courses/${c.imageFile}`,
    lessonsCount: c.lessonsCount,
  };
}

/** Other products of the same category shown on a product page. */
const SAME_CATEGORY_COUNT = 10;

/** Up to 10 best-selling other products of product `id`'s category (summaries), or null for an unknown product. */
export function sameCategoryProducts(db: Db, id: number) {
  const categoryId = categoryOfProduct(db, id);
  if (categoryId === null) return null;
  return bestSellingInCategoryExcept(db, categoryId, id, SAME_CATEGORY_COUNT).map(toSummary);
}

/** Courses sold with product `id` in display order (`[]` for most products), or null for an unknown product. */
export function coursesSoldWith(db: Db, id: number) {
  if (!productExists(db, id)) return null;
  return coursesOfProduct(db, id).map(toCourse);
}
