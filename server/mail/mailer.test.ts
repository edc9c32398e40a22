/**
 * The outbox mailer and `readOutbox`: one JSON file per message, names that sort by time, messages of
 * one address newest first; and the Vietnamese security-code mails.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createMailer, OutboxMailer, readOutbox, securityCodeMail, SmtpMailer } from ".";

let dir: string;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nxb-mail-")), "outbox");
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

describe("OutboxMailer", () => {
  it("writes one JSON file per message with the code and purpose; readOutbox lists one address newest first", async () => {
    const mailer = new OutboxMailer(dir);
    await mailer.send(securityCodeMail({ to: "lan@example.vn", code: "012345", purpose: "activation", ttlMinutes: 15 }));
    await mailer.send({ to: "other@example.vn", subject: "Khác", text: "x", html: "<p>x</p>" });
    await mailer.send(securityCodeMail({ to: "lan@example.vn", code: "987654", purpose: "reset", ttlMinutes: 15 }));

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(3);
    for (const f of files) expect(f).toMatch(/^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{6}\.json$/);
    const raw = JSON.parse(fs.readFileSync(path.join(dir, files.sort()[0]!), "utf8"));
    expect(Object.keys(raw).sort()).toEqual(["code", "html", "purpose", "sentAt", "subject", "text", "to"]);
    expect(raw).toMatchObject({
      to: "lan@example.vn",
      code: "012345",
      purpose: "activation",
      subject: "Mã kích hoạt tài khoản Nhà sách Đại học: 012345 (hiệu lực 15 phút)",
    });

    const lan = await readOutbox(dir, " LAN@example.vn ");
    expect(lan.map((m) => m.code)).toEqual(["987654", "012345"]);
    expect(lan[0]!.subject).toBe("Mã xác nhận đặt lại mật khẩu Nhà sách Đại học: 987654 (hiệu lực 15 phút)");
    const other = await readOutbox(dir, "other@example.vn");
    expect(other).toEqual([expect.objectContaining({ code: null, purpose: null, subject: "Khác" })]);
    expect(await readOutbox(path.join(dir, "khong-co"), "lan@example.vn")).toEqual([]);
  });

  it("keeps the order of many messages written in the same millisecond", async () => {
    const at = new Date("2026-11-21T10:00:00.000Z");
    const mailer = new OutboxMailer(dir, () => at);
    for (let i = 0; i < 20; i++)
      await mailer.send({ to: "a@b.vn", subject: String(i), text: "", html: "", code: String(i).padStart(6, "0"), purpose: "reset" });
    expect((await readOutbox(dir, "a@b.vn")).map((m) => Number(m.subject))).toEqual([...Array(20).keys()].reverse());
  });

  it("escapes HTML and says the code's lifetime", () => {
    const mail = securityCodeMail({ to: "x<y>@example.vn", code: "000001", purpose: "reset", ttlMinutes: 15 });
    expect(mail.html).toContain("x&lt;y&gt;@example.vn");
    expect(mail.html).not.toContain("<y>");
    expect(mail.text).toContain("15 phút");
  });
});

describe("createMailer", () => {
  it("uses the outbox without SMTP_URL and nodemailer with it", () => {
    expect(createMailer(loadConfig({}, { OUTBOX_DIR: dir }))).toBeInstanceOf(OutboxMailer);
    expect(createMailer(loadConfig({}, { SMTP_URL: "smtp://127.0.0.1:2525" }))).toBeInstanceOf(SmtpMailer);
    expect(createMailer(loadConfig({ SMTP_URL: "" }))).toBeInstanceOf(OutboxMailer);
  });
});
