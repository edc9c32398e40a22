/**
 * The root route: the document (lang="vi"), the header with the real cart count, the footer, the
 * server-rendered toasts and the one error boundary. Its loader reads the cookies (a guest's cart
 * count) or, for a customer, the account cart; it ends an expired session (spec §4, §8). The visitor's
 * display settings (`__settings`, ADR 0016) become the `<html>` attributes.
 */
import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FONT_PRELOADS } from "../styles/fonts";
import "../styles/global.css";
import "~/features/layout/display.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getSiteLogos } from "~/upstream/home.server";
import { SiteFooter } from "~/features/layout/site-footer";
import { getFooterLicence, publisherDisclosure } from "~/features/layout/footer.server";
import { SiteHeader } from "~/features/layout/site-header";
import { NavigationProgress, WarningDialog } from "~/components/chrome";
import { ScriptsAfterPaint } from "~/components/scripts-after-paint";
import { Toasts } from "~/components/toast";
import { endExpiredSession, getAuth } from "~/features/auth/auth.server";
import { cartFor, rememberAffiliateLink } from "~/features/cart/cart.server";
import { isSlotTemplate, SLOT_TEMPLATE_USER } from "~/features/personal/personal-page.server";
import { displayAttributes } from "~/features/layout/display-attributes";
import { shortcutLinks } from "~/features/navigation/shortcuts";
import { DEFAULT_SETTINGS } from "~/utils/display-settings-shape";
import { isRedirectOnlyPath } from "~/routing/redirect-only";
import { routeVariant } from "~/routing/variant";
import { isQuietAutosave } from "~/features/exams/autosave";
import { honeypot } from "~/utils/honeypot.server";
import { paymentSandbox } from "~/utils/sandbox.server";
import { hydrates } from "~/utils/cache-policy";
import { progressiveScriptSrc } from "~/utils/progressive.server";
import { useNonce } from "~/utils/nonce";
import { yearInVietnam } from "~/utils/dates";
import * as s from "~/root.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The body text's font files, so that a first visit renders in Be Vietnam Pro (styles/fonts.css.ts).
  ...FONT_PRELOADS,
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export const meta: MetaFunction = () => [{ title: "Nhà sách Đại học – Nhà xuất bản Đại học Quốc gia Hà Nội" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const affiliateLink = await rememberAffiliateLink({ request, context });
  if (affiliateLink) throw affiliateLink;
  // A template render (ADR 0030) shows a placeholder customer, whose account region the storefront
  // fills in for each real one; it reads no cookie but the display settings.
  const { user, expired } = isSlotTemplate(context) ? { user: SLOT_TEMPLATE_USER, expired: false } : await getAuth(context);
  if (expired) throw await endExpiredSession(context);
  const [count, { toasts }, logos, sandbox, { settings }, licenceHtml] = await Promise.all([
    cartFor(context).then((store) => store.count()),
    // A redirect-only path (`/`, the aliases) keeps the toasts for the page it leads to.
    isRedirectOnlyPath(context.pageUrl.pathname) ? { toasts: [] } : context.pendingToast(),
    getSiteLogos(context.upstream),
    paymentSandbox(),
    context.settingsCookie(),
    getFooterLicence(context.upstream),
  ]);
  // The shortcuts ride in `__session` (no upstream call per page).
  const navRoles = user?.roles ?? [];
  const session = await context.authSession();
  const shortcuts = user ? shortcutLinks(session.shortcuts, navRoles) : [];
  return {
    cartCount: count,
    navRoles,
    shortcuts,
    user: user ? { name: user.name } : null,
    logos,
    toasts,
    honeypotProps: honeypot.getInputProps(),
    paymentSandbox: sandbox,
    settings,
    licenceHtml,
    // The footer's ©: the year in Vietnam now, from the server (not the visitor's clock).
    copyrightYear: yearInVietnam(),
    // ADR 0027: the web-vitals beacon only for a customer who allowed it (never for guests).
    measureVitals: Boolean(user) && session.consents.performance,
    publisher: publisherDisclosure(),
    // ADR 0029: the script of the pages React does not hydrate (content-hashed, the same for everyone).
    progressiveSrc: progressiveScriptSrc(),
  };
}

/**
 * The attempt page's accepted autosaves (app/features/exams/autosave.ts) change nothing the root
 * shows: its loader (cart, header, toasts — a revalidation would also consume a toast meant for a later
 * page) is not re-run for them. Everything else revalidates as Remix decides.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => !isQuietAutosave(args) && args.defaultShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce() || undefined; // shared pages have none (their scripts are allowed by hash)
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const matches = useMatches();
  // Spec §2: the /mobile/… views and the preview pages have no navbar, footer or toolbar.
  const bare = routeVariant(matches).layout === "bare";
  // ADR 0029: a browsing page (`STATIC_PAGE`) loaded as a document is not hydrated: no Remix
  // scripts, only the progressive script. Once React runs (a client navigation from a page that
  // hydrated), every page renders as usual: the root's vanilla behaviours already run.
  const hydratedClient = useHydrated();
  const staticDocument = !hydratedClient && !hydrates(matches.slice(1).map((m) => m.handle));
  const leafRouteId = matches[matches.length - 1]?.id ?? "root";
  return (
    // ADR 0016: the visitor's layout, mode, scheme and font size are in the first HTML byte.
    <html lang="vi" {...displayAttributes(rootData?.settings ?? DEFAULT_SETTINGS)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        <Links />
      </head>
      <body className={s.body}>
        <HoneypotProvider {...(rootData?.honeypotProps ?? {})}>
          <a href="#noi-dung" className={s.skipLink}>
            Bỏ qua đến nội dung chính
          </a>
          {bare ? null : (
            <SiteHeader
              cartCount={rootData?.cartCount ?? 0}
              pathname={location.pathname}
              searchKey={location.key}
              logos={rootData?.logos}
              user={rootData?.user ?? null}
              shortcuts={rootData?.shortcuts}
            />
          )}
          <main id="noi-dung" className={s.main}>
            {children}
          </main>
          {bare ? null : (
            <SiteFooter
              paymentSandbox={rootData?.paymentSandbox ?? false}
              licenceHtml={rootData?.licenceHtml ?? null}
              copyrightYear={rootData?.copyrightYear}
              navRoles={rootData?.navRoles}
              publisher={rootData?.publisher}
            />
          )}
          <Toasts toasts={rootData?.toasts ?? []} />
          <WarningDialog request={rootData?.toasts.find((t) => t.forcedLogin) ?? null} />
          <NavigationProgress />
        </HoneypotProvider>
        {staticDocument ? (
          rootData?.progressiveSrc ? (
            // The route id rides in `data-progressive` on every copy, so that a customer's copy filled
            // from the anonymous one can carry their `data-vitals` too (ADR 0030).
            <script
              type="module"
              src={rootData.progressiveSrc}
              data-progressive={leafRouteId}
              data-vitals={rootData.measureVitals ? leafRouteId : undefined}
            />
          ) : null
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            {/* ADR 0020: the hydration JavaScript is fetched after the first paint. */}
            <ScriptsAfterPaint nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * Keyboard and screen-reader focus after a client-side navigation: a new page
 * (another pathname) moves focus to its `<h1>` (or `<main>`), as a full page load would start at the
 * top; on the same page (a query change, a form redirecting back) focus is only rescued when it was
 * lost to `<body>` (the focused element re-rendered away). Not on the first render, nor for `#anchors`.
 */
