/**
 * `/hop-thu` (and `/apps/mail`, the template's path) — the customer's inbox (ADR 0016;
 * upstream `GET /api/User/Messages`): the mails the shop sent them, newest first, 20 a page, unread
 * ones marked "Chưa đọc". Signed-in only, private, noindex; page numbers out of range clamp to 1.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { AccountLayout } from "~/features/account/account-layout";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { INBOX_PATH, mailKindLabel, messageHref, pageOf } from "~/features/inbox/inbox";
import { listMyMessages } from "~/upstream/messages.server";
import { formatDayTimeVn } from "~/utils/dates";

export const meta: MetaFunction = () => [
  { title: "Hộp thư – Nhà sách Đại học" },
  { name: "robots", content: "noindex" },
  { tagName: "link", rel: "canonical", href: INBOX_PATH },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const page = pageOf(new URL(request.url));
  const client = await upstreamFor(context);
  const { messages, totalPage } = await listMyMessages(client, page);
  return data({ page, messages, totalPage }, { headers: { "Server-Timing": client.serverTiming() } });
}

export default function Inbox() {
  const { page, messages, totalPage } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Hộp thư">
      {messages.length ? (
        <ul aria-label="Thư đã nhận">
          {messages.map((m) => (
            <li key={m.id}>
              <article>
                <h2>
                  <Link to={messageHref(m.id)}>{m.subject}</Link>
                </h2>
                <p>
                  {mailKindLabel(m.kind)} · <time dateTime={m.sentAt}>{formatDayTimeVn(m.sentAt)}</time>
                  {m.readAt ? null : <strong> · Chưa đọc</strong>}
                </p>
                <p>{m.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p>{page > 1 ? "Trang này không có thư." : "Hộp thư của bạn chưa có thư nào."}</p>
      )}
      <Pagination page={page} totalPage={totalPage} hrefFor={(p) => `${INBOX_PATH}?page=${p}`} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
