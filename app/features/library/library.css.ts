import { style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

/** The list of ebooks (and of files): one column on phones, two from tablets. */
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[3],
  "@media": { [media.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const item = style({
  display: "grid",
  gridTemplateColumns: "4.5rem minmax(0, 1fr)",
  gap: vars.space[3],
  alignItems: "start",
  padding: vars.space[3],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cover = style({
  width: "100%",
  height: "auto",
  aspectRatio: "2 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
});

export const body = style({ minWidth: 0, display: "grid", gap: vars.space[1] });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.35, overflowWrap: "anywhere" });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], marginTop: vars.space[1] });

export const note = style({ color: vars.color.textMuted, margin: `${vars.space[2]} 0` });

/** A white panel: an empty state, one file of "Tài liệu của tôi". */
export const panel = style({
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The detail page: cover beside the facts from tablets. */
export const detail = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[4],
  "@media": { [media.tablet]: { gridTemplateColumns: "11rem minmax(0, 1fr)", alignItems: "start" } },
});

export const detailCover = style({
  width: "100%",
  maxWidth: "11rem",
  height: "auto",
  aspectRatio: "2 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  overflowWrap: "anywhere",
});

export const term = style({ color: vars.color.textMuted });

export const back = style({ display: "inline-block", marginBottom: vars.space[3] });
