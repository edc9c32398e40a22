/**
 * The documents' CSP (csp.server.ts): the hashes of a shared page's inline scripts, as a browser
 * computes them, and the policy around them.
 */
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.server";

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, as browsers do (values from `openssl dgst -sha256 -binary | base64`)", () => {
    const html = `<head><script>window.a=1</script></head><body><p>x</p><script type="module" async="">import("/build/entry.js");</script><script></script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='",
      "'sha256-FpN/3rK1ZnyoO0CQwIo0+CgY+2fePuc+CQiZ3r7whsE='",
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });

  it("counts UTF-8 bytes (Vietnamese text inside hydration data) and lists a repeated text once", () => {
    const html = `<script>"Giỏ hàng"</script><script>"Giỏ hàng"</script>`;
    expect(inlineScriptHashes(html)).toEqual(["'sha256-SJAsP6cM4pPZxm+Zl6JiBUS4T3akyx/8A6A6pXi02cs='"]);
  });

  it("skips scripts loaded by src and JSON data blocks (never run, no CSP source needed)", () => {
    const html = `<script src="/build/x.js"></script><script type="application/ld+json">{"@type":"Book"}</script><script type="application/json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site plus exactly the given sources; nothing inline otherwise", () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(
      contentSecurityPolicy([])
        .split("; ")
        .find((d) => d.startsWith("script-src")),
    ).toBe("script-src 'self'");
  });
});
