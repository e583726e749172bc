import path from "node:path";
import type { Db } from "@/lib/db/db";
import { type DatabaseTarget, describeTarget, parseTarget, setRepositoryRoot } from "@/lib/db/paths";

type Io = { out: (s: string) => void; err: (s: string) => void };

export const DB_USAGE = `Usage: warbench db copy --from <url-or-file> --to <url-or-file> [--force]

  Copies a whole library (projects, documents with every revision, pictures,
  playtests, balance reports, team mode's users and grants) between SQLite
  files and PostgreSQL databases,
  either way: a postgresql:// URL, or a SQLite file path (or file: URL). The
  source must be an existing library; the target is created or migrated as
  the studio would, and must be empty unless --force, which replaces what it
  holds. One transaction: the copy is checked (row counts and SHA-256 of
  every table) before it commits, else the target is left as it was. Stop
  the studio using the source first. Exit 1 on failure, 2 on bad arguments.
`;

/** --from/--to values (as `--from x` or `--from=x`), --force, or the first thing not understood. */
function parse(args: readonly string[]): { from?: string; to?: string; force: boolean; bad?: string } {
  const parsed: { from?: string; to?: string; force: boolean; bad?: string } = { force: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if (name === "--force" && inline === undefined) parsed.force = true;
    else if (name === "--from" || name === "--to") {
      const value = inline ?? args[(i += 1)];
      if (!value || value.startsWith("--")) return { ...parsed, bad: `${name} needs a URL or file` };
      parsed[name === "--from" ? "from" : "to"] = value;
    } else return { ...parsed, bad: arg.startsWith("--") ? `unknown option ${arg}` : `unexpected argument "${arg}"` };
  }
  return parsed;
}

export async function runDb(args: readonly string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== "copy") {
    io.err(`warbench: ${sub ? `unknown db command "${sub}"` : "db needs a command"}.\n${DB_USAGE}`);
    return 2;
  }
  const { from, to, force, bad } = parse(rest);
  if (bad || !from || !to) {
    io.err(`warbench: ${bad ?? "db copy needs --from and --to"}.\n${DB_USAGE}`);
    return 2;
  }
  const source = parseTarget(from);
  const target = parseTarget(to);
  if (JSON.stringify(source) === JSON.stringify(target)) {
    io.err("warbench db copy: the source and the target are the same library.\n");
    return 2;
  }
  // The database layer loads only now: `warbench --help` shows this usage without it.
  const [{ openDatabase }, { copyLibrary, describeDatabaseError, libraryExists }] = await Promise.all([
    import("@/lib/db/client"),
    import("@/lib/db/copy-library"),
  ]);
  // The migrations to apply are the repository's, wherever the command runs from.
  setRepositoryRoot(path.resolve(import.meta.dirname, "..", ".."));
  let current: DatabaseTarget = source;
  const opened: Db[] = [];
  try {
    if (!(await libraryExists(source))) {
      io.err(`warbench db copy: ${describeTarget(source)} holds no Warbench library.\n`);
      return 1;
    }
    const fromDb = await openDatabase(source);
    opened.push(fromDb);
    current = target;
    const toDb = await openDatabase(target);
    opened.push(toDb);
    current = source;
    const digests = await copyLibrary(fromDb, toDb, { force });
    const counts = digests.map((d) => `${d.rows} ${d.table}`).join(", ");
    io.out(`Copied ${describeTarget(source)} to ${describeTarget(target)}: ${counts}; counts and SHA-256 of every table verified.\n`);
    return 0;
  } catch (error) {
    io.err(`warbench db copy: ${describeDatabaseError(error, current)}\n`);
    return 1;
  } finally {
    for (const db of opened) await db.$disconnect().catch(() => undefined);
  }
}
