/**
 * A lesson's video (spec §3 `videoURL`): `<video controls preload="metadata">` with the
 * Vietnamese captions track and a poster, playable without JavaScript; a download link as the
 * fallback for browsers that cannot play it. Paths come from the upstream relative to the ADMIN
 * host, which the storefront serves under its own `/media/` (app/routes/media.tsx passes HTTP Range
 * through), so they are used as they are.
 */
import * as s from "./learning.css";

export type LessonVideoProps = {
  /** `/media/video/…` (the lesson's `videoURL`). */
  src: string;
  captionsSrc: string | null;
  poster: string | null;
  /** The lesson title, for the accessible name of the video. */
  title: string;
};

/** The MIME type of a video path by its extension (WebM or MP4). */
function videoType(src: string): string {
  return /\.mp4$/i.test(src) ? "video/mp4" : "video/webm";
}

export function LessonVideo({ src, captionsSrc, poster, title }: LessonVideoProps) {
  const fallback = (
    <p>
      Trình duyệt của bạn không phát được video này. <a href={src}>Tải video bài giảng</a>
    </p>
  );
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
        <source src={src} type={videoType(src)} />
        {fallback}
      </video>
    );
  }
  return (
    <video {...attrs}>
      <source src={src} type={videoType(src)} />
      <track kind="captions" src={captionsSrc} srcLang="vi" label="Tiếng Việt" default />
      {fallback}
    </video>
  );
}
