/**
 * The environment of the shop the e2e suite starts (playwright.config.ts): fixed ports and secrets,
 * a fresh temporary folder for the database and the mail outbox per run.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "nxb-e2e-"));
// Later imports (the test workers) must see the same folder as the config that created it.
process.env.E2E_DATA_DIR = dir;

const OIDC_PORT = process.env.E2E_OIDC_PORT ?? "5311";

export const E2E_ENV = {
  PORT: process.env.E2E_PORT ?? "3310",
  UPSTREAM_PORT: process.env.E2E_UPSTREAM_PORT ?? "5310",
  // "Đăng nhập bằng Google" against the OpenID provider double (scripts/oidc-mock.mjs), for the
  // storefront (code flow) and the upstream (id_token verification) alike.
  OIDC_PORT,
  GOOGLE_CLIENT_ID: "e2e-google-client",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
  GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
  DATABASE_URL: path.join(dir, "e2e.sqlite"),
  OUTBOX_DIR: path.join(dir, "outbox"),
  // Manuscript files in the run's folder, not in the worktree's ./data/drafts of every run.
  DRAFT_FILES_DIR: path.join(dir, "drafts"),
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
  JWT_SECRET: "e2e-jwt-secret-0123456789abcdef0123456789",
  NODE_ENV: "production",
} as const;
