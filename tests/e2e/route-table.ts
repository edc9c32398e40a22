/**
 * The route table of remix.config.js as the shared checks read it (the fuzz walk, the page walks):
 * its `routes()` is called with a stand-in `defineRoutes`, so a route joins every walk by being
 * declared. Ids as Remix makes them: the `id` option, else the module file without its extension.
 */
import remixConfig from "../../remix.config.js";

/** One declared route: Remix id, path pattern (`:param`, `*`), module file under app/. */
export interface DefinedRoute {
  id: string;
  path: string;
  file: string;
}

type Route = (routePath: string, file: string, options?: { id?: string; index?: boolean }) => void;

/** Every route of remix.config.js, in declaration order (synchronous: the config's `routes` is). */
export function routeTable(): DefinedRoute[] {
  const found: DefinedRoute[] = [];
  const defineRoutes = (callback: (route: Route) => void) => {
    callback((routePath, file, options) => found.push({ id: options?.id ?? file.replace(/\.[tj]sx?$/, ""), path: routePath, file }));
    return {};
  };
  (remixConfig as unknown as { routes: (define: typeof defineRoutes) => unknown }).routes(defineRoutes);
  return found;
}
