/**
 * The author's manuscript drafts, reads (ADR 0015): GET /api/Draft/GetDraftList (own drafts
 * only, newest first, paging, validation) and GET /api/Draft/GetDraftDetail/{id} (shape, files newest
 * first, history oldest first, who may upload a new version, 404 for another author's or an unknown
 * draft, 400 for bad ids, 401 for guests, no-store); and the draft seed's sanity: every status, future
 * expected dates, file rows matching the bytes `ensureSeedDraftFiles` writes.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAFT_STATUSES } from "../constants";
import { draftFiles, drafts } from "../db/schema";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { DRAFT_SEED_FACTS, ensureSeedDraftFiles, seedMissingDrafts } from "../seed/drafts";
import { testApp, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
let lan: string; // the demo customer, author of the seeded drafts
let tuan: string; // the collaborator: no drafts

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "draft-test-secret-0123456789abcdef" }, listen: true });
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});

afterAll(async () => {
  await t?.close();
});

const todayVn = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe("GET /api/Draft/GetDraftList", () => {
  it("lists the author's own drafts newest first, with their summary shape, not cacheable", async () => {
    const res = await t.api("GET", "/api/Draft/GetDraftList", lan);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.totalPage).toBe(1);
    const list: LooseJson[] = res.body.data;
    const { byStatus } = DRAFT_SEED_FACTS;
    expect(list.map((d) => d.id)).toEqual([
      byStatus.received,
      byStatus.under_review,
      byStatus.revision_requested,
      byStatus.rejected,
      byStatus.accepted,
    ]);
    const createdAts = list.map((d) => d.createdAt);
    expect([...createdAts].sort().reverse()).toEqual(createdAts);
    const revision = list.find((d) => d.id === DRAFT_SEED_FACTS.revisionDraftId);
    expect(revision).toEqual({
      id: DRAFT_SEED_FACTS.revisionDraftId,
      title: "Âm vị học phương ngữ Nghệ Tĩnh",
      kind: "chuyen-khao",
      status: "revision_requested",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      expectedCompletionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      latestVersion: 1,
      canUploadNewVersion: true,
    });
    expect(list.find((d) => d.id === byStatus.accepted).latestVersion).toBe(2);
    expect(list.filter((d) => d.canUploadNewVersion).map((d) => d.id)).toEqual([DRAFT_SEED_FACTS.revisionDraftId]);
  });

  it("pages: pageSize 2 gives three pages, the last holding the oldest draft; past the end is empty", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((p) => t.api("GET", `/api/Draft/GetDraftList?page=${p}&pageSize=2`, lan)));
    expect(pages.map((p) => p.body.totalPage)).toEqual([3, 3, 3, 3]);
    expect(pages.map((p) => p.body.data.map((d: LooseJson) => d.id))).toEqual([[5, 4], [3, 2], [1], []]);
  });

  it("orders drafts created at the same instant by id, newest first", async () => {
    const at = "2020-01-01T00:00:00.000Z";
    const base = {
      userId: 3,
      title: "Bản thảo thử",
      authors: "TS. A",
      fieldOfStudy: "Toán học",
      kind: "giao-trinh" as const,
      summary: "…",
      estimatedPages: 10,
      expectedCompletionDate: "2030-01-01",
      contactPhone: "0912345678",
      createdAt: at,
      updatedAt: at,
    };
    const ids = [t.db.insert(drafts).values(base).returning().get().id, t.db.insert(drafts).values(base).returning().get().id];
    try {
      const res = await t.api("GET", "/api/Draft/GetDraftList", tuan);
      expect(res.body.data.map((d: LooseJson) => d.id)).toEqual([...ids].reverse());
    } finally {
      for (const id of ids) t.db.$client.prepare("DELETE FROM drafts WHERE id = ?").run(id);
    }
  });

  it("shows another account none of the demo author's drafts", async () => {
    const res = await t.api("GET", "/api/Draft/GetDraftList", tuan);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, data: [], totalPage: 1 });
  });

  it.each(["page=0", "page=-1", "page=abc", "page=1000000000", "pageSize=0", "pageSize=51", "pageSize=x"])(
    "refuses %s with 400",
    async (q) => {
      const res = await t.api("GET", `/api/Draft/GetDraftList?${q}`, lan);
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe("VALIDATION_FAILED");
    },
  );

  it("asks a guest to sign in (401)", async () => {
    const res = await t.api("GET", "/api/Draft/GetDraftList", null);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe("UNAUTHORIZED");
  });
});

describe("GET /api/Draft/GetDraftDetail/{id}", () => {
  it("gives the draft asking for a revision: metadata, its file, the timeline oldest first with the editor's note", async () => {
    const res = await t.api("GET", `/api/Draft/GetDraftDetail/${DRAFT_SEED_FACTS.revisionDraftId}`, lan);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const d = res.body.data;
    expect(d).toMatchObject({
      id: DRAFT_SEED_FACTS.revisionDraftId,
      status: "revision_requested",
      canUploadNewVersion: true,
      latestVersion: 1,
      authors: expect.stringContaining("PGS.TS."),
      fieldOfStudy: "Ngôn ngữ học",
      estimatedPages: 280,
      contactPhone: "0912345678",
    });
    expect(d.summary.length).toBeGreaterThan(100);
    expect(d.files).toEqual([
      {
        id: DRAFT_SEED_FACTS.revisionFileId,
        version: 1,
        originalName: "Âm vị học phương ngữ Nghệ Tĩnh.pdf",
        format: "PDF",
        contentType: "application/pdf",
        sizeBytes: expect.any(Number),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        uploadedAt: expect.stringMatching(/Z$/),
      },
    ]);
    expect(d.history.map((h: LooseJson) => [h.status, h.actor])).toEqual([
      ["received", "author"],
      ["under_review", "editor"],
      ["revision_requested", "editor"],
    ]);
    expect(d.history.at(-1).note).toMatch(/^Hội đồng biên tập đề nghị/);
    const ats = d.history.map((h: LooseJson) => h.at);
    expect([...ats].sort()).toEqual(ats);
    expect(d.updatedAt).toBe(ats.at(-1));
  });

  it("lists the accepted draft's files newest version first, and allows no new version outside revision_requested", async () => {
    const accepted = (await t.api("GET", `/api/Draft/GetDraftDetail/${DRAFT_SEED_FACTS.byStatus.accepted}`, lan)).body.data;
    expect(accepted.files.map((f: LooseJson) => [f.id, f.version])).toEqual([
      [DRAFT_SEED_FACTS.acceptedFileIds.v2, 2],
      [DRAFT_SEED_FACTS.acceptedFileIds.v1, 1],
    ]);
    expect(accepted.latestVersion).toBe(2);
    for (const status of ["received", "under_review", "accepted", "rejected"] as const) {
      const d = (await t.api("GET", `/api/Draft/GetDraftDetail/${DRAFT_SEED_FACTS.byStatus[status]}`, lan)).body.data;
      expect([d.status, d.canUploadNewVersion]).toEqual([status, false]);
    }
  });

  it("answers 404 DRAFT_NOT_FOUND for another author's draft exactly as for an unknown one", async () => {
    const theirs = await t.api("GET", `/api/Draft/GetDraftDetail/${DRAFT_SEED_FACTS.revisionDraftId}`, tuan);
    const unknown = await t.api("GET", "/api/Draft/GetDraftDetail/999999", lan);
    for (const res of [theirs, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        isSuccess: false,
        errorCode: "DRAFT_NOT_FOUND",
        errorMessage: "Không tìm thấy bản thảo",
        data: null,
      });
    }
  });

  it.each(["0", "-1", "abc", "1.5", "99999999999999999999"])("refuses id %s with 400", async (id) => {
    const res = await t.api("GET", `/api/Draft/GetDraftDetail/${id}`, lan);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("VALIDATION_FAILED");
  });

  it("asks a guest to sign in (401)", async () => {
    const res = await t.api("GET", `/api/Draft/GetDraftDetail/${DRAFT_SEED_FACTS.revisionDraftId}`, null);
    expect(res.status).toBe(401);
  });
});

describe("the draft seed", () => {
  it("has one draft in every status, the open ones expected in the future, every instant in the past", () => {
    const rows = t.db
      .select()
      .from(drafts)
      .all()
      .filter((d) => d.userId === DRAFT_SEED_FACTS.userId);
    expect(rows.map((d) => d.status).sort()).toEqual([...DRAFT_STATUSES].sort());
    const today = todayVn();
    for (const d of rows) {
      if (d.status !== "rejected") expect(d.expectedCompletionDate > today, d.title).toBe(true);
      expect(Date.parse(d.createdAt)).toBeLessThan(Date.now());
      expect(Date.parse(d.updatedAt)).toBeLessThan(Date.now());
    }
  });

  it("writes each seeded file's bytes once, a small PDF matching its row's size and SHA-256", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-seed-"));
    try {
      expect(ensureSeedDraftFiles(dir, t.db).sort()).toEqual([...DRAFT_SEED_FACTS.fileIds]);
      const rows = t.db.select().from(draftFiles).all();
      expect(rows.map((r) => r.id).sort()).toEqual([...DRAFT_SEED_FACTS.fileIds]);
      for (const row of rows) {
        const bytes = fs.readFileSync(path.join(dir, String(row.id)));
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
        expect(bytes.length).toBe(row.sizeBytes);
        expect(createHash("sha256").update(bytes).digest("hex")).toBe(row.sha256);
      }
      // Idempotent: nothing is rewritten, a missing one comes back.
      fs.rmSync(path.join(dir, String(DRAFT_SEED_FACTS.revisionFileId)));
      expect(ensureSeedDraftFiles(dir)).toEqual([DRAFT_SEED_FACTS.revisionFileId]);
      expect(fs.readdirSync(dir).sort()).toEqual(DRAFT_SEED_FACTS.fileIds.map(String).sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("seeds the drafts of a database that has none (seeded before migration 0009), once", () => {
    expect(seedMissingDrafts(t.db)).toBe(false);
    t.db.$client.exec("DELETE FROM draft_status_history; DELETE FROM draft_files; DELETE FROM drafts;");
    expect(seedMissingDrafts(t.db)).toBe(true);
    expect(
      t.db
        .select()
        .from(drafts)
        .all()
        .map((d) => d.id)
        .sort(),
    ).toEqual(Object.values(DRAFT_SEED_FACTS.byStatus).sort());
    expect(t.db.select().from(draftFiles).all()).toHaveLength(DRAFT_SEED_FACTS.fileIds.length);
    expect(seedMissingDrafts(t.db)).toBe(false);
  });
});
