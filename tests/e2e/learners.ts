/**
 * Test fixtures of the learning specs (issues 13–14) that write straight into the e2e database
 * (`E2E_ENV.DATABASE_URL`, the reference upstream's SQLite file): giving a fresh account a course
 * without going through a checkout (the checkout and its grants are tested by their own specs and
 * take ~20 s per purchase), and moving an exam attempt into the past to simulate the clock.
 */
import Database from "better-sqlite3";
import { ORDER_SEED_FACTS } from "../../server/seed/orders";
import { E2E_ENV } from "./env";

function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(E2E_ENV.DATABASE_URL, { fileMustExist: true, timeout: 10_000 });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * Makes the registered account `email` own course `courseId` as if it had bought it: a paid copy of
 * the demo customer's course order (new code and idempotency key, this account as customer) and the
 * grant of the course through it, in one transaction.
 * @throws Error when no account has this e-mail.
 */
export function grantCourse(email: string, courseId: number): void {
  withDb((db) =>
    db.transaction(() => {
      const user = db.prepare("SELECT id FROM users WHERE email = ? COLLATE NOCASE").get(email) as { id: number } | undefined;
      if (!user) throw new Error(`grantCourse: no account ${email}`);
      const columns = (db.prepare("PRAGMA table_info(orders)").all() as { name: string }[]).map((c) => c.name).filter((n) => n !== "id");
      const tag = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
      const override: Record<string, string> = { code: "?", idempotency_key: "?", user_id: "?", email: "?" };
      const select = columns.map((c) => override[c] ?? `"${c}"`).join(", ");
      const params = columns.filter((c) => c in override).map((c) => ({ code: tag, idempotency_key: tag, user_id: user.id, email })[c]);
      const order = db
        .prepare(
          `INSERT INTO orders (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${select} FROM orders WHERE id = ${ORDER_SEED_FACTS.courseOrderId}`,
        )
        .run(...params);
      db.prepare("INSERT INTO user_courses (user_id, course_id, order_id, granted_at) VALUES (?, ?, ?, ?)").run(
        user.id,
        courseId,
        Number(order.lastInsertRowid),
        new Date().toISOString(),
      );
    })(),
  );
}

/**
 * Moves an exam attempt `ms` milliseconds into the past (its start and deadline), as if that much
 * time had gone by: the upstream then treats it by its own clock.
 */
export function moveAttemptIntoPast(attemptId: number, ms: number): void {
  withDb((db) => {
    const shift = (iso: string | null) => (iso === null ? null : new Date(Date.parse(iso) - ms).toISOString());
    const row = db.prepare("SELECT started_at AS s, deadline_at AS d FROM exam_attempts WHERE id = ?").get(attemptId) as
      { s: string; d: string | null } | undefined;
    if (!row) throw new Error(`moveAttemptIntoPast: no attempt ${attemptId}`);
    db.prepare("UPDATE exam_attempts SET started_at = ?, deadline_at = ? WHERE id = ?").run(shift(row.s), shift(row.d), attemptId);
  });
}
