/**
 * What both runs of `npm run bench:team` share (bench-team.ts, the realistic
 * run; bench-team-capacity.ts, the capacity ramp): the database, the team and
 * its ten documents, and the simulated user's loop, each request going the way
 * the studio's server actions go: the session token checked (userForToken),
 * the access check (checkDocument), then openDocument or saveRevision with the
 * user as author. A conflict is counted, the document reloaded, the edit made
 * again and saved until it lands (a save under way at the deadline is
 * finished, not dropped).
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { bigMap } from "@/lib/bench/big-map";
import { seededRandom } from "@/lib/area-painter/synthetic";
import { type Actor, checkDocument, authorName } from "@/lib/auth/access";
import { hashPassword } from "@/lib/auth/password";
import { SignInLimiter } from "@/lib/auth/rate-limit";
import { signIn, userForToken } from "@/lib/auth/sessions";
import { sampleBundles } from "@/lib/samples";
import { createUser, setGrant } from "../db/accounts";
import { type AckedSave, sha256 } from "../db/bench-team-check";
import { chooseEdit, type Rand } from "./bench-team-edits";
import type { Db } from "../db/db";
import { createDocument, openDocument } from "../db/documents";
import { ConflictError, StoreError } from "../db/errors";
import { isPostgresUrl } from "../db/paths";
import { createProject } from "../db/projects";
import { saveRevision } from "../db/revisions";
// @ts-expect-error -- a plain .mjs script (also run by hand), without types
import { startPgServer } from "../db/pg-test-server.mjs";

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, not "${raw}".`);
    process.exit(2);
  }
  return value;
}

/** Chance, before each edit, that the user opens a document (again): the studio's editor otherwise saves on from its last save. */
const OPEN_CHANCE = 0.3;
/** Chance that the document opened is not the user's own (each user has one of the ten as theirs). */
const ELSEWHERE_CHANCE = 0.25;
/** A save retried this often without landing is a bug in the bench or the store, not load. */
const MAX_ATTEMPTS = 200;

export const log = (line: string) => process.stderr.write(`${line}\n`);

// ---------- the database ----------

export interface BenchDatabase {
  url: string;
  /** The throwaway server's port, whose processes' CPU time the capacity run reads; null on DATABASE_URL's server. */
  localPort: number | null;
  cleanup: () => Promise<void>;
}

