/**
 * Vietnamese text in pdfkit documents (the ebook samples, the VAT invoices): the shop's Be Vietnam
 * Pro (`@fontsource/be-vietnam-pro`, the storefront's web font) ships as WOFF subsets that fontkit
 * reads: `latin` (ASCII, Latin-1) and `vietnamese` (ă đ ĩ ũ ơ ư, ạ ả … ỹ, ₫). Neither covers mixed text
 * alone, so both are embedded (pdfkit subsets them to the glyphs used) and every text is written in
 * runs, each character in the first of the two that has its glyph (`runsOf`). Same family and
 * metrics, so the runs read as one text; pdfkit writes a ToUnicode map per font, so the text is
 * searchable and copyable. No system font is read (DejaVu is not on every machine).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";

/** The two weights embedded. */
export type Weight = 400 | 700;
/** The two WOFF subsets of the font. */
export type Subset = "latin" | "vietnamese";
/** The subsets, in the order a character is looked up. */
export const SUBSETS: readonly Subset[] = ["latin", "vietnamese"];

/** The font files and what each subset covers. */
export interface FontFiles {
  data: Record<`${Subset}-${Weight}`, Buffer>;
  /** Code points each subset has a glyph for (from the WOFF's cmap, read once). */
  covers: Record<Subset, Set<number>>;
}

let fonts: FontFiles | null = null;

/**
 * Unpacks a WOFF 1.0 file into the plain TrueType/OpenType (SFNT) font it wraps (W3C WOFF 1.0 §3–5:
 * a 44-byte header, 20-byte table entries, each table zlib-compressed unless stored as is). Done once
 * per process: fontkit reads WOFF too, but inflates its tables again for every document (in pure
 * JavaScript: ~60 % of a file's generation time).
 * @throws Error when `woff` is not a WOFF 1.0 file.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF file");
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const log2 = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor = sfntVersion
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(2 ** log2 * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The four WOFF files (read once per process) and what each subset covers. */
export function loadFonts(): FontFiles {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const read = (subset: Subset, weight: Weight) =>
    woffToSfnt(fs.readFileSync(require.resolve(`@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${weight}-normal.woff`)));
  const data = {
    "latin-400": read("latin", 400),
    "latin-700": read("latin", 700),
    "vietnamese-400": read("vietnamese", 400),
    "vietnamese-700": read("vietnamese", 700),
  };
  // The character sets, from a throw-away document: pdfkit's font objects wrap fontkit's.
  const probe = new PDFDocument({ autoFirstPage: false });
  const covers = {} as FontFiles["covers"];
  for (const subset of SUBSETS) {
    probe.registerFont(subset, data[`${subset}-400`]);
    probe.font(subset);
    const font = (probe as unknown as { _font: { font: { characterSet: number[] } } })._font.font;
    covers[subset] = new Set(font.characterSet);
  }
  fonts = { data, covers };
  return fonts;
}

/**
 * Splits `text` into runs of one font subset each: a character stays in the current run while its
 * subset has it, else goes to the first subset that has it (latin when none does: a missing glyph).
 */
export function runsOf(text: string, covers: FontFiles["covers"]): { subset: Subset; text: string }[] {
  const runs: { subset: Subset; text: string }[] = [];
  for (const ch of text.normalize("NFC")) {
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && covers[last.subset].has(cp)) {
      last.text += ch;
      continue;
    }
    const subset = SUBSETS.find((s) => covers[s].has(cp)) ?? "latin";
    if (last && last.subset === subset) last.text += ch;
    else runs.push({ subset, text: ch });
  }
  return runs;
}
