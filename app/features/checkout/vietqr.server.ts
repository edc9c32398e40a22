/**
 * What the confirmation page needs to show a VietQR transfer (ADR 0022) besides the upstream's
 * `transfer`: the QR drawn on the server as inline SVG (no script, no image request), and while the
 * payments are sandboxes the link to the reference upstream's bank sandbox, which pays the order
 * through the signed bank-feed webhook as a banking app's transfer would.
 */
import QRCode from "qrcode";
import { env } from "~/env.server";
import { paymentSandbox } from "~/utils/sandbox.server";

/**
 * The QR of a VietQR payload (the NAPAS EMVCo string, ≤ 512 ASCII characters) as an SVG document
 * string, medium error correction, a 2-module quiet zone, sized by its container (no width/height).
 * @throws Error from `qrcode` only for a payload too long for a QR code (the schema bounds it).
 */
export async function vietQrSvg(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  // The SVG is decorative inside its role="img" box: screen readers hear the box's label instead.
  return svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ');
}

/**
 * `{UPSTREAM_PUBLIC_URL}/sandbox/bank?payload=…` while the payments are sandboxes (`paymentSandbox`,
 * from the upstream's /health or PAYMENT_SANDBOX), else null: a real bank has no such page.
 */
export async function bankSandboxUrl(payload: string): Promise<string | null> {
  if (!(await paymentSandbox())) return null;
  return `${env.upstreamPublicUrl}/sandbox/bank?${new URLSearchParams({ payload })}`;
}
