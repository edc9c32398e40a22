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
  /**
   * What picks the cover's layout, palette and motif (e.g. `product:12`, `sgk:3`): the same seed always
   * gives the same cover; absent → the title.
   */
  seed?: string;
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
 * Cover palettes a publisher's list might use: `bg` the cover's field, `accent` its bands and marks,
 * `ink` the text on `bg`. Every `ink`/`bg` pair reads at ≥ 4.5:1. The category colour is kept as the
 * series colour (the mark and its band), so a shelf still shows which series a book belongs to.
 */
const COVER_PALETTES: readonly { bg: string; accent: string; ink: string }[] = [
  { bg: "#1d3557", accent: "#e9c46a", ink: "#ffffff" },
  { bg: "#f4ecd8", accent: "#b23a48", ink: "#2b2118" },
  { bg: "#24553f", accent: "#f1e3c2", ink: "#ffffff" },
  { bg: "#7b2d26", accent: "#f2cc8f", ink: "#ffffff" },
  { bg: "#0f5463", accent: "#f4a261", ink: "#ffffff" },
  { bg: "#2f2f37", accent: "#ffd166", ink: "#ffffff" },
  { bg: "#fbf8f1", accent: "#1d4e89", ink: "#1f2328" },
  { bg: "#e9dcc9", accent: "#6b4226", ink: "#2b2118" },
  { bg: "#4a2c5e", accent: "#f7b2bd", ink: "#ffffff" },
  { bg: "#4b5d23", accent: "#f6f1e1", ink: "#ffffff" },
];

/** The four cover layouts: a colour field with a band, a split field over paper, a framed field, a series stripe. */
const LAYOUTS = ["band", "split", "frame", "stripe"] as const;
type Layout = (typeof LAYOUTS)[number];

/** The series initials of a category name ("Giáo trình" → "GT", "Công nghệ thông tin" → "CN"). */
function initials(name: string): string {
  const words = name.split(/[\s–-]+/).filter((w) => /\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? "")
    .join("")
    .toLocaleUpperCase("vi");
}

/** The look of one cover, chosen deterministically from its seed: layout, palette and motif. */
function coverStyle(cover: CoverInput) {
  const h = hash(`cover:${cover.seed ?? cover.name}`);
  const palette = COVER_PALETTES[h % COVER_PALETTES.length] as (typeof COVER_PALETTES)[number];
  const layout = LAYOUTS[(h >>> 8) % LAYOUTS.length] as Layout;
  return { h, palette, layout, series: safeColor(cover.color), motif: (h >>> 12) % 4 };
}

/** A decorative motif in `color` inside the box (x, y, w, h): rings, diagonal rules, a dot grid or stacked triangles. */
function motifSvg(kind: number, seed: number, box: { x: number; y: number; w: number; h: number }, color: string): string {
  const { x, y, w, h } = box;
  const cx = x + w * (0.55 + ((seed >>> 16) % 40) / 100);
  const cy = y + h * (0.45 + ((seed >>> 20) % 40) / 100);
  const r = Math.round(Math.min(w, h) * (0.22 + ((seed >>> 24) % 15) / 100));
  const g = (body: string) => `<g fill="none" stroke="${color}" stroke-opacity=".4">${body}</g>`;
  if (kind === 0)
    return g(
      `<circle cx="${Math.round(cx)}" cy="${Math.round(cy)}" r="${r}" stroke-width="14"/><circle cx="${Math.round(cx)}" cy="${Math.round(cy)}" r="${r + 46}" stroke-width="4"/>`,
    );
  if (kind === 1) {
    const step = 28 + ((seed >>> 16) % 4) * 8;
    const lines: string[] = [];
    for (let i = -h; i < w; i += step) lines.push(`M${x + i} ${y + h}l${h} ${-h}`);
    return g(`<path d="${lines.join("")}" stroke-width="3"/>`);
  }
  if (kind === 2) {
    const step = 30 + ((seed >>> 16) % 3) * 10;
    return (
      `<defs><pattern id="d" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="4" fill="${color}" fill-opacity=".45"/></pattern></defs>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#d)"/>`
    );
  }
  const tx = Math.round(cx);
  const ty = Math.round(y + h);
  return (
    `<g fill="${color}" fill-opacity=".3"><polygon points="${tx - r},${ty} ${tx},${ty - 2 * r} ${tx + r},${ty}"/>` +
    `<polygon points="${tx - r / 2},${ty} ${tx + r / 2},${ty - r} ${tx + (3 * r) / 2},${ty}" fill-opacity=".6"/></g>`
  );
}

