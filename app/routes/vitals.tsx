/**
 * `POST /api/vitals`: the web-vitals beacon of every page (app/components/web-vitals.tsx),
 * checked, logged and counted by app/features/vitals/vitals.server.ts. 204 when counted; 400 garbage,
 * 413 over 4 KB, 429 too many from one client. GET → 405.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveVitals } from "~/features/vitals/vitals.server";

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  return receiveVitals(request);
}
