/** Mail of the reference upstream: the `Mailer` interface, its outbox and SMTP versions, the messages. */
export { createMailer, OutboxMailer, readOutbox, SmtpMailer, type Mailer, type MailPurpose } from "./mailer";
export { securityCodeMail } from "./messages";
