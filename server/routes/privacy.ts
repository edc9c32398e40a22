/**
 * The privacy centre's calls (ADR 0027; docs/openapi.yaml), all with the bearer token of the customer
 * they concern — there is no user id in any path, so nobody can ask for another customer's data:
 *
 * - GET   /api/User/Consents → data {current: {marketing|affiliate|performance: {granted, at}}, events: [...]}
 * - PUT   /api/User/Consents {Consents: [{Purpose, Granted, Text}]} → records each change with its text and
 *         time; data as GET
 * - GET   /api/User/PersonalData → data: the export (server/domain/privacy.ts `exportOf`)
 * - POST  /api/User/DeleteAccount {Password} → the account is deleted (no undo); 400 PASSWORD_INCORRECT
 *         changes nothing; 429 RATE_LIMITED when the login throttle is locked
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { consentsOf, deleteAccount, exportOf, PRIVACY_MESSAGES, recordConsents } from "../domain/privacy";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { consentList, loginPasswordField } from "../http/fields";
import { parse } from "../http/validate";
import { withDefaults } from "../deps";

const consentsBody = z.object({ Consents: consentList });
const deleteBody = z.object({ Password: loginPasswordField });

/** Fastify plugin with the privacy calls above, over `app.deps`. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const deps = withDefaults(app.deps);
  const { db, clock } = deps;
  noStore(app);

  app.get("/api/User/Consents", async (req) => {
    const user = await requireUser(req);
    return ok(consentsOf(db, user.id));
  });

  app.put("/api/User/Consents", async (req) => {
    const user = await requireUser(req);
    const body = parse(consentsBody, req.body);
    const changes = body.Consents.map((c) => ({ purpose: c.Purpose, granted: c.Granted, text: c.Text }));
    return ok(recordConsents(db, user.id, changes, "account", clock()), { successMessage: PRIVACY_MESSAGES.consentsSaved });
  });

  app.get("/api/User/PersonalData", async (req) => {
    const user = await requireUser(req);
    return ok(exportOf(db, user, clock()));
  });

  app.post("/api/User/DeleteAccount", async (req) => {
    const user = await requireUser(req);
    const body = parse(deleteBody, req.body);
    await deleteAccount(deps, user, body.Password, req.ip);
    return ok(null, { successMessage: PRIVACY_MESSAGES.deleted });
  });
}
