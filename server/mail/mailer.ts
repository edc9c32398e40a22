/**
 * Outgoing mail of the reference upstream (activation and password-reset codes, spec §4
 * "Registration", "Forgot password").
 *
 * - `OutboxMailer` (default): writes every message as one JSON file into OUTBOX_DIR, so developers
 *   and tests read the codes without a mail server. File format: see `OutboxMessage`.
 * - `SmtpMailer`: sends through nodemailer when SMTP_URL is set.
 *
 * `createMailer(config)` picks one; server/main.ts passes it to `buildApp` as `deps.mailer`
 * (tests may pass their own, any object with `send`).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { UpstreamConfig } from "../config";

/** What a security-code mail is for (same values as `security_codes.purpose`). */
export type MailPurpose = "activation" | "reset";

/**
 * One message. `code` and `purpose` are metadata for the outbox (so a test or a developer can read
 * the code without parsing the body); `SmtpMailer` does not send them as headers.
 */
export interface MailMessage {
  /** One recipient address. */
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** HTML body (values escaped). */
  html: string;
  /** The 6-digit security code the message carries, when it carries one. */
  code?: string;
  purpose?: MailPurpose;
  /** Files sent with the message (the invoice PDF). */
  attachments?: MailAttachment[];
}

/** A file attached to a message. */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends mail. `send` rejects when the message could not be handed over (SMTP error, disk full …). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * A file of the outbox: `{to, subject, text, html, code, purpose, sentAt}` (UTF-8 JSON; `code` and
 * `purpose` are null for messages without a code; `sentAt` ISO-8601 UTC). File name
 * `{yyyyMMddTHHmmssSSSZ}-{6-digit sequence}-{6 hex}.json`, so a plain name sort is a time sort.
 */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  code: string | null;
  purpose: MailPurpose | null;
  sentAt: string;
  /** Attached files, base64 (absent in files written before attachments existed). */
  attachments?: { filename: string; contentType: string; size: number; base64: string }[];
  /** The file's name (added by `readOutbox`, not stored). */
  file: string;
}

/** Per-process sequence: keeps the order of files written in the same millisecond. */
let sequence = 0;

/** Writes each message as a JSON file in `dir` (created on first use, mode 0700; files 0600). */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Writes `message` atomically (temporary file, then rename). Rejects on a file-system error. */
  async send(message: MailMessage): Promise<void> {
    const sentAt = this.clock();
    const stamp = sentAt.toISOString().replace(/[-:.]/g, "");
    sequence = (sequence + 1) % 1_000_000;
    const name = `${stamp}-${String(sequence).padStart(6, "0")}-${randomBytes(3).toString("hex")}.json`;
    const body = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      code: message.code ?? null,
      purpose: message.purpose ?? null,
      sentAt: sentAt.toISOString(),
      // Attachments as base64, so a test or a developer can open the file the buyer would get
      // (the key only when there are some: the file of a plain message keeps its shape).
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
              base64: a.content.toString("base64"),
            })),
          }
        : {}),
    };
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const tmp = path.join(this.dir, `.${name}.tmp`);
    await fs.writeFile(tmp, `${JSON.stringify(body, null, 2)}\n`, { encoding: "utf8", mode: 0o600 });
    await fs.rename(tmp, path.join(this.dir, name));
  }
}

/** Sends through an SMTP server (nodemailer) given as a URL, e.g. `smtps://user:pass@host:465`. */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  /** Hands the message to the SMTP server. Rejects with nodemailer's error when it refuses. */
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
  }
}

/** The mailer of a configuration: `SmtpMailer` when SMTP_URL is set, else `OutboxMailer(OUTBOX_DIR)`. */
export function createMailer(config: Pick<UpstreamConfig, "SMTP_URL" | "MAIL_FROM" | "OUTBOX_DIR">): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(config.OUTBOX_DIR);
}

/**
 * The outbox messages sent to `email` (compared case-insensitively, trimmed), newest first.
 * A missing folder gives `[]`; unreadable or malformed files are skipped.
 * @param dir the OUTBOX_DIR the mailer wrote to.
 */
export async function readOutbox(dir: string, email: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const wanted = email.trim().toLowerCase();
  const out: OutboxMessage[] = [];
  for (const file of names
    .filter((n) => n.endsWith(".json") && !n.startsWith("."))
    .sort()
    .reverse()) {
    try {
      const parsed = JSON.parse(await fs.readFile(path.join(dir, file), "utf8")) as Omit<OutboxMessage, "file">;
      if (typeof parsed.to === "string" && parsed.to.trim().toLowerCase() === wanted) out.push({ ...parsed, file });
    } catch {
      // A file being written by another process, or not ours: skip it.
    }
  }
  return out;
}
