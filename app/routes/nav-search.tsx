/**
 * `/tim-dieu-huong?q=` — the navigation search's results page (issue 16, spec §5, ADR 0016): the
 * site's pages whose title contains `q` (accents and case ignored), at most 10, account pages only for
 * signed-in visitors; `Không có kết quả` when none. The GET form works without JavaScript (the
 * header's popup, with JavaScript, shows the same results). `q` longer than 100 characters is cut.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { getAuth } from "~/features/auth/auth.server";
import { searchNavigation } from "~/features/navigation/navigation";
import { container } from "../../styles/utilities.css";

/** Longest query kept (characters). */
const QUERY_MAX = 100;

export const meta: MetaFunction = () => [{ title: "Tìm trang – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, QUERY_MAX);
  const { user } = await getAuth(context);
  const results = searchNavigation(q, user?.roles ?? []).map(({ id, title, url }) => ({ id, title, url }));
  return data({ q, results });
}

export default function NavSearch() {
  const { q, results } = useLoaderData<typeof loader>();
  return (
    <div className={container}>
      <h1>Tìm trang</h1>
      <Form method="get" action="/tim-dieu-huong" role="search" aria-label="Tìm điều hướng">
        <div className={ui.field}>
          <label htmlFor="nav-search-q" className={ui.label}>
            Tên trang
          </label>
          <input id="nav-search-q" type="search" name="q" defaultValue={q} maxLength={QUERY_MAX} className={ui.input} autoComplete="off" />
        </div>
        <button type="submit" className={button.primary}>
          Tìm trang
        </button>
      </Form>
      {q.trim() ? (
        results.length ? (
          <ul aria-label="Kết quả tìm trang">
            {results.map((item) => (
              <li key={item.id}>
                <a href={item.url}>{item.title}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">Không có kết quả</p>
        )
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
