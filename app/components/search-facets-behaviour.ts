/**
 * The catalogue's filters with JavaScript (app/features/search/search-facets.tsx renders them), one
 * vanilla implementation for the pages that hydrate and those that do not (ADR 0029): a change in
 * the `form[data-search-facets]` submits it at once (`requestSubmit`: on a hydrated page Remix's
 * `<Form>` turns that into a client navigation, elsewhere the browser loads the results), and on
 * desktop widths (the `<details>`' `data-desktop-media` query) the filters' disclosure opens — on
 * phones it stays the closed `Bộ lọc` toggle so that the results come first. A disclosure added later
 * (a client navigation) is opened when it appears.
 */

const DISCLOSURE = "details[data-desktop-media]";

/** Opens every filters disclosure of the document on desktop widths (once per element). */
function openOnDesktop() {
  for (const details of document.querySelectorAll<HTMLDetailsElement>(`${DISCLOSURE}:not([data-opened])`)) {
    details.dataset.opened = "";
    if (window.matchMedia(details.dataset.desktopMedia ?? "").matches) details.open = true;
  }
}

/** Starts the filters' behaviour; returns what stops it. */
export function startSearchFacets(): () => void {
  const onChange = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>("form[data-search-facets]") : null;
    form?.requestSubmit();
  };
  openOnDesktop();
  const observer = new MutationObserver(openOnDesktop);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("change", onChange);
  return () => {
    observer.disconnect();
    document.removeEventListener("change", onChange);
  };
}
