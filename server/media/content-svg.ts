/**
 * Generated artwork of the content parts of the media host: news pictures (lead image, thumbnail and
 * in-article figures), home collections, course posters, campaign landing heroes, partner university
 * logos and the site's own logos.
 *
 * Same rules as ./svg.ts: pure and deterministic (ETags depend on it), self-contained (nothing is
 * fetched), every piece of text XML-escaped, text laid out by estimated glyph widths.
 */
import { charsFor, escapeXml, hash, mix, PUBLISHER_MARK, safeColor, svgOpen, textBlock, wrapText } from "./svg";

/** Colours of content artwork, picked by a label (tag, collection …) so that a label keeps its colour. */
export const CONTENT_PALETTE = ["#1d4e89", "#b5561d", "#2a7f62", "#6f2c91", "#0f6f8f", "#8c2f39", "#2c3e50", "#7a5c12"] as const;

/** A stable colour of {@link CONTENT_PALETTE} for `label`. */
export function colorFor(label: string): string {
  return CONTENT_PALETTE[hash(label) % CONTENT_PALETTE.length] as string;
}

/** What a poster shows. */
export interface PosterInput {
  /** Main text (a news title, a collection or course name …). */
  title: string;
  /** Small upper-case line above the title (a tag, "KHÓA HỌC" …); may be empty. */
  kicker: string;
  /** Background colour, "#rgb" or "#rrggbb"; anything else falls back to navy. */
  color: string;
}

/** Sizes of the poster formats: [width, height]. */
export const POSTER_SIZES = {
  /** Lead image of a news article (Open Graph proportions). */
  news: [1200, 630],
  /** Thumbnail of a news article in lists. */
  newsThumb: [400, 210],
  /** Home collection tile. */
  collection: [600, 400],
  /** Course poster. */
  course: [640, 360],
  /** Landing page hero. */
  landing: [1440, 480],
} as const;
export type PosterFormat = keyof typeof POSTER_SIZES;

/**
 * A poster as an SVG document in one of the {@link POSTER_SIZES}: a diagonal gradient in `color`,
 * rings and a stack of books placed by a hash of the title (neighbouring posters differ), the kicker,
 * the title wrapped to fit, and the publisher's mark.
 */
