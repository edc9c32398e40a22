/**
 * Generated artwork of the media host (the ADMIN host of spec §7): book covers, their `thumb-`
 * thumbnails (spec §9) and home banners, as self-contained SVG documents.
 *
 * Pure and deterministic: the same input always gives byte-identical output (ETags depend on it),
 * nothing is fetched (no external fonts, images or stylesheets), and every piece of text is
 * XML-escaped. Text is laid out by estimating glyph widths, since an SVG file cannot measure text.
 */

/** Font stack of all generated artwork (Be Vietnam Pro is the storefront's font; the rest are fallbacks with Vietnamese glyphs). */
const FONT_FAMILY = "'Be Vietnam Pro', 'Segoe UI', Arial, sans-serif";
/** The publisher's mark printed at the foot of every cover. */
export const PUBLISHER_MARK = "NXB ĐHQG";
/** Banner background colours, used in turn by banner position (see server/routes/media.ts). */
export const BANNER_PALETTE = ["#1d4e89", "#b5561d", "#2c3e50", "#0f6f8f", "#6f2c91", "#2a7f62"] as const;

const FALLBACK_COLOR = "#1d4e89";
const RIBBON_COLOR = "#f5c518";
const PAPER_COLOR = "#fbf8f1";
const INK_COLOR = "#1f2328";

/** What a cover shows. */
export interface CoverInput {
  /** Book title. */
  name: string;
  /** Authors as one line, e.g. "PGS.TS. Nguyễn Văn An, TS. Trần Thị Bình". */
  authors: string;
  categoryName: string;
  /** Background colour, "#rgb" or "#rrggbb" (the category colour); anything else falls back to navy. */
  color: string;
  /** Digital-only books get an "EBOOK" ribbon. */
  isDigital: boolean;
}

/** What a banner shows. */
export interface BannerInput {
  title: string;
  subtitle: string;
  /** Background colour, "#rgb" or "#rrggbb". */
  color: string;
}

/**
 * Escapes text for XML character data and attribute values (& < > " ') and drops characters that
 * XML 1.0 does not allow (C0 controls other than tab, newline and carriage return; lone surrogates).
 */
export function escapeXml(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      "",
    )
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Greedy word wrap to lines of at most `maxChars` characters (longer words are cut), at most
 * `maxLines` lines; when the text does not fit, the last line ends with "…".
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  return wrapUnits(text.trim().split(/\s+/).filter(Boolean), maxChars, maxLines);
}

/**
 * Wraps a comma-separated list (authors) like {@link wrapText}, but breaks lines between items
 * where it can, so that "PGS.TS. Nguyễn Văn An" is not split over two lines.
 */
export function wrapList(text: string, maxChars: number, maxLines: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  const items = text.split(/\s*,\s*/).filter(Boolean);
  const units = items.flatMap((item, i) => {
    const unit = i < items.length - 1 ? `${item},` : item;
    return unit.length <= limit ? [unit] : unit.split(/\s+/);
  });
  return wrapUnits(units, limit, maxLines);
}

/** Greedy wrap of unbreakable `units` (joined by spaces); units longer than a line are cut. */
function wrapUnits(units: readonly string[], maxChars: number, maxLines: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  const words = units.flatMap((w) => chunk(w, limit));
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= limit) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  const last = kept[kept.length - 1] as string;
  kept[kept.length - 1] = `${last.length + 1 > limit ? last.slice(0, limit - 1).trimEnd() : last}…`;
  return kept;
}

function chunk(word: string, size: number): string[] {
  const chars = Array.from(word);
  if (chars.length <= size) return [word];
  const parts: string[] = [];
  for (let i = 0; i < chars.length; i += size) parts.push(chars.slice(i, i + size).join(""));
  return parts;
}

/** Characters that fit in `width` user units at `fontSize` (average sans-serif glyph ≈ `em` × size). */
export const charsFor = (width: number, fontSize: number, em = 0.56) => Math.floor(width / (fontSize * em));

