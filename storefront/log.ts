/**
 * The storefront process's log: pino JSON lines on stdout, the format of the reference upstream's
 * (Fastify's pino) and of the vitals beacons (app/features/vitals), so the shop's log is one format
 * that a log collector parses line by line.
 *
 * - `requestLog`: one line per answered request (pino-http: method, URL, status, response time),
 *   where remix-serve logged a morgan "tiny" line; request headers are left out (cookies carry the
 *   session);
 * - `routeConsoleToLog()`: what the app, Remix and this server print with `console.*` becomes a pino
 *   line of the matching level instead of a bare text line.
 *
 * LOG_LEVEL (default "info") as for the upstream.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { format } from "node:util";
import pino from "pino";
import { pinoHttp } from "pino-http";

/** The process's logger. */
const log = pino({ name: "storefront", level: process.env.LOG_LEVEL ?? "info" });

/** Express middleware logging each answered request (5xx as error, 4xx as warn). */
export const requestLog = pinoHttp({
  logger: log,
  serializers: {
    req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
    res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
  },
  customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
});

/** Makes `console.log/info/warn/error/debug` write pino lines through `log` (see the module docs). */
export function routeConsoleToLog(): void {
  console.log = (...args: unknown[]) => log.info(format(...args));
  console.info = (...args: unknown[]) => log.info(format(...args));
  console.warn = (...args: unknown[]) => log.warn(format(...args));
  console.error = (...args: unknown[]) => log.error(format(...args));
  console.debug = (...args: unknown[]) => log.debug(format(...args));
}