export function renderPosterSvg(poster: PosterInput, format: PosterFormat): string {
  const [w, h] = POSTER_SIZES[format];
  const color = safeColor(poster.color);
  const dark = mix(color, "#000000", 0.45);
  const light = mix(color, "#ffffff", 0.3);
  const k = hash(`${poster.kicker}|${poster.title}`);
  const s = h / 630; // scale against the news format
  const pad = Math.round(64 * s);
  const textWidth = Math.round(w * (w / h > 2.5 ? 0.62 : 0.7));
  const titleSize = Math.max(14, Math.round((format === "newsThumb" ? 30 : 54) * s * (w / h > 2.5 ? 1.2 : 1)));
  const maxLines = format === "newsThumb" ? 3 : 4;
  const lines = wrapText(poster.title, charsFor(textWidth, titleSize, 0.58), maxLines);
  const lineHeight = Math.round(titleSize * 1.2);
  const kickerSize = Math.max(10, Math.round(22 * s));
  const titleTop = pad + kickerSize + Math.round(40 * s) + titleSize;
  const r = Math.round((150 + (k % 90)) * s);
  const cx = Math.round(w * 0.8 + ((k >>> 8) % 80) * s);
  const cy = Math.round(h * 0.35 + ((k >>> 16) % 90) * s);
  const bx = Math.round(w * 0.7);
  const by = Math.round(h * 0.55);
  const book = (i: number, bw: number, bh: number, fill: string) =>
    `<rect x="${bx + Math.round(((k >>> (i * 3)) % 40) * s)}" y="${by + Math.round(i * 48 * s)}" width="${Math.round(bw * s)}" height="${Math.round(bh * s)}" rx="${Math.round(6 * s)}" fill="${fill}"/>`;
  return (
    svgOpen(w, h, poster.title) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<g fill="none" stroke="${light}" stroke-opacity=".35"><circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="${Math.max(2, Math.round(16 * s))}"/><circle cx="${cx}" cy="${cy}" r="${r + Math.round(50 * s)}" stroke-width="${Math.max(1, Math.round(4 * s))}"/></g>` +
    book(0, 250, 40, "#ffffff") +
    book(1, 290, 44, light) +
    book(2, 230, 38, "#f5c518") +
    (poster.kicker
      ? `<text x="${pad}" y="${pad + kickerSize}" font-size="${kickerSize}" font-weight="600" letter-spacing="${Math.max(1, Math.round(3 * s))}" fill="#fff" fill-opacity=".85">${escapeXml(poster.kicker.toLocaleUpperCase("vi"))}</text>` +
        `<rect x="${pad}" y="${pad + kickerSize + Math.round(14 * s)}" width="${Math.round(72 * s)}" height="${Math.max(2, Math.round(4 * s))}" fill="#fff" fill-opacity=".7"/>`
      : "") +
    textBlock(lines, pad, titleTop, lineHeight, `font-size="${titleSize}" font-weight="700" fill="#fff"`) +
    `<text x="${pad}" y="${h - Math.round(40 * s)}" font-size="${Math.max(9, Math.round(20 * s))}" font-weight="700" letter-spacing="1" fill="#fff" fill-opacity=".8">${escapeXml(PUBLISHER_MARK)}</text>` +
    `</svg>`
  );
}

/** What an in-article figure shows. */
export interface FigureInput {
  /** The caption under the picture (the article's title or a line about the scene). */
  caption: string;
  color: string;
  /** 1-based number of the figure in its article; varies the scene. */
  index: number;
}

/**
 * An illustration for the body of a news article, 1200×675: a stylised scene (a reading room with
 * shelves, a stage with a lectern, or a table of open books, by `index`) above a caption band.
 */
export function renderFigureSvg(figure: FigureInput): string {
  const color = safeColor(figure.color);
  const dark = mix(color, "#000000", 0.5);
  const light = mix(color, "#ffffff", 0.55);
  const k = hash(figure.caption);
  const scene = (figure.index - 1 + k) % 3;
  let art = "";
  if (scene === 0) {
    // Shelves of books.
    for (let row = 0; row < 3; row++) {
      art += `<rect x="120" y="${130 + row * 140}" width="960" height="10" fill="${dark}"/>`;
      let x = 130;
      for (let i = 0; x < 1060; i++) {
        const bw = 22 + ((k >>> ((i + row) % 24)) % 26);
        const bh = 70 + ((k >>> ((i * 2 + row) % 24)) % 50);
        const fill = [color, light, "#f5c518", "#ffffff", mix(color, "#000000", 0.25)][(i + row) % 5];
        art += `<rect x="${x}" y="${130 + row * 140 - bh}" width="${bw}" height="${bh}" fill="${fill}"/>`;
        x += bw + 4;
      }
    }
  } else if (scene === 1) {
    // A stage with a lectern, a screen and an audience.
    art += `<rect x="240" y="70" width="720" height="260" rx="8" fill="#ffffff" fill-opacity=".9"/>`;
    art += `<rect x="280" y="110" width="420" height="26" rx="4" fill="${color}"/><rect x="280" y="156" width="560" height="14" rx="4" fill="${light}"/><rect x="280" y="184" width="500" height="14" rx="4" fill="${light}"/>`;
    art += `<rect x="900" y="300" width="90" height="130" fill="${dark}"/><circle cx="945" cy="270" r="26" fill="${light}"/>`;
    for (let i = 0; i < 11; i++)
      art += `<circle cx="${150 + i * 90}" cy="${470 + (i % 2) * 16}" r="28" fill="${i % 3 ? light : "#ffffff"}" fill-opacity=".85"/>`;
  } else {
    // Open books on a table.
    art += `<rect x="80" y="380" width="1040" height="24" rx="6" fill="${dark}"/>`;
    for (let i = 0; i < 3; i++) {
      const x = 140 + i * 330;
      art += `<path d="M${x} 360 L${x + 130} 330 L${x + 130} 190 L${x} 220 Z" fill="#ffffff"/><path d="M${x + 130} 330 L${x + 260} 360 L${x + 260} 220 L${x + 130} 190 Z" fill="${light}"/>`;
      for (let l = 0; l < 4; l++)
        art += `<line x1="${x + 18}" y1="${250 + l * 22}" x2="${x + 112}" y2="${232 + l * 22}" stroke="${color}" stroke-width="4" stroke-opacity=".5"/>`;
    }
  }
  const caption = wrapText(figure.caption, charsFor(1080, 30), 2);
  return (
    svgOpen(1200, 675, figure.caption) +
    `<rect width="1200" height="675" fill="${mix(color, "#ffffff", 0.82)}"/>` +
    art +
    `<rect y="${675 - 40 - caption.length * 40}" width="1200" height="${40 + caption.length * 40}" fill="${dark}" fill-opacity=".88"/>` +
    textBlock(caption, 60, 675 - 30 - (caption.length - 1) * 40, 40, `font-size="30" font-weight="600" fill="#fff"`) +
    `</svg>`
  );
}

/** What a partner logo shows. */
export interface PartnerLogoInput {
  /** Full name, e.g. "Trường Đại học Khoa học Tự nhiên". */
  name: string;
  /** Initials in the emblem, e.g. "HUS" (at most 5 characters are drawn). */
  shortName: string;
  color: string;
}

