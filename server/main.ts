/**
 * Entry point of the reference upstream process: loads the configuration, opens (migrating and
 * seeding on first start) the database — seeding the content tables of a database seeded before they
 * existed — and listens. Stops cleanly on SIGINT/SIGTERM (in-flight requests finished, database closed).
 *
 * The process logs in one format: pino JSON lines on stdout — Fastify's own logger (`app.log`, request
 * logs included) and, before the app exists, a pino logger of the same shape for a refused configuration.
 */
import { pino } from "pino";
import { loadConfig, type UpstreamConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedMissingLocations2025 } from "./seed/locations-2025";
import { seedDatabase, seedMissingContent, seedMissingLearning } from "./seed";
import { ensureSeedDraftFiles, seedMissingDrafts } from "./seed/drafts";
import { buildApp } from "./app";
import { withDefaults } from "./deps";
import { startInvoiceIssuer } from "./domain/invoices";
import { startOrderExpiry } from "./domain/orders";
import { startShipmentDispatch } from "./domain/shipments";
import { sweepPartials } from "./domain/draft-files";
import { createMailer } from "./mail";

let config: UpstreamConfig;
try {
  config = loadConfig();
} catch (error) {
  // A refused environment (ADR 0009: missing gateway keys, JWT_SECRET in production …): the message
  // only (no stack: it is the operator's to fix), as a pino line like every other line of the process.
  // Synchronous, so the line is out before the exit.
  pino(pino.destination({ dest: 1, sync: true })).fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const db = openDatabase(config.DATABASE_URL, seedDatabase);
const app = await buildApp({ db, config, mailer: createMailer(config) }, { logger: true });
try {
  if (seedMissingLocations2025(db)) app.log.info("Seeded the 2025 province → ward map of an existing database");
  if (seedMissingContent(db)) app.log.info("Seeded the content tables (news, reviews, flash sale, pages …) of an existing database");
  if (seedMissingLearning(db)) app.log.info("Seeded the course chapters and lessons of an existing database");
  if (seedMissingDrafts(db)) app.log.info("Seeded the demo author's manuscript drafts of an existing database");
} catch (error) {
  app.log.warn({ err: error }, "The content tables could not be seeded over this database's catalogue; news, reviews and pages stay empty");
}
// No upload is under way yet, so every temporary manuscript file is a crash's leftover.
const swept = await sweepPartials(config.DRAFT_FILES_DIR);
if (swept > 0) app.log.info({ swept }, "Removed unfinished manuscript uploads (.part-*) left by a crash");
// The seeded drafts' PDFs in DRAFT_FILES_DIR (written when missing; ADR 0015).
ensureSeedDraftFiles(config.DRAFT_FILES_DIR, db);
if (config.jwtSecretGenerated) {
  app.log.warn("JWT_SECRET is not set: using a random secret; sign-in tokens and pending security codes will not survive a restart");
}
if (config.paymentSandbox) app.log.info("Payments: VNPay and ePay sandboxes — no real money");
else app.log.info({ vnpay: config.vnpayHost, epay: config.epayHost }, "Payments: real gateway configured");
app.log.info(config.SMTP_URL ? "Mail: SMTP" : `Mail: written to the outbox folder ${config.OUTBOX_DIR}`);
const stopExpiry = startOrderExpiry(db);
// VAT invoices of paid orders go to the e-invoice provider in the background (ADR 0025).
const stopInvoices = startInvoiceIssuer({ db, config, mailer: withDefaults(app.deps).mailer, clock: () => new Date() }, app.log);
await app.listen({ port: config.UPSTREAM_PORT, host: config.UPSTREAM_HOST });
if (config.ghnSandbox) app.log.info("Carrier: GHN sandbox");
else app.log.info({ ghn: config.ghnHost }, "Carrier: GHN");
// Shipments queued while the carrier could not be reached are created on the next round (ADR 0026).
const stopDispatch = startShipmentDispatch(withDefaults(app.deps), app.log);

// SIGINT/SIGTERM (ADR 0008): stop the expiry timer, `fastify.close()` (stops accepting, finishes
// in-flight requests, closes idle keep-alive connections), then close SQLite and exit 0 — or exit 1
// if that has not happened within 10 s (the supervisor SIGKILLs at 10 s anyway).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    app.log.info(`${signal}: closing`);
    setTimeout(() => process.exit(1), 10_000).unref();
    stopExpiry();
    stopInvoices();
    stopDispatch();
    try {
      await app.close();
    } finally {
      db.$client.close();
    }
    process.exit(0);
  });
}
