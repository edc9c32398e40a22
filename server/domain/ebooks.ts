/**
 * The customer's ebooks (§7 `GET /api/UserDigitalProduct`, `/{productSaleId}`; docs/openapi.yaml
 * "Ebooks"): the digital products of their paid orders — granted in the transaction that marks the
 * order paid (server/data/ebooks.ts `grantEbooksOfOrder`, called by `markOrderPaid`), revoked when
 * the order is cancelled (ADR 0012). Revoked grants do not exist for the library.
 *
 * The file is a generated sample PDF (./ebook-pdf.ts) made for its owner (their name and e-mail on
 * every page), generated on first use and kept in memory (an LRU bounded to 32 MiB, about a thousand
 * files; a concurrent second request waits for the same generation). `fileSize` in the list therefore
 * generates the files of the page shown that are not cached yet (~0.1 s each).
 */
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import { ownedEbookRow, ownedEbookRows, type OwnedEbookRow } from "../data/ebooks";
import type { User } from "./accounts";
import { coverPaths } from "./cart";
import { EBOOK_SAMPLE_PAGES, etagOf, renderEbookPdf, type EbookPdfInput } from "./ebook-pdf";

/** Ebooks per page of the list (contract: 12). */
const EBOOK_PAGE_SIZE = 12;

/**
 * An owned ebook (contract `EbookSummary`). `grantedAt` ISO-8601 UTC (the newest grant when bought
 * twice), `orderId`/`orderCode` of that grant's order, `imageUrl` the cover thumbnail (media host
 * path), `pageCount` the generated file's pages, `fileSize` its bytes, `fileName` `{slug}.pdf`.
 */
export interface EbookSummary {
  productSaleId: number;
  name: string;
  authors: string;
  imageUrl: string;
  grantedAt: string;
  orderId: number;
  orderCode: string;
  pageCount: number;
  fileSize: number;
  fileName: string;
}

/** `EbookSummary` & the book's description and the file's API path. */
export interface EbookDetail extends EbookSummary {
  description: string;
  fileUrl: string;
}

/** A generated file: bytes, strong ETag, ASCII `fileName` and the UTF-8 `displayName` (both `.pdf`). */
export interface EbookFile {
  body: Buffer;
  etag: string;
  fileName: string;
  displayName: string;
}

const files = new LRUCache<string, EbookFile, EbookPdfInput & { fileName: string }>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (f) => f.body.length,
  fetchMethod: async (_key, _stale, { context }) => {
    const { fileName, ...input } = context;
    const body = await renderEbookPdf(input);
    return { body, etag: etagOf(body), fileName, displayName: `${input.title}.pdf` };
  },
});

/** The ASCII file name of a product: its slug (letters, digits, "-"), at most 80 characters, + ".pdf". */
function fileNameOf(row: Pick<OwnedEbookRow, "slug" | "productId">): string {
  const slug = row.slug
    .replace(/[^A-Za-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || `sach-dien-tu-${row.productId}`}.pdf`;
}

/** The generated file of `row` for `owner` (cached per book and owner's name and e-mail). */
function fileOf(row: OwnedEbookRow, owner: Pick<User, "id" | "name" | "email">): Promise<EbookFile> {
  const input: EbookPdfInput & { fileName: string } = {
    title: row.name,
    authors: row.authors,
    publisher: row.publisher,
    publishYear: row.publishYear,
    isbn: row.isbn,
    description: row.description,
    owner: `${owner.name} (${owner.email})`,
    fileName: fileNameOf(row),
  };
  const key = JSON.stringify([row.productId, owner.id, input]);
  return files.fetch(key, { context: input }) as Promise<EbookFile>;
}

async function summaryOf(row: OwnedEbookRow, owner: User): Promise<EbookSummary> {
  const file = await fileOf(row, owner);
  return {
    productSaleId: row.productId,
    name: row.name,
    authors: row.authors,
    imageUrl: coverPaths(row.coverFile).thumbImage,
    grantedAt: row.grantedAt,
    orderId: row.orderId,
    orderCode: row.orderCode,
    pageCount: EBOOK_SAMPLE_PAGES,
    fileSize: file.body.length,
    fileName: file.fileName,
  };
}

/**
 * One page of the customer's ebooks: one entry per product (its newest unrevoked grant), newest
 * grant first. `page` 1-based; a page past the last is empty.
 * @returns `{ items, totalPage }`, totalPage ≥ 1.
 */
export async function listEbooks(db: Db, user: User, page: number): Promise<{ items: EbookSummary[]; totalPage: number }> {
  const seen = new Set<number>();
  const rows = ownedEbookRows(db, user.id).filter((r) => !seen.has(r.productId) && seen.add(r.productId));
  const slice = rows.slice((page - 1) * EBOOK_PAGE_SIZE, page * EBOOK_PAGE_SIZE);
  const items = [];
  for (const row of slice) items.push(await summaryOf(row, user)); // one generation at a time
  return { items, totalPage: Math.max(1, Math.ceil(rows.length / EBOOK_PAGE_SIZE)) };
}

/** 404 `EBOOK_NOT_OWNED`: the same answer for another customer's ebook, a revoked one and a missing id. */
function notOwned(): ApiError {
  return new ApiError(404, "EBOOK_NOT_OWNED", "Bạn chưa sở hữu sách điện tử này");
}

/**
 * One owned ebook with its description and file path.
 * @throws ApiError 404 EBOOK_NOT_OWNED unless `user` holds an unrevoked grant of `productId`.
 */
export async function getEbook(db: Db, user: User, productId: number): Promise<EbookDetail> {
  const row = ownedEbookRow(db, user.id, productId);
  if (!row) throw notOwned();
  return { ...(await summaryOf(row, user)), description: row.description, fileUrl: `/api/UserDigitalProduct/${productId}/file` };
}

/**
 * The generated PDF of an owned ebook.
 * @throws ApiError 404 EBOOK_NOT_OWNED as {@link getEbook}.
 */
export async function ebookFile(db: Db, user: User, productId: number): Promise<EbookFile> {
  const row = ownedEbookRow(db, user.id, productId);
  if (!row) throw notOwned();
  return fileOf(row, user);
}
