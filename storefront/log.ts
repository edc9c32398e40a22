/**
 * The storefront process's log: pino JSON lines on stdout, the format of the reference upstream's
 * (Fastify's pino) and of the vitals beacons (app/features/vitals), so the shop's log is one format
 * that a log collector parses line by line.
 *
 * - `requestLog`: one line per answered request (`"msg":"request completed"`: method, URL, status,
 *   response time in ms; the fields pino-http wrote), where remix-serve logged a morgan "tiny" line;
 *   request headers are left out (cookies carry the session). Written here rather than by pino-http,
 *   whose child logger per request was a quarter of the storefront's allocations on a page-cache hit
 *   (ADR 0032);
 * - `routeConsoleToLog()`: what the app, Remix and this server print with `console.*` becomes a pino
 *   line of the matching level instead of a bare text line.
 *
 * LOG_LEVEL (default "info") as for the upstream.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { format } from "node:util";
import pino from "pino";

/** The process's logger. */
const log = pino({ name: "storefront", level: process.env.LOG_LEVEL ?? "info" });

let lastRequestId = 0;

/**
 * Express middleware logging each request once its answer is sent (`request completed`: info, 4xx
 * warn, 5xx error) or when the client went away first (`request aborted`, error).
 * Fields: `req` { id (a counter per process), method, url }, `res` { statusCode }, `responseTime` (ms).
 */
export function requestLog(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void {
  const id = ++lastRequestId;
  const started = performance.now();
  const done = () => {
    res.off("finish", done).off("close", done);
    const aborted = !res.writableFinished;
    const statusCode = res.statusCode;
    const level = aborted || statusCode >= 500 ? "error" : statusCode >= 400 ? "warn" : "info";
    if (!log.isLevelEnabled(level)) return;
    log[level](
      {
        req: { id, method: req.method, url: req.originalUrl ?? req.url },
        res: { statusCode },
        responseTime: Math.round(performance.now() - started),
      },
      aborted ? "request aborted" : "request completed",
    );
  };
  res.on("finish", done).on("close", done);
  next();
}

/** Makes `console.log/info/warn/error/debug` write pino lines through `log` (see the module docs). */
export function routeConsoleToLog(): void {
  console.log = (...args: unknown[]) => log.info(format(...args));
  console.info = (...args: unknown[]) => log.info(format(...args));
  console.warn = (...args: unknown[]) => log.warn(format(...args));
  console.error = (...args: unknown[]) => log.error(format(...args));
  console.debug = (...args: unknown[]) => log.debug(format(...args));
}