/** A partner university's logo, 320×120: a round emblem with its initials and the name on two lines. */
export function renderPartnerLogoSvg(logo: PartnerLogoInput): string {
  const color = safeColor(logo.color);
  const initials = Array.from(logo.shortName).slice(0, 5).join("");
  const size = initials.length <= 3 ? 26 : 20;
  // Wrapped at the width of a bold glyph (0.62 em): the name must stay inside the 320-unit badge.
  const lines = wrapText(logo.name, charsFor(188, 19, 0.62), 3);
  return (
    svgOpen(320, 120, logo.name) +
    `<rect width="320" height="120" rx="12" fill="#ffffff"/>` +
    `<circle cx="60" cy="60" r="44" fill="${color}"/><circle cx="60" cy="60" r="36" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
    `<text x="60" y="${60 + Math.round(size * 0.36)}" text-anchor="middle" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(initials)}</text>` +
    textBlock(
      lines,
      116,
      60 - ((lines.length - 1) * 23) / 2 + 7,
      23,
      `font-size="19" font-weight="700" fill="${mix(color, "#000000", 0.3)}"`,
    ) +
    `</svg>`
  );
}

/** The publisher's brand colour (logos). */
const BRAND_COLOR = "#1d4e89";

/**
 * The site logo: the desktop one (`mobile: false`, 440×96: emblem, "NHÀ XUẤT BẢN" and "ĐẠI HỌC QUỐC
 * GIA HÀ NỘI") or the mobile one (`mobile: true`, 96×96: the emblem only).
 */
export function renderSiteLogoSvg(opts: { mobile: boolean }): string {
  const emblem = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="40" fill="${BRAND_COLOR}"/>` +
    `<path d="M${x - 22} ${y - 10} L${x} ${y - 18} L${x + 22} ${y - 10} L${x + 22} ${y + 18} L${x} ${y + 10} L${x - 22} ${y + 18} Z" fill="#fff"/>` +
    `<line x1="${x}" y1="${y - 18}" x2="${x}" y2="${y + 10}" stroke="${BRAND_COLOR}" stroke-width="3"/>` +
    `<rect x="${x - 30}" y="${y + 22}" width="60" height="5" rx="2" fill="#f5c518"/>`;
  if (opts.mobile) return svgOpen(96, 96, "Nhà xuất bản Đại học Quốc gia Hà Nội") + emblem(48, 48) + `</svg>`;
  return (
    svgOpen(440, 96, "Nhà xuất bản Đại học Quốc gia Hà Nội") +
    emblem(48, 48) +
    `<text x="102" y="42" font-size="18" font-weight="600" letter-spacing="3" fill="${BRAND_COLOR}">NHÀ XUẤT BẢN</text>` +
    `<text x="102" y="70" font-size="20" font-weight="700" fill="${mix(BRAND_COLOR, "#000000", 0.3)}">ĐẠI HỌC QUỐC GIA HÀ NỘI</text>` +
    `</svg>`
  );
}

// Textbook pages.

/** What a textbook page shows. */
export interface TextbookPageInput {
  bookTitle: string;
  subject: string;
  /** The section the page belongs to. */
  title: string;
  /** 1-based page number within the section. */
  page: number;
  width: number;
  height: number;
}

/**
 * A scanned-looking page of a textbook section (`width`×`height`, e.g. 800×1100): running head with
 * the book title, the section title on page 1, grey text lines varied by a hash of the title, a
 * figure box, and the page number at the foot.
 */
export function renderTextbookPageSvg(input: TextbookPageInput): string {
  const { width: w, height: h } = input;
  const color = colorFor(input.subject);
  const k = hash(`${input.title}|${input.page}`);
  const pad = 70;
  const label = `Trang ${input.page} – ${input.title}`;
  let y = 150;
  let art = "";
  if (input.page === 1) {
    const lines = wrapText(input.title, charsFor(w - 2 * pad, 34, 0.6), 2);
    art += textBlock(lines, pad, y, 44, `font-size="34" font-weight="700" fill="${color}"`);
    y += lines.length * 44 + 20;
  }
  const figureAt = 4 + (k % 6);
  for (let i = 0; y < h - 140; i++) {
    if (i === figureAt) {
      art += `<rect x="${pad}" y="${y}" width="${w - 2 * pad}" height="220" rx="8" fill="${mix(color, "#ffffff", 0.85)}" stroke="${color}"/>`;
      art += `<circle cx="${w / 2}" cy="${y + 110}" r="70" fill="none" stroke="${color}" stroke-width="6"/>`;
      y += 250;
      continue;
    }
    const len = i % 7 === 6 ? 0.55 : 0.92 + ((k >>> (i % 24)) % 8) / 100;
    art += `<rect x="${pad}" y="${y}" width="${Math.round((w - 2 * pad) * Math.min(1, len))}" height="12" rx="6" fill="#c9ced6"/>`;
    y += 30;
  }
  return (
    svgOpen(w, h, label) +
    `<rect width="${w}" height="${h}" fill="#fffdf7"/>` +
    `<text x="${pad}" y="70" font-size="18" fill="#5f6b7a">${escapeXml(input.bookTitle)}</text>` +
    `<rect x="${pad}" y="84" width="${w - 2 * pad}" height="2" fill="${color}"/>` +
    art +
    `<text x="${w / 2}" y="${h - 50}" text-anchor="middle" font-size="20" fill="#5f6b7a">${input.page}</text>` +
    `</svg>`
  );
}
