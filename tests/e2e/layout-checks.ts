/**
 * In-page checks of the layout walk (tests/e2e/walk-layout.spec.ts), each a function Playwright runs in
 * the page with `page.evaluate` (self-contained: no closure over test code). Each returns a list of
 * findings, empty when the page is fine.
 */

/** Sideways scrolling: `scrollWidth > innerWidth`, naming the outermost elements that stick out. */
export function sidewaysScroll(): string[] {
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const clipped = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== "visible") return true;
    }
    return false;
  };
  const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
  const offenders = [...document.body.querySelectorAll("*")].filter(
    (el) => sticksOut(el) && !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)) && !clipped(el),
  );
  const describe = (el: Element) => {
    const r = el.getBoundingClientRect();
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}> "${(el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(r.left)}–${Math.round(r.right)} px`;
  };
  return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}: ${offenders.slice(0, 6).map(describe).join("; ")}`];
}

/**
 * Text sticking out of its boxes: every visible text node's line boxes must lie within each block
 * ancestor's border box (1 px of rounding), up to the first ancestor that clips or scrolls
 * (`overflow` not `visible`: an ellipsis, a line clamp, a scrolling strip — truncation on purpose) or
 * that is out of the flow (absolute/fixed: a badge may sit outside its card by design). Horizontal
 * overflow always counts; vertical only beyond a quarter of a line (glyph boxes are taller than tight
 * line heights).
 */
export function textOverflow(): string[] {
  const found: string[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const name = (el: Element) => {
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : "";
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}>`;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const parent = node.parentElement;
    if (!text.trim() || !parent || seen.has(parent)) continue;
    if (parent.closest("script, style, noscript, template, svg, select, option, textarea")) continue;
    // Not rendered: `display: none`, `visibility: hidden`, or the body of a closed <details>.
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    const fontSize = parseFloat(getComputedStyle(parent).fontSize) || 16;
    for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.visibility === "hidden" || style.opacity === "0") break;
      // A box that clips (a visually hidden label, an ellipsis, a scrolling strip) hides what exceeds it on
      // purpose; one with `content-visibility: auto` (the home's blocks, ADR 0020) keeps a placeholder
      // height while off screen, which its laid-out children do not follow.
      if (style.overflowX !== "visible" || style.overflowY !== "visible" || style.clip !== "auto") break;
      if (style.contentVisibility !== "visible") break;
      if (style.display !== "inline" && style.display !== "contents") {
        const b = box.getBoundingClientRect();
        const out = rects.find(
          (r) => r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - fontSize / 4 || r.bottom > b.bottom + fontSize / 4,
        );
        if (out) {
          seen.add(parent);
          found.push(
            `"${text.trim().slice(0, 40)}" (${name(parent)}) sticks out of ${name(box)}: text ${Math.round(out.left)}–${Math.round(out.right)} × ${Math.round(out.top)}–${Math.round(out.bottom)}, box ${Math.round(b.left)}–${Math.round(b.right)} × ${Math.round(b.top)}–${Math.round(b.bottom)}`,
          );
          break;
        }
      }
      if (style.position === "absolute" || style.position === "fixed") break;
    }
  }
  return found.slice(0, 8);
}

/**
 * Buttons whose label wraps onto a second line: `<button>`, `[role=button]` and links drawn as buttons (a box of their own — not `display: inline` — with a background or a border,
 * a short label and no image or heading inside). The label's line boxes are grouped by their vertical
 * middle: more than one group is a wrap.
 */
export function wrappedButtons(): string[] {
  const found: string[] = [];
  const range = document.createRange();
  const looksLikeButton = (el: Element) => {
    if (el.matches("button, [role=button]")) return true;
    if (!el.matches("a[href]") || el.querySelector("img, svg image, h1, h2, h3, h4, h5, h6, p, li")) return false;
    // A link laid out in blocks (a pager's "Mục trước" above the section's title) has lines by design.
    if ([...el.querySelectorAll("*")].some((c) => !getComputedStyle(c).display.startsWith("inline") && c.tagName !== "svg")) return false;
    const s = getComputedStyle(el);
    if (s.display === "inline" || (el.textContent ?? "").trim().length > 40) return false;
    const painted = s.backgroundColor !== "rgba(0, 0, 0, 0)" && s.backgroundColor !== "transparent";
    const bordered = ["Top", "Right", "Bottom", "Left"].every(
      (side) =>
        parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none",
    );
    return painted || bordered;
  };
  // Text hidden from view but not from screen readers: inside a clipping box of 1 px or less.
  const visuallyHidden = (from: Element | null, button: Element) => {
    for (let a = from; a && a !== button.parentElement; a = a.parentElement) {
      const r = a.getBoundingClientRect();
      const s = getComputedStyle(a);
      if ((s.overflowX !== "visible" || s.clip !== "auto") && (r.width <= 1 || r.height <= 1)) return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll("button, [role=button], a[href]")) {
    if (!looksLikeButton(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || getComputedStyle(el).visibility === "hidden") continue;
    // The line boxes of the visible text nodes (an icon beside the text is no line).
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const middles: number[] = [];
    for (let t = texts.nextNode(); t; t = texts.nextNode()) {
      if (!(t.textContent ?? "").trim() || visuallyHidden(t.parentElement, el)) continue;
      range.selectNodeContents(t);
      for (const r of range.getClientRects()) {
        if (r.width <= 1 || r.height <= 1) continue;
        const mid = (r.top + r.bottom) / 2;
        if (!middles.some((m) => Math.abs(m - mid) < r.height / 2)) middles.push(mid);
      }
    }
    const lines = middles.length;
    const label = (el.textContent ?? "").trim().replace(/\s+/g, " ");
    if (lines > 1) {
      found.push(`"${label.slice(0, 40)}" (<${el.tagName.toLowerCase()}>) on ${lines} lines, ${Math.round(box.width)} px wide`);
    }
  }
  return found.slice(0, 8);
}
