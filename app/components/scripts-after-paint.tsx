/**
 * Remix's `<Scripts />`, but the hydration JavaScript is fetched only after the first paint (ADR 0020).
 *
 * `<Scripts />` renders a `<link rel="modulepreload">` for every module of the page (entry, route
 * modules and their shared chunks: ~35 files, ~100 KB gzip) and an inline module script whose static
 * `import`s load the route modules. Browsers fetch all of it at high priority together with the CSS
 * and the LCP image, before the page is painted; on slow 4G that JavaScript shares the line with
 * what the visitor sees first, and Lighthouse counts every byte of it in LCP. The pages are complete
 * without JavaScript (HTML first), so hydration can wait for the first paint: this component renders the
 * same elements without the modulepreload links, and the module script (see
 * {@link deferRouteModulesScript}) waits for the first paint, then adds the same modulepreload links
 * and imports the route modules dynamically before the entry — the order Remix relies on
 * (`window.__remixRouteModules` set before `entry.client` runs) is kept.
 *
 * After hydration `<Scripts />` renders nothing, and so does this. Used once, in app/root.tsx.
 */
import { Scripts } from "@remix-run/react";
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from "react";

/** `import * as routeN from "…";` lines of Remix's route-modules script. */
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"\n]+");$/gm;

/**
 * Rewrites Remix's inline route-modules script (`import * as route0 from "/build/root-….js"; …
 * window.__remixRouteModules = {…}; import("/build/entry.client-….js");`) so that nothing is fetched
 * before the first paint: it waits for the page's first `paint` entry (a PerformanceObserver,
 * buffered; or the `load` event, whichever comes first — and only `load` where paint timing is not
 * supported), never for a timer, so a page whose clock is paused (tests) still hydrates; then it appends a
 * `<link rel="modulepreload">` to `<head>` for each of `preloads` (URLs, in Remix's order), then
 * imports the route modules with `import()` (in parallel) under the same binding names, and runs
 * the rest of the script unchanged. Other lines (the dev server's HMR runtime import) stay static.
 *
 * @param script the text of Remix's module script (as `<Scripts />` renders it)
 * @param preloads the module URLs Remix would have preloaded (hrefs of its modulepreload links)
 * @returns the deferred script text; the input unchanged when it imports no route module
 */
export function deferRouteModulesScript(script: string, preloads: readonly string[]): string {
  const imports = [...script.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }));
  if (imports.length === 0) return script;
  const rest = script.replace(ROUTE_IMPORT, "").replace(/\n{2,}/g, "\n");
  return [
    "await new Promise((r) => {",
    '  if (document.readyState === "complete") return r();',
    '  addEventListener("load", r, { once: true });',
    '  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))',
    '    new PerformanceObserver((_, o) => (o.disconnect(), r())).observe({ type: "paint", buffered: true });',
    "});",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.appendChild(link);",
    "}",
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.url})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
}

type ScriptsProps = ComponentProps<typeof Scripts>;

/** The elements of `node`, fragments flattened. */
function flatten(node: ReactNode): ReactElement[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    return typeof child.type === "symbol" ? flatten(child.props.children) : [child];
  });
}

/** `<Scripts />` with the page's JavaScript fetched after the first paint (props as for `<Scripts />`). */
export function ScriptsAfterPaint(props: ScriptsProps) {
  // Called, not rendered, to rewrite its output: its hooks run as this component's, same order each render.
  const rendered = Scripts(props);
  if (!rendered) return null;
  const elements = flatten(rendered);
  const preloads: string[] = [];
  const out: ReactElement[] = [];
  for (const el of elements) {
    const p = el.props as { rel?: string; href?: string; type?: string; dangerouslySetInnerHTML?: { __html: string } };
    if (el.type === "link" && p.rel === "modulepreload" && p.href) preloads.push(p.href);
    else out.push(el);
  }
  return (
    <>
      {out.map((el, i) => {
        const p = el.props as { type?: string; dangerouslySetInnerHTML?: { __html: string } };
        const key = el.key ?? `s${i}`;
        if (el.type !== "script" || p.type !== "module" || !p.dangerouslySetInnerHTML) return cloneElement(el, { key });
        return cloneElement(el as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>, {
          key,
          dangerouslySetInnerHTML: { __html: deferRouteModulesScript(p.dangerouslySetInnerHTML.__html, preloads) },
        });
      })}
    </>
  );
}
