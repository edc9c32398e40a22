/**
 * The lesson clips on disk against what the seed says about them: every rendition lasts
 * SAMPLE_CLIP_SECONDS (so a lesson listed 0:08 plays 0:08), the MP4 is H.264 and ready to stream, and
 * the renditions are offered MP4 first. Durations are read from the containers themselves (MP4 `mvhd`,
 * WebM `Info/Duration`), without ffmpeg.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getCourseSeed } from "../seed/courses";
import { SAMPLE_CLIP_SECONDS, videoSourcesOf } from "./lesson-files";

const file = (name: string) => readFileSync(new URL(`./files/${name}`, import.meta.url));

/** Seconds of an MP4 from its movie header (`mvhd`, version 0 or 1). */
function mp4Seconds(buf: Buffer): number {
  const at = buf.indexOf("mvhd");
  if (at < 0) throw new Error("no mvhd box");
  const version = buf[at + 4];
  if (version === 1) return Number(buf.readBigUInt64BE(at + 4 + 4 + 16 + 4)) / buf.readUInt32BE(at + 4 + 4 + 16);
  return buf.readUInt32BE(at + 4 + 4 + 8 + 4) / buf.readUInt32BE(at + 4 + 4 + 8);
}

/** Seconds of a WebM from its `Info/Duration` float (element 0x4489) and `TimecodeScale` (0x2AD7B1, default 1 ms). */
function webmSeconds(buf: Buffer): number {
  const head = buf.subarray(0, 4096);
  const d = head.indexOf(Buffer.from([0x44, 0x89]));
  if (d < 0) throw new Error("no Duration element");
  const size = head[d + 2]! & 0x7f;
  const ticks = size === 4 ? head.readFloatBE(d + 3) : head.readDoubleBE(d + 3);
  const s = head.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  const scaleNs = s < 0 ? 1_000_000 : head.readUIntBE(s + 4, head[s + 3]! & 0x7f);
  return (ticks * scaleNs) / 1e9;
}

describe("the sample lesson clip", () => {
  it("lasts SAMPLE_CLIP_SECONDS in both renditions", () => {
    expect(Math.floor(mp4Seconds(file("bai-giang-mau.mp4")))).toBe(SAMPLE_CLIP_SECONDS);
    expect(Math.floor(webmSeconds(file("bai-giang-mau.webm")))).toBe(SAMPLE_CLIP_SECONDS);
  });

  it("has an H.264 MP4 with its index first (plays while it downloads) and small enough to commit", () => {
    const mp4 = file("bai-giang-mau.mp4");
    expect(mp4.indexOf("avc1")).toBeGreaterThan(0);
    expect(mp4.indexOf("moov")).toBeLessThan(mp4.indexOf("mdat"));
    expect(mp4.length).toBeLessThan(200 * 1024);
  });

  it("is offered MP4 first, then WebM", () => {
    expect(videoSourcesOf("/media/video/bai-giang-mau.webm")).toEqual([
      { url: "/media/video/bai-giang-mau.mp4", type: "video/mp4" },
      { url: "/media/video/bai-giang-mau.webm", type: "video/webm" },
    ]);
    expect(videoSourcesOf("/media/video/khong-co.webm")).toEqual([{ url: "/media/video/khong-co.webm", type: "video/webm" }]);
  });

  it("gives every video lesson of the seed the clip's duration", () => {
    const { lessons } = getCourseSeed([]);
    const video = lessons.filter((l) => l.videoUrl !== null);
    expect(video.length).toBeGreaterThan(100);
    for (const l of video) expect(l.durationSeconds, l.title).toBe(SAMPLE_CLIP_SECONDS);
  });
});
