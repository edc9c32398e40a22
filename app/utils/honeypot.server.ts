/**
 * Honeypot for public forms (remix-utils). Forms render <HoneypotInputs/> (props come from the
 * root loader); actions call `checkHoneypot(formData)`, which answers 400 to a bot.
 */
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env } from "~/env.server";

export const honeypot = new Honeypot({ encryptionSeed: env.sessionSecrets[0], validFromFieldName: "hp_from" });

/** @throws Response 400 "Yêu cầu không hợp lệ" when the honeypot caught a bot. */
export function checkHoneypot(formData: FormData): void {
  // remix-utils skips the check when the fields are absent; a form of ours always has them.
  if (!formData.has("hp_from")) throw new Response("Biểu mẫu không hợp lệ, vui lòng tải lại trang và thử lại.", { status: 400 });
  try {
    honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response("Biểu mẫu không hợp lệ, vui lòng tải lại trang và thử lại.", { status: 400 });
    throw error;
  }
}
