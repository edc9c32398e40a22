import { describe, expect, it } from "vitest";
import { receiveUpload, UploadRefusal } from "./upload.server";

const B = "xyzBOUNDARY";
function multipart(parts: string): Request {
  return new Request("http://x/tao-ban-thao", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${B}` },
    body: parts + `--${B}--\r\n`,
  });
}
const text = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
/** A limit of `n` bytes, in MB. */
const mb = (n: number) => n / 1_048_576;
const file = (body: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${body}\r\n`;

describe("receiveUpload", () => {
  it("gives onFile the text fields sent before the file and the file's bytes as they flow", async () => {
    let got = "";
    const out = await receiveUpload(multipart(text("title", "Giáo trình") + file("%PDF-1.4 abc")), mb(1000), async (fields, f) => {
      expect(fields.get("title")).toBe("Giáo trình");
      for await (const c of f!.data) got += new TextDecoder().decode(c);
      return "sent";
    });
    expect(got).toBe("%PDF-1.4 abc");
    expect(out.result).toBe("sent");
  });
  it("refuses a file before the text fields, a second file, a file over the limit", async () => {
    await expect(receiveUpload(multipart(file("x")), mb(1000), async () => 1)).rejects.toMatchObject({ status: 400 });
    await expect(
      receiveUpload(multipart(text("a", "b") + file("x") + file("y")), mb(1000), async (_f, f) => {
        for await (const _ of f!.data) void _;
      }),
    ).rejects.toMatchObject({ status: 400, message: "Chỉ gửi một tệp bản thảo" });
  });
  it("over the limit: the upstream's stream fails, the rest is discarded and the typed fields are kept", async () => {
    let upstreamError: unknown = null;
    const out = await receiveUpload(
      multipart(text("title", "Giáo trình") + file("x".repeat(5000)) + text("intent", "create")),
      mb(10),
      async (_f, f) => {
        try {
          for await (const _ of f!.data) void _;
        } catch (error) {
          upstreamError = error;
          throw error;
        }
        return "sent";
      },
    );
    expect(upstreamError).toBeInstanceOf(UploadRefusal);
    expect(out).toMatchObject({ tooLarge: true, result: undefined, fileSeen: true });
    expect(out.fields.get("title")).toBe("Giáo trình");
  });
  it("reads the rest of a file the caller stopped reading (an early upstream answer)", async () => {
    const out = await receiveUpload(
      multipart(text("a", "b") + file("%PDF".padEnd(200_000, "y")) + text("intent", "x")),
      mb(1000_000),
      async (_f, f) => {
        for await (const _ of f!.data) break;
        return "answered early";
      },
    );
    expect(out).toMatchObject({ tooLarge: false, result: "answered early" });
  });
  it("answers 400, never a 500, to a body ending before its closing boundary or a part without Content-Disposition", async () => {
    const cut = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${B}` },
      body: text("title", "x") + `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 abc`,
    });
    await expect(receiveUpload(cut, mb(1000), async (_f, f) => f)).rejects.toMatchObject({ status: 400 });
    const noDisposition = multipart(text("title", "x") + `--${B}\r\nContent-Type: text/plain\r\n\r\nabc\r\n`);
    await expect(receiveUpload(noDisposition, mb(1000), async () => 1)).rejects.toMatchObject({ status: 400 });
  });
  it("refuses a Content-Length over twice the limit before reading", async () => {
    const req = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${B}`, "content-length": String(2001) },
      body: "x",
    });
    await expect(receiveUpload(req, mb(1000), async () => 1)).rejects.toMatchObject({ status: 413 });
  });
});
