/** News rules of spec §3 (client-safe). */

/** The main news of a list: the first item with `isFocus`, else the first item (spec §3 News). */
export function mainNewsOf<T extends { isFocus: boolean }>(items: readonly T[]): T | undefined {
  return items.find((n) => n.isFocus) ?? items[0];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The visible text of an HTML fragment: tags dropped, common entities decoded, whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
      e[0] === "#"
        ? String.fromCodePoint(e[1]?.toLowerCase() === "x" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
        : (ENTITIES[e.toLowerCase()] ?? m),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whether an article's body already carries its lead (summary) — editors often open the body with
 * it, as the seeded articles do — so the page prints the lead once.
 * `summary` is plain text, `bodyHtml` the article's HTML.
 */
export function bodyHasLead(summary: string, bodyHtml: string): boolean {
  const lead = summary.replace(/\s+/g, " ").trim();
  return lead.length > 0 && textOf(bodyHtml).includes(lead);
}
