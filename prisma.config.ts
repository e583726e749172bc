import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma 7 reads no .env by itself; the app resolves the same default in lib/db/paths.ts.
export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations", "sqlite") },
  datasource: { url: process.env.DATABASE_URL ?? "file:./data/warbench.db" },
});
