/** The anchor's styles (vanilla-extract, as the shop's): a grid of product cards. */
import { style } from "@vanilla-extract/css";

export const body = style({ margin: 0, fontFamily: "system-ui, sans-serif", color: "#1b1f24", background: "#fff" });
export const main = style({ maxWidth: "70rem", margin: "0 auto", padding: "1rem" });
export const grid = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
});
export const card = style({ border: "1px solid #d0d7de", borderRadius: "0.5rem", padding: "0.75rem" });
export const price = style({ fontWeight: 700, color: "#0b4f8a" });
