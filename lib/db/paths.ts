import path from "node:path";

/**
 * Where the SQLite file lives: WARBENCH_DB (a path) or DATABASE_URL (`file:…`),
 * else data/warbench.db. Relative paths resolve from the working directory once,
 * here, so the app, the CLI and Prisma's config agree.
 */
export function databasePath(env: NodeJS.ProcessEnv = process.env): string {
  const fromUrl = env.DATABASE_URL?.startsWith("file:") ? env.DATABASE_URL.slice("file:".length) : undefined;
  const chosen = env.WARBENCH_DB ?? fromUrl ?? path.join("data", "warbench.db");
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), chosen);
}

export function migrationsDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations", "sqlite");
}