/** The series mark: a square in the series colour with the category's initials, and the series name beside it. */
function seriesMark(cover: CoverInput, x: number, y: number, size: number, series: string, labelInk: string | null): string {
  const label = labelInk
    ? `<text x="${x + size + 14}" y="${y + size / 2 + 8}" font-size="20" font-weight="600" letter-spacing="2" fill="${labelInk}">${escapeXml(`TỦ SÁCH ${cover.categoryName.toLocaleUpperCase("vi")}`.slice(0, 34))}</text>`
    : "";
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${series}" stroke="#fff" stroke-width="2"/>` +
    `<text x="${x + size / 2}" y="${y + size / 2 + size * 0.16}" text-anchor="middle" font-size="${Math.round(size * 0.42)}" font-weight="700" fill="#fff">${escapeXml(initials(cover.categoryName))}</text>` +
    label
  );
}

/**
 * A book cover as an SVG document, varied per book: its layout (band, split, frame or stripe),
 * palette and motif are chosen from `seed` (the product or textbook id), so two books of one
 * category look different; the category colour marks the series (a square with the series'
 * initials, a band or stripe).
 * - Full cover (`thumb: false`): 600×900, series mark and name, title over several lines, a motif,
 *   the authors and the publisher mark; about 2–3 KB.
 * - Thumbnail (`thumb: true`): 200×300, the same layout and palette, title and publisher mark only;
 *   under 2 KB for any realistic title (spec §9 `thumb-` images for lists).
 * Digital-only books carry a gold "EBOOK" ribbon across the top-right corner on both.
 */
export function renderCoverSvg(cover: CoverInput, opts: { thumb: boolean }): string {
  return opts.thumb ? renderThumb(cover) : renderFullCover(cover);
}

function renderFullCover(cover: CoverInput): string {
  const { h, palette, layout, series, motif } = coverStyle(cover);
  const paper = PAPER_COLOR;
  // Where the title sits and in which colour, by layout.
  const area =
    layout === "split"
      ? { x: 60, y: 550, w: 480, h: 160, ink: INK_COLOR }
      : layout === "stripe"
        ? { x: 170, y: 150, w: 380, h: 380, ink: palette.ink }
        : layout === "frame"
          ? { x: 80, y: 190, w: 440, h: 340, ink: palette.ink }
          : { x: 60, y: 170, w: 480, h: 360, ink: palette.ink };
  const title = fitTitle(cover.name, area.w, area.h, layout === "split" ? [46, 40, 34, 30, 26] : [60, 52, 46, 40, 34]);
  const authorsInk = layout === "split" ? INK_COLOR : palette.ink;
  const authors = wrapList(cover.authors, charsFor(area.w, 22), 3);
  let body = `<rect width="600" height="900" fill="${palette.bg}"/>`;
  if (layout === "band") {
    body +=
      `<g clip-path="url(#c)">${motifSvg(motif, h, { x: 0, y: 0, w: 600, h: 640 }, palette.accent)}</g>` +
      `<rect y="640" width="600" height="16" fill="${series}"/><rect y="656" width="600" height="4" fill="${palette.accent}"/>` +
      seriesMark(cover, 60, 60, 56, series, palette.ink);
  } else if (layout === "split") {
    body +=
      `<rect width="600" height="520" fill="${series}"/>` +
      `<g clip-path="url(#c)">${motifSvg(motif, h, { x: 0, y: 0, w: 600, h: 520 }, "#ffffff")}</g>` +
      `<rect y="520" width="600" height="380" fill="${paper}"/><rect x="60" y="520" width="120" height="10" fill="${palette.accent}"/>` +
      seriesMark(cover, 60, 60, 56, mix(series, "#000000", 0.3), "#ffffff");
  } else if (layout === "frame") {
    body +=
      `<g clip-path="url(#c)">${motifSvg(motif, h, { x: 54, y: 680, w: 492, h: 110 }, palette.accent)}</g>` +
      `<rect x="40" y="40" width="520" height="820" fill="none" stroke="${palette.accent}" stroke-width="6"/>` +
      `<rect x="54" y="54" width="492" height="792" fill="none" stroke="${palette.accent}" stroke-width="1.5"/>` +
      `<rect x="80" y="150" width="90" height="4" fill="${series}"/>` +
      seriesMark(cover, 80, 80, 48, series, null);
  } else {
    body +=
      `<rect width="130" height="900" fill="${series}"/><rect x="130" width="6" height="900" fill="${palette.accent}"/>` +
      `<g clip-path="url(#c)">${motifSvg(motif, h, { x: 136, y: 690, w: 464, h: 130 }, palette.accent)}</g>` +
      seriesMark(cover, 37, 60, 56, mix(series, "#000000", 0.3), null) +
      `<text transform="rotate(-90 80 840)" x="80" y="840" font-size="22" font-weight="600" letter-spacing="4" fill="#fff">${escapeXml(cover.categoryName.toLocaleUpperCase("vi").slice(0, 36))}</text>`;
  }
  // Authors (up to three lines, 30 apart) under the title and clear of the motif and the publisher mark.
  const authorsY = layout === "split" ? 750 : layout === "band" ? 720 : 600;
  const markX = layout === "stripe" ? 170 : layout === "frame" ? 80 : 60;
  const markY = layout === "frame" ? 830 : layout === "split" ? 866 : 850;
  const ribbon = cover.isDigital
    ? `<polygon points="420,0 490,0 600,110 600,180" fill="${RIBBON_COLOR}"/>` +
      `<text x="527" y="82" transform="rotate(45 527 72)" text-anchor="middle" font-size="26" font-weight="700" letter-spacing="4" fill="${INK_COLOR}">EBOOK</text>`
    : "";
  return (
    svgOpen(600, 900, cover.name) +
    `<defs><clipPath id="c"><rect width="600" height="900"/></clipPath></defs>` +
    body +
    textBlock(
      title.lines,
      area.x,
      area.y + title.size,
      title.lineHeight,
      `font-size="${title.size}" font-weight="700" fill="${area.ink}"`,
    ) +
    textBlock(authors, area.x, authorsY, 30, `font-size="22" font-weight="500" fill="${authorsInk}"`) +
    `<text x="${markX}" y="${markY}" font-size="20" font-weight="700" letter-spacing="1" fill="${authorsInk}">${escapeXml(PUBLISHER_MARK)}</text>` +
    ribbon +
    `</svg>`
  );
}

