import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { stripTrailingNulBytes } from "./nul-bytes.server";

async function run(chunks: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const c of Readable.from(chunks).pipe(stripTrailingNulBytes())) out.push(c as Buffer);
  return Buffer.concat(out);
}

describe("stripTrailingNulBytes", () => {
  it("drops the NUL padding at the end of each chunk and keeps every other byte", async () => {
    const a = Buffer.concat([Buffer.from("<p>Sách giáo trình", "utf8"), Buffer.alloc(3)]);
    const b = Buffer.from(" tiếng Việt</p>", "utf8");
    const result = await run([a, b]);
    expect(result.includes(0)).toBe(false);
    expect(result.toString("utf8")).toBe("<p>Sách giáo trình tiếng Việt</p>");
  });

  it("passes a chunk without NUL bytes through unchanged and an all-NUL chunk as nothing", async () => {
    expect((await run([Buffer.from("abc"), Buffer.alloc(4)])).toString()).toBe("abc");
  });
});
