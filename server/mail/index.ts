/** Mail of the reference upstream: the `Mailer` interface, its outbox and SMTP versions, the messages. */
export { createMailer, OutboxMailer, readOutbox, SmtpMailer, type Mailer, type MailMessage, type MailPurpose } from "./mailer";
export { invoiceMail, orderConfirmationMail, orderStatusMail, securityCodeMail, type OrderStatusStep } from "./messages";
