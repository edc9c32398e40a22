/**
 * Route variants: one route module often serves several routes of the route table (remix.config.js)
 * — a page and its chrome-less `/mobile/…` twin embedded in the publisher's app, the exercise and the
 * exam page of one attempt module — so a module's `handle` cannot tell them apart; the route id can.
 * This table, keyed by route id, is the one place that says what each such route is; a unit test
 * (variant.test.ts) keeps it equal to the route table. Client-safe: the root layout reads it while
 * rendering (`routeVariant(useMatches())`), loaders through the page's path (`routeVariantOfPath`).
 */
import { matchPath } from "@remix-run/react";

/** What a route is, beyond its page. */
export interface RouteVariant {
  /** `bare`: shown without navbar, footer or toolbar (spec §2: the mobile views and the preview pages). */
  layout: "full" | "bare";
  /** `mobile`: the view embedded in the publisher's app; its links stay in mobile views. */
  view: "web" | "mobile";
  /** The attempt and review pages: of an exam or of an exercise; null elsewhere. */
  assessment: "exam" | "exercise" | null;
}

/** A plain page. */
const PLAIN: RouteVariant = Object.freeze({ layout: "full", view: "web", assessment: null });

const mobile = (path: string, assessment: RouteVariant["assessment"] = null) =>
  ({ path, layout: "bare", view: "mobile", assessment }) as const;
const web = (path: string, assessment: RouteVariant["assessment"] = null) => ({ path, layout: "full", view: "web", assessment }) as const;

/**
 * Every route of the route table that is not a plain page, by route id, with its path (as declared in
 * remix.config.js; a route without an `id` there has Remix's default id `routes/<file>`).
 */
export const VARIANT_ROUTES: Readonly<Record<string, RouteVariant & { path: string }>> = Object.freeze({
  "mobile-news-article": mobile("/mobile/news/:id"),
  "mobile-textbook": mobile("/mobile/sgk/thu-vien-sgk/:id"),
  "mobile-textbook-section": mobile("/mobile/sgk/thu-vien-sgk/:id/muc/:subChapterId"),
  preview: { path: "/xem-truoc", layout: "bare", view: "web", assessment: null },
  "routes/course-preview": { path: "/xem-truoc-khoa-hoc", layout: "bare", view: "web", assessment: null },
  "mobile-my-course": mobile("/mobile/mycourse/:id"),
  "mobile-my-lesson": mobile("/mobile/mycourse/lesson/:id"),
  "mobile-course": mobile("/mobile/course/:id"),
  "mobile-lesson": mobile("/mobile/lesson/:id"),
  exercise: web("/bai-tap/:id", "exercise"),
  "mobile-exercise": mobile("/mobile/exercise/:id", "exercise"),
  exam: web("/bai-kiem-tra/:id", "exam"),
  "mobile-exam": mobile("/mobile/exam/:id", "exam"),
  "my-exercise": web("/bai-tap-cua-toi/:id", "exercise"),
  "mobile-my-exercise": mobile("/mobile/myExercise/:id", "exercise"),
  "my-exam": web("/bai-kiem-tra-cua-toi/:id", "exam"),
  "mobile-my-exam": mobile("/mobile/myexam/:id", "exam"),
});

const variantOf = (entry: RouteVariant & { path: string }): RouteVariant => ({
  layout: entry.layout,
  view: entry.view,
  assessment: entry.assessment,
});

/**
 * The variant of the page `matches` renders (Remix's `useMatches()`, root first): the deepest match
 * listed in VARIANT_ROUTES, else a plain page (also for a 404, which matches no page route).
 */
export function routeVariant(matches: readonly { id: string }[]): RouteVariant {
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = VARIANT_ROUTES[matches[i]!.id];
    if (entry) return variantOf(entry);
  }
  return PLAIN;
}

/**
 * The variant of the page at `pathname` (a loader's or action's `new URL(request.url).pathname`, or
 * the context's `pageUrl.pathname`), matched against VARIANT_ROUTES' paths as Remix matches the route
 * table (case-insensitive, whole path, a trailing slash allowed); a plain page when none matches.
 */
export function routeVariantOfPath(pathname: string): RouteVariant {
  for (const entry of Object.values(VARIANT_ROUTES)) {
    if (matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname)) return variantOf(entry);
  }
  return PLAIN;
}