function useNavigationFocus() {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = location.pathname;
    if (before === null || location.hash) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (before === location.pathname && !lost) return;
    const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("noi-dung");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * What starts once the page has hydrated (ADR 0021): the navbar's scroll and hover
 * behaviour, the header search's suggestions, the countdowns and the catalogue's filters (the same vanilla modules the
 * progressive script starts on the pages that do not hydrate, ADR 0029) and — when the customer allowed performance measurement (ADR 0027) — the web-vitals report, imported then so that they are not part of the JavaScript a
 * page needs to hydrate. `<body data-hydrated>` is set once they run: the page is hydrated and
 * enhanced (the end-to-end tests wait for it).
 */
function useAfterHydration() {
  const matches = useMatches();
  const route = useRef(matches[matches.length - 1]?.id ?? "root");
  // Read once, like the route: the consent of the page first loaded (ADR 0027).
  const measure = useRef(useRouteLoaderData<typeof loader>("root")?.measureVitals === true);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    let cancelled = false;
    let stops: (() => void)[] = [];
    void Promise.all([
      import("~/components/navbar-behaviour"),
      import("~/components/web-vitals"),
      import("~/components/search-suggestions"),
      import("~/components/countdown-behaviour"),
      import("~/components/search-facets-behaviour"),
    ]).then(([navbar, vitals, search, countdowns, facets]) => {
      if (cancelled) return;
      stops = [
        navbar.startNavbarBehaviour(),
        // A suggestion opens its page as a client navigation here (the router runs).
        search.startSearchSuggestions((href) => navigateRef.current(href)),
        countdowns.startCountdowns(),
        facets.startSearchFacets(),
        ...(measure.current ? [vitals.startWebVitals(route.current)] : []),
      ];
      document.body.dataset.hydrated = "true";
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, []);
}

export default function App() {
  useAfterHydration();
  useNavigationFocus();
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