/** `color` when it is "#rgb" or "#rrggbb" (normalised to lower-case "#rrggbb"), else the fallback. */
export function safeColor(color: string): string {
  const c = color.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(c)) return c;
  if (/^#[0-9a-f]{3}$/.test(c)) return `#${[...c.slice(1)].map((d) => d + d).join("")}`;
  return FALLBACK_COLOR;
}

/** Mixes `color` with `target` ("#000000" darkens, "#ffffff" lightens) by `amount` in [0, 1]. */
export function mix(color: string, target: string, amount: number): string {
  const a = safeColor(color);
  const b = safeColor(target);
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * amount));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** 32-bit FNV-1a hash, to vary the decoration of each cover deterministically. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** `<text>` with one `<tspan>` per line. `attrs` is trusted markup; `lines` are escaped here. */
export function textBlock(lines: readonly string[], x: number, y: number, lineHeight: number, attrs: string): string {
  const spans = lines.map((line, i) => `<tspan x="${x}" y="${Math.round(y + i * lineHeight)}">${escapeXml(line)}</tspan>`).join("");
  return `<text ${attrs}>${spans}</text>`;
}

/** The opening `<svg>` tag: size, viewBox, font stack and either an accessible name (`label`) or `aria-hidden`. */
export function svgOpen(width: number, height: number, label: string | null): string {
  const a11y = label === null ? 'aria-hidden="true"' : `role="img" aria-label="${escapeXml(label)}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}" ${a11y}>`;
}

/** Title lines and font size: the largest size whose wrap fits `maxHeight`, else the smallest size truncated. */
function fitTitle(
  title: string,
  width: number,
  maxHeight: number,
  sizes: readonly number[],
): { lines: string[]; size: number; lineHeight: number } {
  for (const size of sizes) {
    const lineHeight = Math.round(size * 1.18);
    const maxLines = Math.max(1, Math.floor(maxHeight / lineHeight));
    const lines = wrapText(title, charsFor(width, size, 0.6), Number.MAX_SAFE_INTEGER);
    if (lines.length <= maxLines) return { lines, size, lineHeight };
  }
  const size = sizes[sizes.length - 1] as number;
  const lineHeight = Math.round(size * 1.18);
  return { lines: wrapText(title, charsFor(width, size, 0.6), Math.max(1, Math.floor(maxHeight / lineHeight))), size, lineHeight };
}

/**
 * A book cover as an SVG document.
 * - Full cover (`thumb: false`): 600×900, category label, title over several lines, a decorative
 *   motif, the authors on a paper-coloured panel and the publisher mark; about 2 KB.
 * - Thumbnail (`thumb: true`): 200×300, colour, title and publisher mark only; under 2 KB for any
 *   realistic title (spec §9 `thumb-` images for lists).
 * Digital-only books carry a gold "EBOOK" ribbon across the top-right corner on both.
 */
export function renderCoverSvg(cover: CoverInput, opts: { thumb: boolean }): string {
  return opts.thumb ? renderThumb(cover) : renderFullCover(cover);
}

