/**
 * The display settings form (docs/ui-contract.md "Display settings": radio groups `Bố cục`,
 * `Chế độ`, `Bảng màu`, the select `Cỡ chữ`, the button `Lưu cài đặt`). Native controls in a
 * `<Form method="post" action="/cai-dat-hien-thi">` with `intent=save-settings`: works without
 * JavaScript; with it, every change is handed to `onPreview` (the side panel's live preview).
 */
import { Form } from "@remix-run/react";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import type { DisplaySettings } from "~/utils/display-settings";
import { FONT_SCALES, RADIO_GROUPS, settingsFromForm, valueOf } from "./settings-form";
import * as s from "./settings.css";

export function SettingsForm({
  id,
  settings,
  redirectTo,
  onPreview,
}: {
  /** Prefix of the control ids (the page and the panel may both be in the document). */
  id: string;
  settings: DisplaySettings;
  /** Where the 303 after saving goes (made safe by the action). */
  redirectTo: string;
  onPreview?: (settings: DisplaySettings) => void;
}) {
  return (
    <Form
      method="post"
      action="/cai-dat-hien-thi"
      className={s.form}
      onChange={onPreview ? (e) => onPreview(settingsFromForm(new FormData(e.currentTarget))) : undefined}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {RADIO_GROUPS.map((group) => (
        <fieldset key={group.name} className={s.group}>
          <legend className={s.legend}>{group.legend}</legend>
          <div className={s.choices}>
            {group.options.map((o) => (
              <label key={o.value} className={ui.checkboxLabel}>
                <input
                  className={ui.checkbox}
                  type="radio"
                  name={group.name}
                  value={o.value}
                  defaultChecked={valueOf(settings, group.name) === o.value}
                />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-font-scale`}>
          Cỡ chữ
        </label>
        <select id={`${id}-font-scale`} name="fontScale" className={ui.select} defaultValue={String(settings.fontScale)}>
          {FONT_SCALES.map((n) => (
            <option key={n} value={n}>
              {n} %
            </option>
          ))}
        </select>
      </div>
      <label className={ui.checkboxLabel}>
        <input className={ui.checkbox} type="checkbox" name="toolbar" defaultChecked={settings.toolbar} />
        Hiện thanh công cụ
      </label>
      <label className={ui.checkboxLabel}>
        <input className={ui.checkbox} type="checkbox" name="footer" defaultChecked={settings.footer} />
        Hiện chân trang
      </label>
      <button type="submit" name="intent" value="save-settings" className={button.primary}>
        Lưu cài đặt
      </button>
    </Form>
  );
}
