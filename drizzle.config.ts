import { defineConfig } from "drizzle-kit";

/** drizzle-kit configuration: `npm run db:generate` writes SQL migrations from the schema. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