function renderFullCover(cover: CoverInput): string {
  const color = safeColor(cover.color);
  const dark = mix(color, "#000000", 0.35);
  const light = mix(color, "#ffffff", 0.25);
  const h = hash(cover.name);
  const title = fitTitle(cover.name, 480, 400, [60, 52, 46, 40, 34]);
  const authors = wrapList(cover.authors, charsFor(480, 22), 3);
  // A few rings whose size and place vary per title, so neighbouring covers look different.
  const cx = 360 + (h % 240);
  const cy = 470 + ((h >>> 8) % 140);
  const r = 120 + ((h >>> 16) % 90);
  const motif =
    `<g fill="none" stroke="${light}" stroke-opacity=".35">` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="14"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r + 46}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r + 80}" stroke-width="2"/></g>`;
  const ribbon = cover.isDigital
    ? `<polygon points="420,0 490,0 600,110 600,180" fill="${RIBBON_COLOR}"/>` +
      `<text x="527" y="82" transform="rotate(45 527 72)" text-anchor="middle" font-size="26" font-weight="700" letter-spacing="4" fill="${INK_COLOR}">EBOOK</text>`
    : "";
  return (
    svgOpen(600, 900, cover.name) +
    `<defs><clipPath id="c"><rect width="600" height="640"/></clipPath></defs>` +
    `<rect width="600" height="900" fill="${PAPER_COLOR}"/>` +
    `<rect width="600" height="640" fill="${color}"/>` +
    `<g clip-path="url(#c)">${motif}</g>` +
    `<rect x="0" y="630" width="600" height="10" fill="${dark}"/>` +
    `<rect width="18" height="900" fill="#000" fill-opacity=".14"/><rect x="18" width="2" height="900" fill="#fff" fill-opacity=".18"/>` +
    `<text x="60" y="92" font-size="22" font-weight="600" letter-spacing="3" fill="#fff" fill-opacity=".88">${escapeXml(cover.categoryName.toLocaleUpperCase("vi"))}</text>` +
    `<rect x="60" y="112" width="72" height="4" fill="#fff" fill-opacity=".7"/>` +
    textBlock(title.lines, 60, 170 + title.size, title.lineHeight, `font-size="${title.size}" font-weight="700" fill="#fff"`) +
    textBlock(authors, 60, 700, 30, `font-size="22" font-weight="500" fill="${INK_COLOR}"`) +
    `<circle cx="78" cy="842" r="18" fill="${color}"/><text x="78" y="849" text-anchor="middle" font-size="18" font-weight="700" fill="#fff">Đ</text>` +
    `<text x="106" y="849" font-size="20" font-weight="700" letter-spacing="1" fill="${dark}">${escapeXml(PUBLISHER_MARK)}</text>` +
    ribbon +
    `</svg>`
  );
}

function renderThumb(cover: CoverInput): string {
  const color = safeColor(cover.color);
  const title = fitTitle(cover.name, 164, 200, [20, 17, 15, 13]);
  const ribbon = cover.isDigital
    ? `<polygon points="140,0 165,0 200,35 200,60" fill="${RIBBON_COLOR}"/>` +
      `<text x="176" y="32" transform="rotate(45 176 28)" text-anchor="middle" font-size="10" font-weight="700" fill="${INK_COLOR}">EBOOK</text>`
    : "";
  return (
    svgOpen(200, 300, null) +
    `<rect width="200" height="300" fill="${color}"/>` +
    `<rect width="6" height="300" fill="#000" fill-opacity=".14"/>` +
    `<rect x="18" y="34" width="28" height="2" fill="#fff" fill-opacity=".7"/>` +
    textBlock(title.lines, 18, 50 + title.size, title.lineHeight, `font-size="${title.size}" font-weight="700" fill="#fff"`) +
    `<text x="18" y="284" font-size="11" font-weight="700" fill="#fff" fill-opacity=".85">${escapeXml(PUBLISHER_MARK)}</text>` +
    ribbon +
    `</svg>`
  );
}

/**
 * A home banner (spec §3 "banners") as a 1200×400 SVG document: gradient in `color`, title and
 * subtitle on the left, a "Khám phá ngay" call-to-action and a stack of books on the right.
 */
