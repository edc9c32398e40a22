/**
 * Honeypot for public forms (remix-utils). Forms render <HoneypotFields/> (app/components/honeypot.tsx;
 * props come from the root loader); actions call `checkHoneypot(formData)`, which answers 400 to a bot
 * and to any malformed honeypot field — never a 500.
 */
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env } from "~/env.server";

/** The 400 message of a form whose honeypot is filled, missing or malformed. */
export const HONEYPOT_REFUSED = "Biểu mẫu không hợp lệ, vui lòng tải lại trang và thử lại.";

/** Longest `hp_from` accepted: ours is the base64 of a salted AES block (~44 characters). */
const MAX_VALID_FROM = 200;

/**
 * remix-utils' Honeypot whose `decrypt` never throws: crypto-js throws "Malformed UTF-8 data" when a
 * forged `hp_from` decrypts to bytes that are not UTF-8 (about one random value in seven).
 * A value that does not decrypt is read as empty, which `check` refuses with a SpamError.
 * So is one that decrypts to anything but the 13-digit ms timestamp we encrypt: crypto-js does not
 * check the padding, so a forged value now and then decrypts to a few digits ("7"), which remix-utils
 * would take for a valid time in the past.
 */
class SafeHoneypot extends Honeypot {
  protected override decrypt(value: string): string {
    try {
      const plain = super.decrypt(value);
      return /^\d{13}$/.test(plain) ? plain : "";
    } catch {
      return "";
    }
  }
}

export const honeypot = new SafeHoneypot({ encryptionSeed: env.sessionSecrets[0], validFromFieldName: "hp_from" });

/** @throws Response 400 `HONEYPOT_REFUSED` when the honeypot caught a bot or its fields are absent or malformed. */
export function checkHoneypot(formData: FormData): void {
  // remix-utils skips the check when the fields are absent; a form of ours always has them.
  const validFrom = formData.getAll("hp_from");
  if (validFrom.length !== 1 || typeof validFrom[0] !== "string" || validFrom[0].length > MAX_VALID_FROM) {
    throw new Response(HONEYPOT_REFUSED, { status: 400 });
  }
  try {
    honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response(HONEYPOT_REFUSED, { status: 400 });
    throw error;
  }
}
