/**
 * Sanitizing HTML that comes from the upstream (news bodies, content pages, landing pages) before it
 * is rendered (docs/conventions.md rule 7), with the well-kept `sanitize-html` (2.17.3: the last release
 * that supports Node 20). Keeps what editors use — headings, paragraphs, lists, tables, images,
 * figures, quotes, links, YouTube embeds — and drops scripts, styles, event handlers and
 * `javascript:` URLs. Images get lazy loading and a reserved box (width/height) so nothing shifts.
 */
import sanitize from "sanitize-html";

/** Default box of an image that does not say its size (a 16:9 frame scaled by CSS). */
const DEFAULT_IMAGE = { width: "800", height: "450" };

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "iframe",
    "span",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    iframe: ["src", "width", "height", "title", "allowfullscreen", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube.com", "www.youtube-nocookie.com"],
  transformTags: {
    // h1 belongs to the page; an article's own h1 becomes a section heading.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer", ...(attribs.target ? { target: "_blank" } : {}) },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        alt: attribs.alt ?? "",
        loading: "lazy",
        decoding: "async",
        width: attribs.width ?? DEFAULT_IMAGE.width,
        height: attribs.height ?? DEFAULT_IMAGE.height,
      },
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        loading: "lazy",
        width: attribs.width ?? "560",
        height: attribs.height ?? "315",
        title: attribs.title ?? "Video",
      },
    }),
  },
};

/** Safe HTML to render with `dangerouslySetInnerHTML` (string in, string out; never throws). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
