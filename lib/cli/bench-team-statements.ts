/**
 * BENCH_PG_LOG=1 for `npm run bench:team -- --capacity`: where PostgreSQL's
 * time goes in each step. The throwaway server is told to log every
 * statement's duration and every lock wait over 5 ms (ALTER SYSTEM, then a
 * reload; its server.log is found through the postmaster's -D), and each step's
 * stretch of the log is summed up per statement: the time the server spent on
 * it (parse, bind and execute) and the waits for a row lock. Logging costs the
 * server time itself, so the figures of a run with it are not the capacity.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export interface StatementFigures {
  /** Per statement (its verb and table, e.g. "INSERT Revision"): how many executed, and the server's milliseconds on it. */
  statements: Map<string, { count: number; ms: number }>;
  /**
   * Waits for a lock that lasted over deadlock_timeout (5 ms): each wait's
   * milliseconds, and the relation, by name, or as "#<oid>" where the log
   * gives only that (a tuple's lock queue).
   */
  lockWaits: { ms: number; relation: string }[];
}

/** "UPDATE Document", "SELECT Session", "COMMIT": a statement's kind from its text as Prisma writes it. */
export function statementKind(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? "?";
  const table =
    verb === "SELECT"
      ? /\bFROM\s+(?:"\w+"\.)?"(\w+)"/i.exec(text)?.[1]
      : /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:"\w+"\.)?"(\w+)"/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const DURATION = /LOG:\s+duration: ([\d.]+) ms\s+(?:(?:parse|bind|execute) [^:]*|statement): (.*)$/;
const ACQUIRED = /LOG:\s+process \d+ acquired \w+ on .* after ([\d.]+) ms/;

/** Sums a stretch of the server's log (log_line_prefix's default, "%m [%p] "). */
export function summariseLog(text: string): StatementFigures {
  const figures: StatementFigures = { statements: new Map(), lockWaits: [] };
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    const duration = DURATION.exec(line);
    if (duration) {
      const kind = statementKind(duration[2]!);
      const entry = figures.statements.get(kind) ?? { count: 0, ms: 0 };
      entry.ms += Number(duration[1]);
      // Parse and bind are steps of the one execution that the execute line ends.
      if (!/duration: [\d.]+ ms\s+(?:parse|bind) /.test(line)) entry.count += 1;
      figures.statements.set(kind, entry);
      continue;
    }
    const acquired = ACQUIRED.exec(line);
    if (acquired) {
      const context = lines[index + 1] ?? "";
      const relation = /relation "(\w+)"/.exec(context)?.[1] ?? (/of relation (\d+)/.exec(line)?.[1] ? `#${/of relation (\d+)/.exec(line)![1]}` : "?");
      figures.lockWaits.push({ ms: Number(acquired[1]), relation });
    }
  }
  return figures;
}

/** The throwaway server's log, read a step at a time. */
export class StatementLog {
  private constructor(
    private readonly file: string,
    private readonly url: string,
  ) {}

  /** Turns the logging on; null (with the reason on stderr) when the server's log cannot be found. */
  static async start(url: string, postmaster: number, log: (line: string) => void): Promise<StatementLog | null> {
    let argv: string[];
    try {
      argv = fs.readFileSync(`/proc/${postmaster}/cmdline`, "utf8").split("\0");
    } catch {
      log("bench:team: BENCH_PG_LOG: the server's command line is not readable; going on without its log");
      return null;
    }
    const data = argv[argv.indexOf("-D") + 1];
    // pg-test-server.mjs starts the server with "pg_ctl -l <its folder>/server.log".
    const file = data ? path.join(path.dirname(data), "server.log") : "";
    if (!data || !fs.existsSync(file)) {
      log("bench:team: BENCH_PG_LOG: the server's log is not where pg-test-server.mjs puts it; going on without it");
      return null;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const setting of ["log_min_duration_statement = 0", "log_parameter_max_length = 0", "log_lock_waits = on", "deadlock_timeout = '5ms'"]) {
        await client.query(`ALTER SYSTEM SET ${setting}`);
      }
      await client.query("SELECT pg_reload_conf()");
    } finally {
      await client.end();
    }
    return new StatementLog(file, url);
  }

  /** Where the log ends now. */
  mark(): number {
    return fs.statSync(this.file).size;
  }

  /** The figures of the log between two marks, relations the log gives by number named. */
  async since(from: number, to = this.mark()): Promise<StatementFigures> {
    const length = Math.max(0, to - from);
    const buffer = Buffer.alloc(length);
    const fd = fs.openSync(this.file, "r");
    try {
      fs.readSync(fd, buffer, 0, length, from);
    } finally {
      fs.closeSync(fd);
    }
    const figures = summariseLog(buffer.toString("utf8"));
    const oids = [...new Set(figures.lockWaits.map((wait) => wait.relation).filter((name) => name.startsWith("#")))];
    if (oids.length === 0) return figures;
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      const rows = (await client.query("SELECT oid::text AS oid, relname FROM pg_class WHERE oid = ANY($1::oid[])", [oids.map((oid) => oid.slice(1))])).rows as { oid: string; relname: string }[];
      const names = new Map(rows.map((row) => [`#${row.oid}`, row.relname]));
      for (const wait of figures.lockWaits) wait.relation = names.get(wait.relation) ?? wait.relation;
    } finally {
      await client.end();
    }
    return figures;
  }
}