export function renderBannerSvg(banner: BannerInput): string {
  const color = safeColor(banner.color);
  const dark = mix(color, "#000000", 0.4);
  const light = mix(color, "#ffffff", 0.3);
  const title = wrapText(banner.title, charsFor(660, 52, 0.6), 2);
  const subtitle = wrapText(banner.subtitle, charsFor(660, 24), 2);
  // Baselines: title lines 62 apart, subtitle 52 below the last title line, button 30 below the subtitle.
  const titleBaseline = 150;
  const subtitleBaseline = titleBaseline + (title.length - 1) * 62 + 52;
  const ctaTop = subtitleBaseline + (subtitle.length - 1) * 34 + 30;
  const books = [
    { x: 880, y: 150, w: 230, h: 46, fill: "#ffffff", opacity: ".92" },
    { x: 860, y: 200, w: 260, h: 54, fill: light, opacity: "1" },
    { x: 895, y: 258, w: 215, h: 42, fill: RIBBON_COLOR, opacity: "1" },
    { x: 850, y: 304, w: 275, h: 56, fill: "#ffffff", opacity: ".8" },
  ]
    .map(
      (b) =>
        `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="6" fill="${b.fill}" fill-opacity="${b.opacity}"/>` +
        `<rect x="${b.x + 18}" y="${b.y}" width="8" height="${b.h}" fill="${dark}" fill-opacity=".25"/>`,
    )
    .join("");
  return (
    svgOpen(1200, 400, banner.title) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="1010" cy="120" r="210" fill="#fff" fill-opacity=".07"/><circle cx="1130" cy="380" r="150" fill="#fff" fill-opacity=".06"/>` +
    `<g transform="rotate(-8 990 130)"><rect x="890" y="96" width="200" height="42" rx="6" fill="${light}" fill-opacity=".9"/></g>` +
    books +
    `<text x="80" y="78" font-size="18" font-weight="600" letter-spacing="3" fill="#fff" fill-opacity=".8">NXB ĐẠI HỌC QUỐC GIA HÀ NỘI</text>` +
    textBlock(title, 80, titleBaseline, 62, `font-size="52" font-weight="700" fill="#fff"`) +
    textBlock(subtitle, 80, subtitleBaseline, 34, `font-size="24" fill="#fff" fill-opacity=".9"`) +
    `<rect x="80" y="${ctaTop}" width="210" height="52" rx="26" fill="#fff"/>` +
    `<text x="185" y="${ctaTop + 33}" text-anchor="middle" font-size="20" font-weight="700" fill="${dark}">Khám phá ngay</text>` +
    `</svg>`
  );
}

/** Size of the artwork a missing image stands in for. */
export type ImageKind =
  "cover" | "thumb" | "banner" | "news" | "newsThumb" | "figure" | "collection" | "course" | "partner" | "logo" | "logoMobile" | "landing";

const NO_IMAGE_SIZE: Record<ImageKind, [width: number, height: number]> = {
  cover: [600, 900],
  thumb: [200, 300],
  banner: [1200, 400],
  news: [1200, 630],
  newsThumb: [400, 210],
  figure: [1200, 675],
  collection: [600, 400],
  course: [640, 360],
  partner: [320, 120],
  logo: [440, 96],
  logoMobile: [96, 96],
  landing: [1440, 480],
};

/**
 * The "no image" picture (spec §9: fallback to a no-image picture): a grey placeholder with a
 * picture icon and "Chưa có ảnh", in the size of the artwork it replaces.
 */
export function renderNoImageSvg(kind: ImageKind): string {
  const [w, h] = NO_IMAGE_SIZE[kind];
  const s = Math.min(w, h) / 300; // icon scale
  const cx = w / 2;
  const cy = h / 2 - 20 * s;
  const r = (n: number) => Math.round(n * 10) / 10;
  return (
    svgOpen(w, h, "Chưa có ảnh") +
    `<rect width="${w}" height="${h}" fill="#eceff1"/>` +
    `<g transform="translate(${r(cx - 60 * s)} ${r(cy - 45 * s)}) scale(${r(s)})" fill="#b0bec5">` +
    `<rect width="120" height="90" rx="8" fill="none" stroke="#b0bec5" stroke-width="6"/>` +
    `<circle cx="38" cy="30" r="10"/><polygon points="10,80 45,45 65,62 85,38 110,80"/></g>` +
    `<text x="${r(cx)}" y="${r(cy + 80 * s)}" text-anchor="middle" font-size="${r(22 * s)}" fill="#78909c">Chưa có ảnh</text>` +
    `</svg>`
  );
}
