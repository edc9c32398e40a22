/**
 * Lesson media over HTTP against the shop Playwright starts (project "http"): the lesson clip and its
 * captions through the storefront's own `/media/*` (byte ranges as a `<video>` asks them, 416, HEAD,
 * 304), the 301 aliases of the learning pages, and their entries in `/sitemap.xml`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const CLIP = readFileSync(path.join(process.cwd(), "server/media/files/bai-giang-mau.webm"));
const VIDEO = "/media/video/bai-giang-mau.webm";

test("the lesson clip answers Range requests through the shop's /media: 206, 416, HEAD and 304", async ({ request }) => {
  const part = await request.get(VIDEO, { headers: { Range: "bytes=0-1023" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-type"]).toBe("video/webm");
  expect(part.headers()["content-range"]).toBe(`bytes 0-1023/${CLIP.length}`);
  expect(part.headers()["accept-ranges"]).toBe("bytes");
  const body = await part.body();
  expect(body.length).toBe(1024);
  expect(body.equals(CLIP.subarray(0, 1024))).toBe(true);

  const tail = await request.get(VIDEO, { headers: { Range: "bytes=-100" } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).equals(CLIP.subarray(CLIP.length - 100))).toBe(true);

  const whole = await request.get(VIDEO);
  expect(whole.status()).toBe(200);
  expect((await whole.body()).equals(CLIP)).toBe(true);
  const etag = whole.headers()["etag"]!;
  expect(etag).toBeTruthy();
  expect(whole.headers()["cache-control"]).toBe("public, max-age=86400");

  const refused = await request.get(VIDEO, { headers: { Range: `bytes=${CLIP.length}-` } });
  expect(refused.status()).toBe(416);
  expect(refused.headers()["content-range"]).toBe(`bytes */${CLIP.length}`);

  const head = await request.head(VIDEO);
  expect(head.status()).toBe(200);
  expect(head.headers()["content-length"]).toBe(String(CLIP.length));
  expect(head.headers()["content-type"]).toBe("video/webm");

  expect((await request.get(VIDEO, { headers: { "If-None-Match": etag } })).status()).toBe(304);
  expect((await request.get("/media/video/khong-co.webm")).status()).toBe(404);
  expect((await request.get("/media/video/..%2F..%2Fpackage.json")).status()).toBe(404);
});

test("the Vietnamese captions are WebVTT in UTF-8", async ({ request }) => {
  const vtt = await request.get("/media/video/bai-giang-mau.vi.vtt");
  expect(vtt.status()).toBe(200);
  expect(vtt.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  const text = await vtt.text();
  expect(text.startsWith("WEBVTT")).toBe(true);
  expect(text).toContain("Bài giảng mẫu");
  expect(text).toContain("Nhà sách Đại học");
});

test("the learning pages' legacy paths answer 301 with the query kept", async ({ request }) => {
  for (const [from, to] of [
    ["/library/libraryCourses?searchContent=toan", "/thu-vien?searchContent=toan"],
    ["/library/course/1", "/thu-vien/khoa-hoc/1"],
    ["/library/lesson/2?x=1", "/thu-vien/bai-hoc/2?x=1"],
    ["/course/1", "/khoa-hoc/1"],
    ["/lesson/3", "/bai-hoc/3"],
    ["/sgk/thu-vien-sgk?page=2", "/sach-giao-khoa?page=2"],
    ["/sgk/thu-vien-sgk/1", "/sach-giao-khoa/1"],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
});

test("the sitemap lists the libraries and the course pages", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]*\/thu-vien<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/sach-giao-khoa<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/thu-vien\/khoa-hoc\/1<\/loc>/);
});
