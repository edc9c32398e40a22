/**
 * `/hop-thu/{id}` — one mail of the customer's inbox (ADR 0016; upstream
 * `GET /api/User/Messages/{id}`, which changes nothing). An unread mail has the form `Đánh dấu đã đọc`
 * (intent `mark-read` → `POST /api/User/Messages/{id}/Read`, 303 back with a toast). Unknown, foreign,
 * negative, huge or non-numeric ids → the 404 page. Signed-in only, private, noindex.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import { AccountLayout } from "~/features/account/account-layout";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { INBOX_PATH, mailKindLabel, messageHref, READ_INTENT } from "~/features/inbox/inbox";
import { idParam, paramOr404 } from "~/routing/params.server";
import { redirectWithToast } from "~/session.server";
import { isNotFound } from "~/upstream/client.server";
import { getMyMessage, markMyMessageRead } from "~/upstream/messages.server";
import { formatDayTimeVn } from "~/utils/dates";
import { readForm } from "~/utils/http.server";

const NOT_FOUND = "Không tìm thấy thư.";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `${d.message.subject} – Hộp thư` : "Không tìm thấy thư – Nhà sách Đại học" },
  { name: "robots", content: "noindex" },
];

const notFound = (error: unknown): never => {
  if (isNotFound(error)) throw new Response(NOT_FOUND, { status: 404 });
  throw error;
};

export async function loader({ context, params }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, params.id, NOT_FOUND);
  const client = await upstreamFor(context);
  const message = await getMyMessage(client, id).catch(notFound);
  return data({ message }, { headers: { "Server-Timing": client.serverTiming() } });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, params.id, NOT_FOUND);
  const form = await readForm(request);
  if (form.get("intent") !== READ_INTENT) return data({ formError: "Yêu cầu không hợp lệ." }, { status: 400 });
  const client = await upstreamFor(context);
  await markMyMessageRead(client, id).catch(notFound);
  return redirectWithToast(messageHref(id), { type: "success", message: "Đã đánh dấu thư là đã đọc" });
}

export default function InboxMessage() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={message.subject}>
      <p>
        <Link to={INBOX_PATH}>← Hộp thư</Link>
      </p>
      <p>
        {mailKindLabel(message.kind)} · Gửi lúc <time dateTime={message.sentAt}>{formatDayTimeVn(message.sentAt)}</time>
      </p>
      <p>{message.summary}</p>
      {message.refId !== null && message.kind.startsWith("order") ? (
        <p>
          <Link to={`/tai-khoan/don-hang/${message.refId}`}>Xem đơn hàng</Link>
        </p>
      ) : null}
      {message.readAt ? (
        <p>
          Đã đọc lúc <time dateTime={message.readAt}>{formatDayTimeVn(message.readAt)}</time>
        </p>
      ) : (
        <Form method="post">
          <button type="submit" name="intent" value={READ_INTENT} className={button.primary}>
            Đánh dấu đã đọc
          </button>
        </Form>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
