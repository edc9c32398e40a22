/**
 * Rebuilds server/seed/data/locations-2025.json (the 2025 two-tier map and the old → new ward
 * conversions) from the two official files described in server/seed/data/README.md:
 *
 *   node scripts/locations-2025.mjs <nested-divisions.json> <conversion.csv>
 *
 * - nested-divisions.json: the 34 provinces and 3 321 wards with their NSO codes;
 * - conversion.csv: the NSO conversion table "Bảng chuyển đổi ĐVHC mới – cũ" (one row per old
 *   ward → new ward piece, with the note "Nhập toàn bộ", "Nhập một phần", …).
 *
 * An old ward converts only when every row of it names the same new ward and says it moved whole
 * (or its whole population moved): a ward split between several new wards has no single answer.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const [nestedPath, csvPath] = process.argv.slice(2);
if (!nestedPath || !csvPath) {
  console.error("usage: node scripts/locations-2025.mjs <nested-divisions.json> <conversion.csv>");
  process.exit(2);
}

/** Shipping region of each 2025 province code (same three-region split as the old list). */
const REGION = {
  north: ["01", "04", "08", "11", "12", "14", "15", "19", "20", "22", "24", "25", "31", "33", "37"],
  central: ["38", "40", "42", "44", "46", "48", "51", "52", "56", "66", "68"],
  south: ["75", "79", "80", "82", "86", "91", "92", "96"],
};
const regionOf = new Map(Object.entries(REGION).flatMap(([r, codes]) => codes.map((c) => [c, r])));

/** RFC 4180 CSV (quoted fields may hold commas and line breaks). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (c !== "\r") field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const pad = (n, width) => String(n).padStart(width, "0");
const shortProvinceName = (name) => name.replace(/^(Tỉnh|Thành phố) /, "");

const nested = JSON.parse(fs.readFileSync(nestedPath, "utf8"));
const provinces = nested
  .map((p) => {
    const code = pad(p.code, 2);
    const region = regionOf.get(code);
    if (!region) throw new Error(`Province ${code} has no region`);
    return {
      code,
      name: shortProvinceName(p.name),
      region,
      wards: p.wards.map((w) => [pad(w.code, 5), w.name]).sort((a, b) => a[0].localeCompare(b[0])),
    };
  })
  .sort((a, b) => a.code.localeCompare(b.code));
const newCodes = new Set(provinces.flatMap((p) => p.wards.map((w) => w[0])));

const WHOLE = /^(Nhập toàn bộ|Giữ nguyên|Đổi tên|Đổi loại hình|Nhập toàn bộ diện tích|Nhập một phần diện tích, toàn bộ dân số)$/;
const byOld = new Map();
for (const r of parseCsv(fs.readFileSync(csvPath, "utf8"))) {
  const newCode = (r[2] ?? "").trim();
  const oldCode = (r[4] ?? "").trim();
  if (!/^\d{5}$/.test(newCode) || !/^\d{5}$/.test(oldCode)) continue;
  if (!newCodes.has(newCode)) throw new Error(`Conversion to unknown new ward ${newCode}`);
  const list = byOld.get(oldCode) ?? [];
  list.push({ newCode, whole: WHOLE.test(r[5].replace(/\s+/g, " ").trim()) });
  byOld.set(oldCode, list);
}
const conversions = [];
let uncertain = 0;
for (const [oldCode, rows] of [...byOld].sort((a, b) => a[0].localeCompare(b[0]))) {
  const targets = new Set(rows.map((r) => r.newCode));
  if (targets.size === 1 && rows.every((r) => r.whole)) conversions.push([oldCode, rows[0].newCode]);
  else uncertain++;
}

const out = {
  source: "server/seed/data/README.md",
  effective: "2025-07-01",
  provinces,
  conversions,
};
const here = path.dirname(fileURLToPath(import.meta.url));
fs.writeFileSync(path.join(here, "..", "server", "seed", "data", "locations-2025.json"), JSON.stringify(out) + "\n");
console.log(
  `${provinces.length} provinces, ${newCodes.size} wards, ${byOld.size} old wards in the table: ${conversions.length} certain, ${uncertain} split or partial`,
);
