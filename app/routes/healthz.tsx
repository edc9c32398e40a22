/** Liveness probe of the storefront process (no upstream call): `200 ok`. */
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
