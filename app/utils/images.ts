/**
 * Responsive images of the media host (spec §9: lists show the `thumb-` filename variant;
 * srcset/sizes, width/height, lazy below the fold). Client-safe: no server imports.
 *
 * Media paths look like `/media/{folder}/{file}`; the folders with a `thumb-` variant and the pixel
 * sizes below are those the reference upstream renders (server/routes/media.ts, server/media/svg.ts
 * `renderCoverSvg`/`NO_IMAGE_SIZE`, server/media/content-svg.ts `POSTER_SIZES`): every SVG there has
 * `width`/`height` equal to its viewBox, so those numbers are the images' intrinsic widths and the
 * `w` descriptors of the srcset.
 */

/** [width, height] in px of an image variant. */
export type PixelSize = readonly [width: number, height: number];

/** Intrinsic sizes per media folder: the full file and, where the host renders one, the `thumb-` variant. */
export const MEDIA_SIZES: Readonly<Record<string, { full: PixelSize; thumb?: PixelSize }>> = {
  /** Book covers, 2:3 (spec §9). */
  covers: { full: [600, 900], thumb: [200, 300] },
  /** News lead images (Open Graph 1.91:1); figures `tin-{id}-hinh-{n}.svg` are 1200×675 and have no thumbnail. */
  news: { full: [1200, 630], thumb: [400, 210] },
  banners: { full: [1200, 400] },
  collections: { full: [600, 400] },
  courses: { full: [640, 360] },
  partners: { full: [320, 120] },
  logos: { full: [440, 96] },
  landing: { full: [1440, 480] },
  /** Textbook covers: `sgk-{id}.svg` and `thumb-sgk-{id}.svg`, as book covers. */
  sgk: { full: [600, 900], thumb: [200, 300] },
};

/** The `thumb-` filename prefix of spec §9. */
export const THUMB_PREFIX = "thumb-";

/**
 * `sizes` of a cover in `ProductGrid` (app/features/catalog/product-card.css.ts): 2 columns under 768px,
 * 3 up to 1023px, 5 from 1024px inside the 1120px container (page padding 0.75rem, grid gap
 * 0.5/0.75/1rem, card padding 0.5/0.75rem) — at most ≈182px wide on desktop.
 */
export const PRODUCT_GRID_SIZES = "(min-width: 1024px) 182px, (min-width: 768px) calc(33.3vw - 40px), calc(50vw - 32px)";

/** A parsed media path. */
export interface MediaPath {
  /** e.g. "covers". */
  folder: string;
  /** File name without the `thumb-` prefix, e.g. "9786040000001.svg". */
  file: string;
  /** Whether the path named the `thumb-` variant. */
  thumb: boolean;
}

/**
 * Parses `/media/{folder}/{file}` (one folder level, a plain file name); null for anything else
 * (absolute URLs, query strings, nested paths).
 */
export function parseMediaPath(path: string): MediaPath | null {
  const m = /^\/media\/([a-z0-9-]+)\/([A-Za-z0-9._-]{1,128})$/.exec(path);
  if (!m || m[2]!.includes("..")) return null;
  const name = m[2]!;
  const thumb = name.startsWith(THUMB_PREFIX) && name.length > THUMB_PREFIX.length;
  return { folder: m[1]!, file: thumb ? name.slice(THUMB_PREFIX.length) : name, thumb };
}

/** Attributes of a responsive `<img>`; spread them: `<img {...responsiveImage(p)} alt="…" />`. */
export interface ResponsiveImage {
  src: string;
  /** `thumb 200w, full 600w` when the folder has thumbnails, else undefined. */
  srcSet?: string;
  /** Only set together with `srcSet`. */
  sizes?: string;
  /** Intrinsic size of `src` in px (for the aspect ratio before it loads); undefined for unknown paths. */
  width?: number;
  height?: number;
}

/**
 * `{src, srcSet, sizes, width, height}` of the media image at `path` (either variant given): the
 * `thumb-` file is `src` and the small srcset candidate, the full file the large one, with their
 * real pixel widths as `w` descriptors (see {@link MEDIA_SIZES}).
 *
 * @param path a media path such as "/media/covers/foo.svg" or "/media/covers/thumb-foo.svg".
 *        Paths of folders without thumbnails give the full file with its size and no srcset; any
 *        other string (absolute URL, unknown shape) is returned as `{ src: path }` unchanged.
 * @param sizes the `sizes` attribute (how wide the image is laid out); defaults to the thumbnail's
 *        own width in px, i.e. the thumbnail on 1× screens and the full file on 2× and up.
 */
export function responsiveImage(path: string, sizes?: string): ResponsiveImage {
  const parsed = parseMediaPath(path);
  const known = parsed ? MEDIA_SIZES[parsed.folder] : undefined;
  if (!parsed || !known) return { src: path };
  const full = `/media/${parsed.folder}/${parsed.file}`;
  // News figures (`tin-1-hinh-2.svg`) have no thumbnail and their own size.
  const isFigure = parsed.folder === "news" && /-hinh-\d+\.svg$/.test(parsed.file);
  if (isFigure) return { src: full, width: 1200, height: 675 };
  if (!known.thumb) return { src: full, width: known.full[0], height: known.full[1] };
  const thumb = `/media/${parsed.folder}/${THUMB_PREFIX}${parsed.file}`;
  return {
    src: thumb,
    srcSet: `${thumb} ${known.thumb[0]}w, ${full} ${known.full[0]}w`,
    sizes: sizes ?? `${known.thumb[0]}px`,
    width: known.thumb[0],
    height: known.thumb[1],
  };
}

/**
 * Loading attributes of an `<img>`: lazy and decoded off the main thread below the fold; above it
 * (`priority`, the LCP candidate) eager with `fetchpriority="high"` (spelled lowercase: React 18 does
 * not know `fetchPriority`) and the browser's default decoding, so it is painted as soon as it arrives.
 */
export function imageLoading(priority = false): { loading: "eager" | "lazy"; decoding?: "async"; fetchpriority?: "high" } {
  return priority ? { loading: "eager", fetchpriority: "high" } : { loading: "lazy", decoding: "async" };
}

/**
 * The value of an HTTP `Link` header that preloads the media image at `path` with high priority
 * (its `imagesrcset`/`imagesizes` when {@link responsiveImage} gives a srcset), so the browser starts
 * the LCP picture with the first bytes of the response. `sizes` as for {@link responsiveImage}.
 * Returns null for a path that is not a media path.
 */
export function preloadImageLink(path: string, sizes?: string): string | null {
  if (!parseMediaPath(path)) return null;
  const img = responsiveImage(path, sizes);
  const parts = [`<${img.src}>`, "rel=preload", "as=image", "fetchpriority=high"];
  if (img.srcSet && img.sizes) parts.push(`imagesrcset="${img.srcSet}"`, `imagesizes="${img.sizes}"`);
  return parts.join("; ");
}
