/**
 * The anchor's server entry: Remix's default streaming render, kept here so that `remix build` never
 * generates one (it would add `isbot` to the root package.json). Waits for the whole document, as the
 * shop does for its no-JS first response.
 */
import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

export default function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}
