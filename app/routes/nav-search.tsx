/**
 * `/tim-dieu-huong?q=` — the navigation search's results page (spec §5, ADR 0016): the
 * site's pages whose title contains `q` (accents and case ignored), at most 10, account pages only for
 * signed-in visitors; `Không có kết quả` when none. The GET form works without JavaScript (the
 * header's popup, with JavaScript, shows the same results). `q` longer than 100 characters is cut.
 *
 * Signed-in customers also pin/unpin each result as a toolbar shortcut: a POST form
 * per row (`intent` `pin-shortcut` / `unpin-shortcut`, `id`), answered 303 back here (q kept) with a
 * toast, or 400 with the message under that row.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/error-list";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { getAuth } from "~/features/auth/auth.server";
import { searchNavigation } from "~/features/navigation/navigation";
import { shortcutAction } from "~/features/navigation/shortcuts.server";
import { readForm } from "~/utils/http.server";
import * as s from "~/features/navigation/nav-search.css";
import { container } from "../../styles/utilities.css";

/** Longest query kept (characters). */
const QUERY_MAX = 100;

export const meta: MetaFunction = () => [{ title: "Tìm trang – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, QUERY_MAX);
  const { user } = await getAuth(context);
  const pinned = user ? (await context.authSession()).shortcuts : [];
  const results = searchNavigation(q, user?.roles ?? []).map(({ id, title, url }) => ({ id, title, url, pinned: pinned.includes(id) }));
  return data({ q, results, signedIn: Boolean(user) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const q = String(form.get("q") ?? new URL(request.url).searchParams.get("q") ?? "").slice(0, QUERY_MAX);
  return shortcutAction(context, form, `/tim-dieu-huong?${new URLSearchParams({ q })}`);
}

export default function NavSearch() {
  const { q, results, signedIn } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
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
      {refused && !results.some((r) => r.id === refused.shortcutError.id) ? <ErrorList errors={[refused.shortcutError.message]} /> : null}
      {q.trim() ? (
        results.length ? (
          <ul aria-label="Kết quả tìm trang">
            {results.map((item) => (
              <li key={item.id} className={s.row}>
                <a href={item.url}>{item.title}</a>
                {signedIn ? (
                  <Form method="post" action={`/tim-dieu-huong?${new URLSearchParams({ q })}`} className={s.pinForm}>
                    <input type="hidden" name="q" value={q} />
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={item.pinned ? "unpin-shortcut" : "pin-shortcut"}
                      className={button.ghost}
                      aria-label={item.pinned ? `Bỏ ghim ${item.title}` : `Ghim lối tắt ${item.title}`}
                    >
                      {item.pinned ? "Bỏ ghim" : "Ghim lối tắt"}
                    </button>
                  </Form>
                ) : null}
                {refused?.shortcutError.id === item.id ? <ErrorList errors={[refused.shortcutError.message]} /> : null}
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
