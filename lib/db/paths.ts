import path from "node:path";

/** Which database the library lives in: a SQLite file, or a PostgreSQL server. */
export type DatabaseTarget = { provider: "sqlite"; file: string } | { provider: "postgresql"; url: string };

export const isPostgresUrl = (value: string) => /^postgres(ql)?:\/\//i.test(value);

/**
 * A `--from`/`--to` style argument: a PostgreSQL URL, a `file:` URL or a path
 * to a SQLite file (relative to the working directory).
 */
export function parseTarget(value: string): DatabaseTarget {
  if (isPostgresUrl(value)) return { provider: "postgresql", url: value };
  const file = value.startsWith("file:") ? value.slice("file:".length) : value;
  return { provider: "sqlite", file: path.resolve(/*turbopackIgnore: true*/ process.cwd(), file) };
}

/**
 * The app's database: a `postgresql://` DATABASE_URL selects PostgreSQL, unless
 * WARBENCH_DB names a SQLite file; otherwise SQLite as databasePath() says.
 */
export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL;
  if (url && isPostgresUrl(url) && !env.WARBENCH_DB) return { provider: "postgresql", url };
  return { provider: "sqlite", file: databasePath(env) };
}

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

let repositoryRoot: string | undefined;

/**
 * Where prisma/ is, for a process not started in the repository (the CLI run
 * from anywhere); the studio runs from it and never calls this.
 */
export function setRepositoryRoot(root: string): void {
  repositoryRoot = root;
}

/** The committed migration SQL of one provider (same numbered folders for both). */
export function migrationsDir(provider: DatabaseTarget["provider"] = "sqlite"): string {
  return path.resolve(/*turbopackIgnore: true*/ repositoryRoot ?? process.cwd(), "prisma", "migrations", provider);
}

/** A PostgreSQL URL without its password, fit for messages. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.provider === "sqlite") return target.file;
  try {
    const url = new URL(target.url);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "the PostgreSQL URL given";
  }
}
