/**
 * The customer's inbox (ADR 0016): every mail the upstream sends is recorded in `mail_log`
 * for the account of its address (`sendRecorded`), and listed, shown and marked read by
 * `/api/User/Messages` (server/routes/messages.ts). Summaries are plain text and never carry a
 * security code or a token.
 */
import type { MAIL_KINDS } from "../constants";
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import { orderConfirmationMail, type Mailer, type MailMessage } from "../mail";
import { insertMailLog, markMailRead, selectMailPage, selectUserMail, type MailLogRow } from "../data/mail-log";
import { findUserByEmail } from "./accounts";
import type { Order } from "./orders";
import { transferOf, type BankAccountConfig } from "./bank-transfers";

/** What a recorded mail is about. */
type MailKind = (typeof MAIL_KINDS)[number];

/** What the inbox records of a mail besides its address and subject. */
export interface MailRecord {
  kind: MailKind;
  /** Plain text shown in the inbox (no code, no token). */
  summary: string;
  /** The order the mail is about, when it is about one. */
  refId?: number | null;
  /** The subject the inbox shows when the mail's own carries a secret (a security code); default the mail's. */
  subject?: string;
  /**
   * The account whose inbox lists the mail, when the mail is about something of theirs (a signed-in
   * customer's order, whatever contact address they typed); default the account of `message.to`.
   */
  userId?: number | null;
}

/**
 * Sends `message` and records it in `mail_log` for `record.userId`, else for the account of
 * `message.to` (userId null when no account has that address). Rejects like `mailer.send` (nothing
 * is recorded then).
 */
export async function sendRecorded(
  deps: { db: Db; mailer: Mailer; clock: () => Date },
  message: MailMessage,
  record: MailRecord,
): Promise<void> {
  await deps.mailer.send(message);
  insertMailLog(deps.db, {
    userId: record.userId ?? findUserByEmail(deps.db, message.to)?.id ?? null,
    toEmail: message.to,
    kind: record.kind,
    subject: record.subject ?? message.subject,
    summary: record.summary,
    refId: record.refId ?? null,
    sentAt: deps.clock().toISOString(),
  });
}

/** A message of the inbox (`InboxMessage` of docs/openapi.yaml); times ISO-8601 UTC. */
export interface InboxMessage {
  id: number;
  kind: MailKind;
  subject: string;
  summary: string;
  sentAt: string;
  readAt: string | null;
  refId: number | null;
}

const toMessage = (row: MailLogRow): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  summary: row.summary,
  sentAt: row.sentAt,
  readAt: row.readAt,
  refId: row.refId,
});

/** One page of user `userId`'s messages, newest first, with `totalPage` (≥ 1) and the unread count. */
export function listMessages(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): { items: InboxMessage[]; totalPage: number; unread: number } {
  const { rows, total, unread } = selectMailPage(db, userId, page, pageSize);
  return { items: rows.map(toMessage), totalPage: Math.max(1, Math.ceil(total / pageSize)), unread };
}

/** User `userId`'s message `id` (unchanged). @throws ApiError 404 MESSAGE_NOT_FOUND (also for another customer's). */
export function getMessage(db: Db, userId: number, id: number): InboxMessage {
  const row = selectUserMail(db, userId, id);
  if (!row) throw new ApiError(404, "MESSAGE_NOT_FOUND", "Thư không tồn tại");
  return toMessage(row);
}

/** Marks user `userId`'s message `id` read at `now` (idempotent: the first time stays). @throws like getMessage. */
export function readMessage(db: Db, userId: number, id: number, now: Date): { id: number; readAt: string } {
  getMessage(db, userId, id);
  markMailRead(db, id, now.toISOString());
  return { id, readAt: getMessage(db, userId, id).readAt! };
}

/**
 * Mails the confirmation of a newly placed order to its contact address and records it in the inbox
 * of the order's account (a signed-in customer's order, even when they typed another contact
 * address), or of the account of that address for a guest's order. A VietQR order's mail carries the
 * transfer to make (./bank-transfers.ts `transferOf`, the shop's account from `deps.config`). A mail
 * failure is logged and swallowed: the order stands, and the storefront's order page shows it anyway.
 */
export async function mailOrderConfirmation(
  deps: { db: Db; mailer: Mailer; clock: () => Date; config: BankAccountConfig },
  order: Order,
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  const transfer = transferOf(deps.db, deps.config, order);
  const { message, summary } = orderConfirmationMail({ ...order, to: order.email, transfer });
  try {
    await sendRecorded(deps, message, { kind: "order_confirmation", summary, refId: order.id, userId: order.userId });
  } catch (err) {
    log.error({ err, orderId: order.id }, "order confirmation mail failed");
  }
}
