/**
 * Consent per purpose (ADR 0027; docs/ui-contract.md "Privacy"): the three checkboxes shown at
 * registration and in the privacy centre — unticked unless the customer gave that consent, one form
 * to give and to withdraw — and what a submitted form means. The label's text is exactly what the
 * upstream records with each change.
 */
import { z } from "zod";
import type { ConsentFlags } from "~/session.server";
import type { ConsentChoice, ConsentPurpose, Consents } from "~/upstream/privacy.server";
import * as ui from "~/components/ui/form.css";
import * as s from "./privacy.css";

interface ConsentOption {
  purpose: ConsentPurpose;
  /** The form field's name. */
  name: "consentMarketing" | "consentAffiliate" | "consentPerformance";
  /** The checkbox's accessible name and visible label (ui-contract: keep), recorded with each change. */
  label: string;
  /** What it allows, in one sentence (shown under the label). */
  hint: string;
}

/** The purposes in the order shown. */
const CONSENT_OPTIONS: readonly ConsentOption[] = [
  {
    purpose: "marketing",
    name: "consentMarketing",
    label: "Nhận thông tin khuyến mãi qua email",
    hint: "Thư giới thiệu sách mới và ưu đãi; không ảnh hưởng đến thư về đơn hàng và tài khoản.",
  },
  {
    purpose: "affiliate",
    name: "consentAffiliate",
    label: "Cho phép ghi nhận mã cộng tác viên",
    hint: "Khi bạn mở liên kết của cộng tác viên, mã của họ được ghi nhận cho đơn hàng tiếp theo.",
  },
  {
    purpose: "performance",
    name: "consentPerformance",
    label: "Cho phép đo hiệu năng trang",
    hint: "Trình duyệt gửi thời gian tải trang (không kèm thông tin cá nhân) để chúng tôi cải thiện tốc độ.",
  },
];

/** The label of a purpose (the privacy centre's history). */
export function consentLabel(purpose: ConsentPurpose): string {
  return CONSENT_OPTIONS.find((o) => o.purpose === purpose)?.label ?? purpose;
}

/** The three checkboxes of a form (conform turns "on" into true; absent = not given). */
export const consentFields = {
  consentMarketing: z.boolean().optional(),
  consentAffiliate: z.boolean().optional(),
  consentPerformance: z.boolean().optional(),
};

/** The choices of a parsed form: one per purpose, ticked or not, with its label's text. */
export function consentChoices(values: Partial<Record<ConsentOption["name"], boolean | undefined>>): ConsentChoice[] {
  return CONSENT_OPTIONS.map((o) => ({ purpose: o.purpose, granted: values[o.name] === true, text: o.label }));
}

/** The session's flags of the upstream's consents. */
export function consentFlags(consents: Consents): ConsentFlags {
  return {
    marketing: consents.current.marketing.granted,
    affiliate: consents.current.affiliate.granted,
    performance: consents.current.performance.granted,
  };
}

/** The three checkboxes in a group named `legend`, ticked as `checked` says (unticked by default). */
export function ConsentCheckboxes({ legend, checked }: { legend: string; checked?: Partial<ConsentFlags> }) {
  return (
    <fieldset className={s.consents}>
      <legend className={s.legend}>{legend}</legend>
      {CONSENT_OPTIONS.map((o) => (
        <div key={o.name} className={s.consentRow}>
          <label className={ui.checkboxLabel}>
            <input
              type="checkbox"
              name={o.name}
              className={ui.checkbox}
              defaultChecked={checked?.[o.purpose] === true}
              aria-describedby={`${o.name}-hint`}
            />
            <span>{o.label}</span>
          </label>
          <p id={`${o.name}-hint`} className={ui.hint}>
            {o.hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
