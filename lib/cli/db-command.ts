import type { Db } from "@/lib/db/db";
import { type DatabaseTarget, describeTarget, parseTarget, setRepositoryRoot } from "@/lib/db/paths";
import { repositoryRoot } from "./repository-root";
import { DB_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

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
  setRepositoryRoot(repositoryRoot());
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
