/**
 * The privacy centre's upstream calls (ADR 0027; docs/openapi.yaml): consents, the personal-data
 * export and the account deletion, each with the customer's bearer token (no user id is ever sent:
 * the upstream answers for the token's owner only).
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";

/** The purposes a customer consents to one by one (upstream `Purpose`). */
const CONSENT_PURPOSES = ["marketing", "affiliate", "performance"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

const consentStateSchema = z.object({ granted: z.boolean(), at: z.string().nullable() });
const consentsSchema = z.object({
  current: z.object({ marketing: consentStateSchema, affiliate: consentStateSchema, performance: consentStateSchema }),
  events: z
    .array(
      z.object({
        purpose: z.enum(CONSENT_PURPOSES),
        granted: z.boolean(),
        text: z.string(),
        source: z.enum(["register", "account"]),
        at: z.string(),
      }),
    )
    .max(10_000),
});
/** The consents of GET/PUT /api/User/Consents: the state per purpose and the history, newest first. */
export type Consents = z.infer<typeof consentsSchema>;

/** One consent as the form showed it: the purpose, ticked or not, and the label's exact text. */
export interface ConsentChoice {
  purpose: ConsentPurpose;
  granted: boolean;
  text: string;
}

/** The upstream body of a list of choices. */
export const consentBody = (choices: ConsentChoice[]) => choices.map((c) => ({ Purpose: c.purpose, Granted: c.granted, Text: c.text }));

/** GET /api/User/Consents. */
export async function getConsents(client: UpstreamClient): Promise<Consents> {
  return (await client.get(consentsSchema, "/api/User/Consents")).data;
}

/** PUT /api/User/Consents: records the choices that changed (with their text and time); the consents afterwards. */
export async function saveConsents(client: UpstreamClient, choices: ConsentChoice[]): Promise<Consents> {
  return (await client.request("PUT", consentsSchema, "/api/User/Consents", { body: { Consents: consentBody(choices) } })).data;
}

const money = z.number().int();
const personalDataSchema = z
  .object({
    exportedAt: z.string(),
    profile: z
      .object({ id: z.number().int(), email: z.string(), name: z.string(), phone: z.string(), address: z.string(), birthday: z.string() })
      .passthrough(),
    consents: consentsSchema,
    addresses: z.array(z.object({ name: z.string(), phone: z.string(), address: z.string() }).passthrough()),
    orders: z.array(
      z
        .object({
          code: z.string(),
          status: z.string(),
          createdAt: z.string(),
          total: money,
          lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), unitPrice: money }).passthrough()),
        })
        .passthrough(),
    ),
    reviews: z.array(z.object({ productName: z.string(), rating: z.number().int() }).passthrough()),
    courses: z.array(z.object({ title: z.string() }).passthrough()),
    lessonProgress: z.array(z.object({}).passthrough()),
    examAttempts: z.array(
      z
        .object({ examination: z.string(), status: z.string(), score: z.number().nullable(), maxScore: z.number().nullable() })
        .passthrough(),
    ),
    manuscripts: z.array(z.object({ title: z.string(), status: z.string(), files: z.array(z.object({}).passthrough()) }).passthrough()),
  })
  .passthrough();
/** The export of GET /api/User/PersonalData (every other field is passed through to the JSON file as is). */
export type PersonalData = z.infer<typeof personalDataSchema>;

/** GET /api/User/PersonalData: everything the shop keeps about the token's owner. */
export async function getPersonalData(client: UpstreamClient): Promise<PersonalData> {
  return (await client.get(personalDataSchema, "/api/User/PersonalData")).data;
}

/**
 * POST /api/User/DeleteAccount {Password}: deletes the account (no undo). `clientIp` rides in
 * X-Forwarded-For for the upstream's login throttle.
 * @throws UpstreamError 400 PASSWORD_INCORRECT (nothing deleted), 429 when locked.
 */
export async function deleteAccount(client: UpstreamClient, input: { password: string; clientIp?: string }): Promise<string | null> {
  const headers = input.clientIp ? { "x-forwarded-for": input.clientIp } : undefined;
  return (await client.post(z.unknown(), "/api/User/DeleteAccount", { body: { Password: input.password }, headers })).successMessage;
}
