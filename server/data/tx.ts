/**
 * Handles the data-access modules take: the database, or the transaction Drizzle passes to a
 * `db.transaction` callback (same query API). Domain modules open transactions; data modules run
 * inside whichever handle they are given.
 */
import type { Db } from "../db/client";

/** The transaction handle of a `db.transaction` callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The database or a transaction. */
export type DbOrTx = Db | Tx;