async function sql(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A database of the bench's own on DATABASE_URL's server, or that database if it is empty; refuses otherwise. */
async function givenServer(url: string): Promise<BenchDatabase> {
  const name = `warbench_bench_${randomBytes(5).toString("hex")}`;
  try {
    await sql(url, `CREATE DATABASE "${name}"`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    log(`bench:team: created database ${name} on DATABASE_URL's server; dropped at the end`);
    return {
      url: own.toString(),
      localPort: null,
      cleanup: async () => void (await sql(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
    };
  } catch (error) {
    log(`bench:team: cannot create a database of its own (${error instanceof Error ? error.message : String(error)}); trying DATABASE_URL's database`);
  }
  const tables = await sql(url, "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema()");
  if ((tables.rows[0] as { n: number }).n > 0) {
    log("bench:team: DATABASE_URL's database is not empty and no database of the bench's own could be created: give it an empty database (the bench writes users, a project and thousands of revisions), or unset DATABASE_URL to use a throwaway server.");
    process.exit(2);
  }
  log("bench:team: running in DATABASE_URL's empty database; its data stay there");
  return { url, localPort: null, cleanup: async () => {} };
}

async function benchDatabase(): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL;
  if (given && isPostgresUrl(given)) return givenServer(given);
  // BENCH_PG_DURABLE=1: commits wait for the WAL to reach the disk, as on a real server (the throwaway server skips that).
  const durable = process.env.BENCH_PG_DURABLE === "1";
  const server = (await startPgServer({ log, durable })) as { url: string; stop: () => void };
  log(`bench:team: throwaway PostgreSQL server at ${server.url}${durable ? " (durable: fsync and synchronous commit on)" : " (fsync and synchronous commit off)"}`);
  return { url: server.url, localPort: Number(new URL(server.url).port), cleanup: async () => server.stop() };
}

/**
 * Runs `body` on the bench's database and removes it afterwards, on Ctrl-C
 * too; an error is one line on stderr and exit status 1.
 */
export async function withBenchDatabase(body: (database: BenchDatabase) => Promise<void>): Promise<void> {
  const database = await benchDatabase();
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await database.cleanup();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      log(`bench:team: ${signal}, stopping`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  try {
    await body(database);
  } catch (error) {
    log(`bench:team: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await cleanup();
    // Other users may still be mid-request on the stopped server: do not wait for them.
    process.exit(1);
  }
  await cleanup();
}

// ---------- the team and its documents ----------

export interface BenchDocument {
  id: string;
  kind: string;
  bytes: number;
}

export interface SimUser {
  index: number;
  name: string;
  token: string;
  home: BenchDocument;
}

/** Ten documents: the Next War sample's game ×2, map ×3, scenario ×3, and two 200×150 maps. */
export async function createDocuments(db: Db): Promise<{ projectId: string; documents: BenchDocument[] }> {
  const sample = sampleBundles().find((s) => s.slug === "nextwar-sample");
  if (!sample) throw new Error("The Next War sample (lib/samples/nextwar-sample) is missing.");
  const byKind = (kind: string) => sample.bundle.documents.find((d) => d.kind === kind)!;
  const plan = [
    ...[1, 2].map((n) => ({ ...byKind("game"), n })),
    ...[1, 2, 3].map((n) => ({ ...byKind("map"), n })),
    ...[1, 2, 3].map((n) => ({ ...byKind("scenario"), n })),
    ...[1, 2].map((n) => ({ kind: "map", name: "Benchmark theatre", content: bigMap() as unknown, n })),
  ];
  const project = await createProject(db, { name: "Team load test" });
  const documents: BenchDocument[] = [];
  for (const entry of plan) {
    const doc = await createDocument(db, project.id, { kind: entry.kind, name: `${entry.name} ${entry.n}`, content: entry.content });
    documents.push({ id: doc.id, kind: entry.kind, bytes: Buffer.byteLength(JSON.stringify(entry.content)) });
  }
  return { projectId: project.id, documents };
}

/**
 * Users `from` … `from + count - 1` with real argon2 password hashes, editor
 * grants on the project, and sessions from a real sign-in; user i's own
 * document is the (i mod 10)th.
 */
export async function createUsers(db: Db, projectId: string, documents: BenchDocument[], count: number, from = 0): Promise<SimUser[]> {
  const limiter = new SignInLimiter();
  const users: SimUser[] = [];
  for (let index = from; index < from + count; index += 1) {
    const name = `designer-${String(index + 1).padStart(2, "0")}`;
    const password = `load test ${randomBytes(9).toString("base64url")}`;
    await createUser(db, { name, passwordHash: await hashPassword(password) });
    await setGrant(db, projectId, name, "editor");
    const signedIn = await signIn(db, { name, password, client: "bench" }, limiter, new Date());
    if (!signedIn.ok) throw new Error(`Sign-in of ${name} failed: ${signedIn.error}`);
    users.push({ index, name, token: signedIn.token, home: documents[index % documents.length]! });
  }
  return users;
}

// ---------- the simulated users ----------

/** What a server action does first: the session cookie's user, or "sign in again". */
async function requireActor(db: Db, token: string): Promise<Actor> {
  const user = await userForToken(db, token, new Date());
  if (!user) throw new StoreError("unauthenticated", "Your session has ended: sign in again.");
  return { kind: "user", user };
}

/** The loadDocument server action; the client reads the JSON text it answers (timed apart, as the browser's work). */
async function load(db: Db, user: SimUser, doc: BenchDocument): Promise<{ base: string | null; text: string }> {
  const actor = await requireActor(db, user.token);
  await checkDocument(db, actor, doc.id, "read");
  const opened = await openDocument(db, doc.id);
  if (!opened.revision) throw new Error(`Document ${doc.id} has no revision.`);
  return { base: opened.revision.id, text: opened.revision.content };
}

/** What the save route (app/api/documents/[documentId]/revisions) does: content arrives as JSON text. */
async function save(db: Db, user: SimUser, documentId: string, baseRevisionId: string | null, content: string) {
  const actor = await requireActor(db, user.token);
  await checkDocument(db, actor, documentId, "edit");
  return saveRevision(db, { documentId, baseRevisionId, content, author: authorName(actor) });
}

export interface PhaseStats {
  saves: number;
  conflicts: number;
  saveMs: number[];
  loadMs: number[];
  /**
   * Time this process spent on the simulated browsers' side: parsing what a
   * load answered, editing, serialising for the save (and hashing it for the
   * check). The rest of its CPU time is the studio's.
   */
  clientMs: number;
  elapsedS: number;
}

/** The user's time between opening and saving, in ms; null for none (the capacity run). */
export type Think = { min: number; max: number } | null;

async function simulate(db: Db, user: SimUser, documents: BenchDocument[], rand: Rand, deadline: number, think: Think, stats: PhaseStats, acks: AckedSave[]) {
  let open: { doc: BenchDocument; base: string | null; content: Record<string, unknown> } | null = null;
  const timedLoad = async (doc: BenchDocument) => {
    const start = performance.now();
    const loaded = await load(db, user, doc);
    const answered = performance.now();
    stats.loadMs.push(answered - start);
    const content = JSON.parse(loaded.text) as Record<string, unknown>;
    stats.clientMs += performance.now() - answered;
    return { doc, base: loaded.base, content };
  };
  let edits = 0;
  while (performance.now() < deadline) {
    if (!open || rand() < OPEN_CHANCE) {
      open = await timedLoad(rand() < ELSEWHERE_CHANCE ? documents[Math.floor(rand() * documents.length)]! : user.home);
    }
    if (think) {
      // Editing takes the user a while; the base they loaded may be stale by the time they save.
      const ms = think.min + rand() * (think.max - think.min);
      // Nobody starts an edit they cannot save before the deadline: the run's time is saving time, not sleep.
      await sleep(Math.max(0, Math.min(ms, deadline - performance.now())));
      if (performance.now() >= deadline) break;
    }
    edits += 1;
    const editing = performance.now();
    const edit = chooseEdit(rand, open.doc.kind, open.content, `${user.name} ${edits}`);
    edit(open.content);
    stats.clientMs += performance.now() - editing;
    for (let attempt = 1; ; attempt += 1) {
      const serialising = performance.now();
      const text = JSON.stringify(open.content);
      const hash = sha256(text);
      const start = performance.now();
      stats.clientMs += start - serialising;
      try {
        const saved = await save(db, user, open.doc.id, open.base, text);
        stats.saveMs.push(performance.now() - start);
        stats.saves += 1;
        acks.push({ documentId: open.doc.id, revisionId: saved.id, contentHash: hash, author: user.name });
        open.base = saved.id;
        break;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        stats.conflicts += 1;
        if (attempt >= MAX_ATTEMPTS) throw new Error(`${user.name}'s save conflicted ${attempt} times in a row.`);
        open = await timedLoad(open.doc);
        const reediting = performance.now();
        edit(open.content);
        stats.clientMs += performance.now() - reediting;
      }
    }
  }
}

/** All `users` at work for `seconds`; user i's choices come from seed·1000 + i, so a run repeats. */
export async function phase(
  db: Db,
  users: readonly SimUser[],
  documents: BenchDocument[],
  options: { seconds: number; seed: number; think: Think },
  acks: AckedSave[],
): Promise<PhaseStats> {
  const stats: PhaseStats = { saves: 0, conflicts: 0, saveMs: [], loadMs: [], clientMs: 0, elapsedS: 0 };
  const start = performance.now();
  const deadline = start + options.seconds * 1000;
  await Promise.all(
    users.map((user) => simulate(db, user, documents, seededRandom(options.seed * 1000 + user.index), deadline, options.think, stats, acks)),
  );
  stats.elapsedS = (performance.now() - start) / 1000;
  return stats;
}
