/**
 * The account page's saved information (app/routes/account.tsx): a card of term / value rows, the
 * term in muted small text above its value on phones and beside it (a 10rem column) from 480px, a
 * hairline between rows; a missing value ("Chưa cập nhật") in muted italics.
 */
import { style } from "@vanilla-extract/css";
import { panel } from "../../components/ui/form.css";
import { media, vars } from "../../../styles/theme.css";

// The shared panel surface (border, radius, shadow, padding), laid out as a column of rows.
export const card = style([panel, { display: "flex", flexDirection: "column", gap: vars.space[3] }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ margin: 0, display: "flex", flexDirection: "column" });

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
  "@media": { [media.phablet]: { gridTemplateColumns: "10rem minmax(0, 1fr)", gap: vars.space[4], alignItems: "baseline" } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const missing = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" });
