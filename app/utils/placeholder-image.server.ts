/**
 * The storefront's own "no picture" image (spec §9 fallback to a no-image picture): what
 * `/media/*` answers when the media host has neither the requested file nor, for a `thumb-` file,
 * the full-size one — so an `<img>` never shows as broken, without JavaScript.
 *
 * A neutral SVG carrying the shop's name "Nhà sách Đại học": a plain book cover (2:3) for the
 * `covers` folder, a framed picture icon for the other folders, in the intrinsic size of the
 * variant it stands in for (app/utils/images.ts `MEDIA_SIZES`; 800×600 for unknown folders).
 * Pure and deterministic; nothing fetched, no script.
 */
import { MEDIA_SIZES, type PixelSize } from "./images";

const SHOP_NAME = "Nhà sách Đại học";
const FONT = "'Be Vietnam Pro', 'Segoe UI', Arial, sans-serif";
const GENERIC_SIZE: PixelSize = [800, 600];

/** Pixel size of the placeholder for `folder` (the `thumb-` variant's size when `thumb` and the folder has one). */
export function placeholderSize(folder: string, thumb: boolean): PixelSize {
  const sizes = MEDIA_SIZES[folder];
  if (!sizes) return GENERIC_SIZE;
  return (thumb ? sizes.thumb : undefined) ?? sizes.full;
}

/** The placeholder SVG document (UTF-8 text) for a missing file of `folder` (e.g. "covers"), full or `thumb-`. */
export function renderPlaceholderSvg(folder: string, thumb: boolean): string {
  const [w, h] = placeholderSize(folder, thumb);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"`;
  const label = `role="img" aria-label="Chưa có ảnh – ${SHOP_NAME}" font-family="${FONT}"`;
  if (folder === "covers") {
    // Drawn on a 200×300 canvas, scaled to the variant's size.
    return (
      `${open} viewBox="0 0 200 300" ${label}>` +
      `<rect width="200" height="300" fill="#eceff1"/>` +
      `<rect width="12" height="300" fill="#cfd8dc"/><rect x="12" width="2" height="300" fill="#fff" fill-opacity=".6"/>` +
      `<rect x="30" y="24" width="152" height="252" rx="4" fill="none" stroke="#cfd8dc" stroke-width="2"/>` +
      // An open book.
      `<g fill="none" stroke="#90a4ae" stroke-width="4" stroke-linejoin="round">` +
      `<path d="M106 96c-12-8-28-10-44-8v52c16-2 32 0 44 8c12-8 28-10 44-8V88c-16-2-32 0-44 8z"/><path d="M106 96v52"/></g>` +
      `<text x="106" y="196" text-anchor="middle" font-size="15" font-weight="600" fill="#607d8b">${SHOP_NAME}</text>` +
      `<text x="106" y="218" text-anchor="middle" font-size="11" fill="#78909c">Chưa có ảnh bìa</text>` +
      `</svg>`
    );
  }
  const s = Math.min(w, h) / 300;
  const r = (n: number) => Math.round(n * 10) / 10;
  const cx = w / 2;
  const cy = h / 2 - 22 * s;
  const fontSize = r(Math.min(26 * s, w / 11));
  return (
    `${open} viewBox="0 0 ${w} ${h}" ${label}>` +
    `<rect width="${w}" height="${h}" fill="#eceff1"/>` +
    `<g transform="translate(${r(cx - 60 * s)} ${r(cy - 45 * s)}) scale(${r(s * 100) / 100})" fill="none" stroke="#90a4ae" stroke-width="6" stroke-linejoin="round">` +
    `<rect width="120" height="90" rx="8"/><circle cx="38" cy="30" r="10"/><path d="M8 80l34-30 22 18 20-14 28 26"/></g>` +
    `<text x="${r(cx)}" y="${r(cy + 45 * s + 14 * s + fontSize)}" text-anchor="middle" font-size="${fontSize}" font-weight="600" fill="#607d8b">${SHOP_NAME}</text>` +
    `</svg>`
  );
}
