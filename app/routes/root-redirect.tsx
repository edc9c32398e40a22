/** `/` → 301 `/trang-chu` (spec §2), query kept. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/trang-chu${new URL(request.url).search}`, 301);
}
