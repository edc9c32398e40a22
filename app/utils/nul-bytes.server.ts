/**
 * Removes the NUL padding React 18.3.1's streaming renderer leaves in server-rendered HTML.
 */
import { Transform } from "node:stream";

/**
 * A Transform that drops the trailing 0x00 bytes of each chunk. React 18.3.1's streaming renderer
 * flushes its reused 2 KB buffer whole even when `TextEncoder.encodeInto` stopped before a
 * multi-byte character, so a chunk may end in NUL padding (react#31134).
 * HTML never contains a legitimate NUL byte, and they appear only at the end of a chunk.
 */
export function stripTrailingNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      callback(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}
