/**
 * Styles of `SiteFooter` (site-footer.tsx): a dark brand-blue band with the publisher's contact
 * details and link columns (one column on phones, two from 768px, four from 1024px), then a legal
 * strip with the publishing licence and the copyright line.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const footer = style({
  marginTop: vars.space[10],
  backgroundColor: vars.color.brandDark,
  color: vars.color.onBrandMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});

/** Phones: the two link lists side by side (half the footer's height), the contact and social blocks full width. */
export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[6],
  paddingBlock: vars.space[8],
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "minmax(0, 1.6fr) repeat(3, minmax(0, 1fr))", gap: vars.space[8] },
  },
});

/** A column that spans the phone's two (the contact details, the social card); one column from 768 px. */
export const fullRow = style({
  gridColumn: "1 / -1",
  "@media": { [media.tablet]: { gridColumn: "auto" } },
});

export const publisher = style({
  margin: `0 0 ${vars.space[3]}`,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textTransform: "uppercase",
  letterSpacing: "0.02em",
});

export const heading = style({
  margin: `0 0 ${vars.space[3]}`,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const contact = style({
  margin: 0,
  fontStyle: "normal",
});

export const contactList = style({
  display: "grid",
  gap: vars.space[1],
  margin: 0,
});

export const contactRow = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space[1],
});

export const term = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.onBrand,
  selectors: {
    "&::after": { content: '":"' },
  },
});

export const definition = style({
  margin: 0,
});

export const links = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: 0,
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2rem",
  color: vars.color.onBrandMuted,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.onBrand, textDecoration: "underline" },
  },
});

export const inlineLink = style({
  color: vars.color.onBrand,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.onBrand, textDecoration: "underline" },
  },
});

export const legal = style({
  borderTop: "1px solid rgba(255, 255, 255, 0.15)",
  paddingBlock: vars.space[4],
  fontSize: vars.fontSize.xs,
  color: vars.color.onBrandMuted,
});

export const legalInner = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  "@media": {
    [media.tablet]: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space[4] },
  },
});

/** The seller's registration details: a full-width block above the licence and the © line. */
export const registration = style({
  flexBasis: "100%",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space[3],
  marginTop: vars.space[2],
  paddingBottom: vars.space[3],
  borderBottom: "1px solid rgba(255, 255, 255, 0.15)",
});

export const registrationHeading = style({
  flexBasis: "100%",
  margin: 0,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const registrationList = style({
  display: "grid",
  gap: vars.space[1],
  margin: 0,
  flex: "1 1 20rem",
  minWidth: 0,
  overflowWrap: "anywhere",
});

/** The Ministry of Industry and Trade notification mark and its link text. */
export const moitBadge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  border: "1px solid rgba(255, 255, 255, 0.4)",
  borderRadius: vars.radius.md,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const legalLine = style({
  margin: 0,
});

/** The seeded licence paragraphs. */
export const licence = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  maxWidth: "48rem",
});

globalStyle(`${licence} p`, { margin: 0 });

/** The Facebook page as a card: icon, name, one line, a link. */
export const socialCard = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: vars.space[3],
  marginBottom: vars.space[3],
  borderRadius: vars.radius.md,
  border: "1px solid rgba(255, 255, 255, 0.2)",
  backgroundColor: "rgba(255, 255, 255, 0.06)",
});

export const socialIcon = style({ flexShrink: 0, color: vars.color.onBrand });

export const socialName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  // The scheme's colours (never a fixed white: the dark scheme's footer is light blue with dark text).
  color: vars.color.onBrand,
});

export const socialLine = style({
  margin: `${vars.space[1]} 0 ${vars.space[2]}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.onBrandMuted,
});
