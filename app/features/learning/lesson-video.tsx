/**
 * A lesson's video (spec §3 `videoURL`): `<video controls preload="metadata">` with one `<source>`
 * per rendition (MP4/H.264 first: older iPhones play no WebM, and a browser takes the first source it
 * can play), the Vietnamese captions track and a poster, playable without JavaScript; a download link
 * (the first rendition) as the fallback for browsers that cannot play any. Paths come from the upstream relative to the ADMIN
 * host, which the storefront serves under its own `/media/` (app/routes/media.tsx passes HTTP Range
 * through), so they are used as they are.
 */
import * as s from "./learning.css";

export type LessonVideoProps = {
  /** `/media/video/…` (the lesson's `videoURL`). */
  src: string;
  /** The renditions of `src` (`videoSources`: MP4 before WebM); empty → `src` alone. */
  sources?: readonly { url: string; type: string }[];
  captionsSrc: string | null;
  poster: string | null;
  /** The lesson title, for the accessible name of the video. */
  title: string;
};

/** The MIME type of a video path by its extension (WebM or MP4). */
function videoType(src: string): string {
  return /\.mp4$/i.test(src) ? "video/mp4" : "video/webm";
}

/** MP4 renditions before the others (a stable sort: the upstream's order otherwise). */
function orderedSources(src: string, sources: readonly { url: string; type: string }[] = []): { url: string; type: string }[] {
  const list = sources.length > 0 ? [...sources] : [{ url: src, type: videoType(src) }];
  return list.sort((a, b) => Number(b.type === "video/mp4") - Number(a.type === "video/mp4"));
}

export function LessonVideo({ src, sources, captionsSrc, poster, title }: LessonVideoProps) {
  const renditions = orderedSources(src, sources);
  const fallback = (
    <p>
      Trình duyệt của bạn không phát được video này. <a href={renditions[0]?.url ?? src}>Tải video bài giảng</a>
    </p>
  );
  const sourceElements = renditions.map((r) => <source key={r.url} src={r.url} type={r.type} />);
  const attrs = {
    className: s.video,
    controls: true,
    preload: "metadata",
    poster: poster ?? undefined,
    "aria-label": `Video bài giảng: ${title}`,
    width: 1280,
    height: 720,
  } as const;
  if (!captionsSrc) {
    return (
      // The upstream has no caption file for this lesson (captionsURL null): show the video anyway.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video {...attrs}>
        {sourceElements}
        {fallback}
      </video>
    );
  }
  return (
    <video {...attrs}>
      {sourceElements}
      <track kind="captions" src={captionsSrc} srcLang="vi" label="Tiếng Việt" default />
      {fallback}
    </video>
  );
}