function renderThumb(cover: CoverInput): string {
  const { palette, layout, series } = coverStyle(cover);
  const split = layout === "split";
  const x = layout === "stripe" ? 56 : layout === "frame" ? 26 : 18;
  const width = layout === "stripe" ? 130 : layout === "frame" ? 148 : 164;
  const title = fitTitle(cover.name, width, split ? 110 : 190, [20, 17, 15, 13]);
  const ink = split ? INK_COLOR : palette.ink;
  const top = split ? 176 : 56;
  const deco =
    layout === "band"
      ? `<rect y="246" width="200" height="8" fill="${series}"/><rect x="${x}" y="30" width="18" height="18" fill="${series}"/>`
      : split
        ? `<rect width="200" height="160" fill="${series}"/><rect y="160" width="200" height="140" fill="${PAPER_COLOR}"/><rect x="18" y="160" width="44" height="4" fill="${palette.accent}"/>`
        : layout === "frame"
          ? `<rect x="12" y="12" width="176" height="276" fill="none" stroke="${palette.accent}" stroke-width="3"/><rect x="${x}" y="30" width="30" height="3" fill="${series}"/>`
          : `<rect width="42" height="300" fill="${series}"/><rect x="42" width="3" height="300" fill="${palette.accent}"/>`;
  const ribbon = cover.isDigital
    ? `<polygon points="140,0 165,0 200,35 200,60" fill="${RIBBON_COLOR}"/>` +
      `<text x="176" y="32" transform="rotate(45 176 28)" text-anchor="middle" font-size="10" font-weight="700" fill="${INK_COLOR}">EBOOK</text>`
    : "";
  return (
    svgOpen(200, 300, null) +
    `<rect width="200" height="300" fill="${palette.bg}"/>` +
    deco +
    textBlock(title.lines, x, top + title.size, title.lineHeight, `font-size="${title.size}" font-weight="700" fill="${ink}"`) +
    `<text x="${x}" y="${layout === "frame" ? 272 : 284}" font-size="11" font-weight="700" fill="${ink}" fill-opacity=".85">${escapeXml(PUBLISHER_MARK)}</text>` +
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
