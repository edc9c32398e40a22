/**
 * The Content-Security-Policy of documents (ADR 0019). Inline scripts (Remix's hydration
 * data, the module script that boots the app, ScrollRestoration) are allowed either by a per-request
 * nonce — private pages — or by the SHA-256 hashes of their text — pages the page cache shares
 * between visitors (app/utils/page-cache.server.ts): a nonce repeated to every viewer of a stored copy
 * would no longer be a nonce, while a hash is the same for everyone and allows exactly that text.
 */
import { createHash } from "node:crypto";

/**
 * The policy: `script-src 'self'` plus `scriptSources` (`'nonce-…'` or `'sha256-…'` tokens); the rest
 * is the same for every document. YouTube frames are allowed for news articles (the sanitizer allows
 * only these hosts).
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube.com https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** `<script …>text</script>`: attributes and text. React escapes `</script` inside the text it renders. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser never runs (data blocks): no CSP source needed. */
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP source tokens (`'sha256-<base64>'`, one per distinct text, in document order) of the inline
 * scripts a browser would run in `html`: `<script>` elements without `src` whose type is not a JSON
 * data block, empty ones included (their hash is the empty string's). Hashes cover the exact UTF-8
 * text between the tags, as browsers compute them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
