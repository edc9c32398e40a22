/**
 * The manuscript pages against a real reference upstream (ADR 0015 and ADR 0007): the
 * intake page for a guest (the public text, shareable) and for the demo author (their five drafts,
 * never shareable); a draft's detail and its file download for the owner only — another customer
 * gets the 404 page / 404 text, a guest the login redirect.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { DRAFT_SEED_FACTS, ensureSeedDraftFiles } from "../../server/seed/drafts";
import { browse, call, CookieJar, getRequest, signedIn, useUpstream } from "./support";

const filesDir = mkdtempSync(path.join(tmpdir(), "nxb-drafts-"));
const upstream = useUpstream({ DRAFT_FILES_DIR: filesDir });
let intakeRoute: typeof import("~/routes/draft-intake");
let detailRoute: typeof import("~/routes/draft-detail");
let fileRoute: typeof import("~/routes/draft-file");

beforeAll(async () => {
  ensureSeedDraftFiles(filesDir, upstream.db);
  intakeRoute = await import("~/routes/draft-intake");
  detailRoute = await import("~/routes/draft-detail");
  fileRoute = await import("~/routes/draft-file");
});
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const { revisionDraftId: draft, revisionFileId: file } = DRAFT_SEED_FACTS;
const author = () => signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
const other = () => signedIn(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);

type Intake = { signedIn: boolean; drafts: { id: number; status: string }[]; page: number; totalPage: number };

describe("the intake page", () => {
  it("shows a guest the public text only", async () => {
    const out = await browse(new CookieJar(), intakeRoute.loader, getRequest("/tiep-nhan-ban-thao"));
    expect(out.status).toBe(200);
    expect(out.data).toMatchObject({ signedIn: false, drafts: [], maxFileMb: 50 });
  });

  it("lists the author's five drafts, one per status; letters and page 0 are page 1", async () => {
    const jar = await author();
    for (const q of ["", "?trang=abc", "?trang=0", "?trang=-1"]) {
      const out = await browse(jar, intakeRoute.loader, getRequest(`/tiep-nhan-ban-thao${q}`, jar));
      const page = out.data as Intake;
      expect([out.status, page.signedIn, page.page], q).toEqual([200, true, 1]);
      expect(page.drafts.map((d) => d.status).sort(), q).toEqual(Object.keys(DRAFT_SEED_FACTS.byStatus).sort());
    }
  });

  it("shows another customer an empty list, not the author's drafts", async () => {
    const jar = await other();
    const out = await browse(jar, intakeRoute.loader, getRequest("/tiep-nhan-ban-thao", jar));
    expect((out.data as Intake).drafts).toEqual([]);
  });
});

describe("a draft's detail and its files are the owner's only", () => {
  it("shows the owner the draft asking for a revision, with its version and the editor's note", async () => {
    const jar = await author();
    const out = await browse(jar, detailRoute.loader, getRequest(`/chi-tiet-ban-thao/${draft}`, jar), { id: String(draft) });
    expect(out.status).toBe(200);
    const { draft: d } = out.data as {
      draft: { status: string; canUploadNewVersion: boolean; files: { id: number }[]; history: { actor: string; note: string | null }[] };
    };
    expect([d.status, d.canUploadNewVersion]).toEqual(["revision_requested", true]);
    expect(d.files.map((f) => f.id)).toEqual([file]);
    expect(d.history.at(-1)).toMatchObject({ actor: "editor", note: expect.any(String) });
  });

  it("streams the owner's file as a private attachment", async () => {
    const jar = await author();
    const out = await call(fileRoute.loader, getRequest(`/chi-tiet-ban-thao/${draft}/tep/${file}`, jar), {
      id: String(draft),
      fileId: String(file),
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("Content-Type")).toBe("application/pdf");
    expect(out.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
    expect(out.headers.get("Cache-Control")).toBe("private, no-store");
    expect(out.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(String(out.data).startsWith("%PDF")).toBe(true);
  });

  it("answers another customer with the 404 page and 404 text, whatever the id", async () => {
    const jar = await other();
    for (const id of [String(draft), "99999999", "-1", "abc"]) {
      const page = await call(detailRoute.loader, getRequest(`/chi-tiet-ban-thao/${id}`, jar), { id });
      expect([page.status, page.thrown], id).toEqual([404, true]);
      const bytes = await call(fileRoute.loader, getRequest(`/chi-tiet-ban-thao/${id}/tep/${file}`, jar), { id, fileId: String(file) });
      expect([bytes.status, bytes.thrown], id).toEqual([404, true]);
      expect(String(bytes.data)).not.toContain("%PDF");
    }
  });

  it("sends a guest to log in, for the page and the file", async () => {
    const page = await call(detailRoute.loader, getRequest(`/chi-tiet-ban-thao/${draft}`), { id: String(draft) });
    expect(page.location).toBe(`/login?redirectTo=${encodeURIComponent(`/chi-tiet-ban-thao/${draft}`)}`);
    const bytes = await call(fileRoute.loader, getRequest(`/chi-tiet-ban-thao/${draft}/tep/${file}`), {
      id: String(draft),
      fileId: String(file),
    });
    expect(bytes.location).toBe(`/login?redirectTo=${encodeURIComponent(`/chi-tiet-ban-thao/${draft}/tep/${file}`)}`);
  });
});
