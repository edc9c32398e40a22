/**
 * The other pictures of a product's gallery: its back
 * cover and a sample page, as self-contained SVG documents the size of the front cover (600×900) or,
 * for `thumb-` files, of a cover thumbnail (200×300). Pure and deterministic like ./svg.ts.
 *
 * File names (defined by the reference upstream, docs/openapi.yaml `ProductDetail.gallery`):
 * `{isbn}_bia-sau.svg` (back cover) and `{isbn}_trang-mau.svg` (sample page) beside the front cover
 * `{isbn}.svg`; each with a `thumb-` variant.
 */
import { charsFor, escapeXml, mix, PUBLISHER_MARK, safeColor, svgOpen, textBlock, wrapText } from "./svg";

/** The gallery views besides the front cover, in display order, with their file suffix and label. */
export const GALLERY_VIEWS = [
  { view: "back", suffix: "_bia-sau", label: "Bìa sau" },
  { view: "sample", suffix: "_trang-mau", label: "Trang mẫu" },
] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number]["view"];

/** What the back cover and the sample page show. */
export interface GalleryInput {
  name: string;
  authors: string;
  description: string;
  isbn: string;
  /** Category colour, "#rgb" or "#rrggbb". */
  color: string;
}

/**
 * The cover file a gallery file belongs to and its view — `978-604-1_bia-sau.svg` →
 * `{coverFile: "978-604-1.svg", view: "back"}` — or null for any other name.
 */
export function parseGalleryFile(file: string): { coverFile: string; view: GalleryView } | null {
  for (const v of GALLERY_VIEWS) {
    const ending = `${v.suffix}.svg`;
    if (file.endsWith(ending) && file.length > ending.length) return { coverFile: `${file.slice(0, -ending.length)}.svg`, view: v.view };
  }
  return null;
}

/** The gallery file name of `view` for the cover `coverFile` (`{stem}{suffix}.svg`). */
export function galleryFile(coverFile: string, view: GalleryView): string {
  const suffix = GALLERY_VIEWS.find((v) => v.view === view)?.suffix ?? "";
  return `${coverFile.replace(/\.svg$/, "")}${suffix}.svg`;
}

/** A gallery picture: the back cover (blurb, ISBN, publisher) or a sample page (contents). */
export function renderGallerySvg(input: GalleryInput, view: GalleryView, opts: { thumb: boolean }): string {
  const scale = opts.thumb ? 1 / 3 : 1;
  const [w, h] = [600, 900].map((n) => Math.round(n * scale)) as [number, number];
  const body = view === "back" ? backCover(input) : samplePage(input);
  const label = `${view === "back" ? "Bìa sau" : "Trang mẫu"} sách ${input.name}`;
  return `${svgOpen(w, h, opts.thumb ? null : label).replace(`viewBox="0 0 ${w} ${h}"`, 'viewBox="0 0 600 900"')}${body}</svg>`;
}

function backCover(input: GalleryInput): string {
  const color = safeColor(input.color);
  const dark = mix(color, "#000000", 0.35);
  const blurb = wrapText(input.description, charsFor(480, 22), 14);
  const bars = Array.from(
    input.isbn.replace(/\D/g, ""),
    (d, i) => `<rect x="${380 + i * 12}" y="770" width="${2 + (Number(d) % 4)}" height="70" fill="#1f2328"/>`,
  ).join("");
  return (
    `<rect width="600" height="900" fill="${dark}"/>` +
    `<rect x="582" width="18" height="900" fill="#000" fill-opacity=".14"/>` +
    `<text x="60" y="110" font-size="30" font-weight="700" fill="#fff">${escapeXml(wrapText(input.name, charsFor(480, 30), 1)[0] ?? "")}</text>` +
    `<rect x="60" y="132" width="72" height="4" fill="#fff" fill-opacity=".7"/>` +
    textBlock(blurb, 60, 200, 34, `font-size="22" fill="#fff" fill-opacity=".92"`) +
    `<rect x="360" y="750" width="200" height="120" fill="#fff"/>${bars}` +
    `<text x="460" y="862" text-anchor="middle" font-size="14" fill="#1f2328">ISBN ${escapeXml(input.isbn)}</text>` +
    `<text x="60" y="849" font-size="20" font-weight="700" letter-spacing="1" fill="#fff">${escapeXml(PUBLISHER_MARK)}</text>`
  );
}

function samplePage(input: GalleryInput): string {
  const color = safeColor(input.color);
  const chapters = [
    "Giới thiệu chung",
    "Khái niệm cơ bản",
    "Phương pháp và công cụ",
    "Ứng dụng thực tiễn",
    "Bài tập và tình huống",
    "Tài liệu tham khảo",
  ];
  const rows = chapters
    .map((title, i) => {
      const y = 260 + i * 80;
      return `<text x="70" y="${y}" font-size="24" fill="#1f2328">Chương ${i + 1}. ${escapeXml(title)}</text><text x="530" y="${y}" text-anchor="end" font-size="24" fill="#1f2328">${7 + i * 38}</text><line x1="70" y1="${y + 18}" x2="530" y2="${y + 18}" stroke="${color}" stroke-opacity=".25" stroke-dasharray="4 6"/>`;
    })
    .join("");
  return (
    `<rect width="600" height="900" fill="#fbf8f1"/>` +
    `<text x="300" y="150" text-anchor="middle" font-size="40" font-weight="700" fill="${color}">MỤC LỤC</text>` +
    `<rect x="270" y="172" width="60" height="4" fill="${color}"/>` +
    rows +
    `<text x="300" y="860" text-anchor="middle" font-size="18" fill="#6b7280">${escapeXml(wrapText(input.authors, charsFor(480, 18), 1)[0] ?? "")}</text>`
  );
}
