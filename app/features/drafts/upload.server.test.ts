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
const file = (body: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${body}\r\n`;

describe("receiveUpload", () => {
  it("gives onFile the text fields sent before the file and the file's bytes as they flow", async () => {
    let got = "";
    const out = await receiveUpload(multipart(text("title", "Giáo trình") + file("%PDF-1.4 abc")), 1000, async (fields, f) => {
      expect(fields.get("title")).toBe("Giáo trình");
      for await (const c of f!.data) got += new TextDecoder().decode(c);
      return "sent";
    });
    expect(got).toBe("%PDF-1.4 abc");
    expect(out.result).toBe("sent");
  });
  it("refuses a file before the text fields, a second file, a file over the limit", async () => {
    await expect(receiveUpload(multipart(file("x")), 1000, async () => 1)).rejects.toMatchObject({ status: 400 });
    await expect(
      receiveUpload(multipart(text("a", "b") + file("x") + file("y")), 1000, async (_f, f) => {
        for await (const _ of f!.data) void _;
      }),
    ).rejects.toMatchObject({ status: 400, message: "Chỉ gửi một tệp bản thảo" });
    await expect(
      receiveUpload(multipart(text("a", "b") + file("x".repeat(50))), 10, async (_f, f) => {
        for await (const _ of f!.data) void _;
      }),
    ).rejects.toBeInstanceOf(UploadRefusal);
  });
  it("refuses a Content-Length over the limit before reading", async () => {
    const req = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${B}`, "content-length": String(200_000) },
      body: "x",
    });
    await expect(receiveUpload(req, 1000, async () => 1)).rejects.toMatchObject({ status: 413 });
  });
});
