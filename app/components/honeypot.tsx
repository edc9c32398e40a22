/**
 * The honeypot fields of a public form (remix-utils `HoneypotInputs`) with a Vietnamese label:
 * text browsers such as w3m ignore `display: none` and show the label, whose remix-utils default reads "Please
 * leave this field blank". The wrapper is `display: none` and
 * `aria-hidden`, and the inputs have `tabIndex=-1`: invisible to sighted users, out of the
 * accessibility tree and the tab order. Checked by `checkHoneypot` (app/utils/honeypot.server.ts).
 */
import { HoneypotInputs } from "remix-utils/honeypot/react";

/** The label a text-browser user reads next to the honeypot inputs. */
const HONEYPOT_LABEL = "Vui lòng để trống ô này";

export function HoneypotFields() {
  return <HoneypotInputs label={HONEYPOT_LABEL} />;
}
