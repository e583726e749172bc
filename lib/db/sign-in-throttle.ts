import { createHash } from "node:crypto";
import {
  type AccountState,
  clientRetryAfter,
  countAccountTry,
  type SignInAttempt,
  type SignInThrottle,
  THROTTLE,
  type ThrottleSettings,
  type ThrottleVerdict,
} from "@/lib/model/sign-in-throttle";
import { newId } from "./content";
import type { Db } from "./db";

export interface DbThrottleOptions extends Partial<ThrottleSettings> {
  /** How often (at most) expired rows are deleted; between sweeps they are only ignored. */
  sweepEveryMs?: number;
}

/** Advisory locks are a namespace shared with anything else on the database: the first key says they are ours. */
const LOCK_SPACE = 31_001;

/**
 * Account names are stored hashed: a name typed into the form can be long or hold characters no column takes,
 * and the table then tells nobody which names were tried.
 */
export const accountKey = (account: string): string => createHash("sha256").update(account).digest("base64url");

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * The sign-in throttle of a team studio on PostgreSQL [#31 item 1]: the same
 * arithmetic as the in-memory SignInLimiter (lib/auth/rate-limit.ts), with the
 * counts in the tables SignInAccount and SignInFailure, so every studio process
 * on the database counts the same tries and two processes behind a load
 * balancer do not double an attacker's guesses.
 *
 * Each begin() is one transaction that holds the try's client address and
 * account until it commits: tries racing through any number of processes are
 * all counted, one after another, exactly as one process would count them. On
 * PostgreSQL that is a transaction-scoped advisory lock per client and per
 * account (always in that order, so two tries never wait on each other in a
 * circle). PostgreSQL only: the single-user studio on SQLite is one process
 * and keeps its counts in memory (app/_lib/shared-state.ts picks). When a try cannot be counted (the database is unreachable, or a
 * flood keeps it from getting a connection in time) begin() throws and the
 * sign-in fails before its password is checked: no guess is checked uncounted.
 */
export class DbSignInThrottle implements SignInThrottle {
  readonly settings: ThrottleSettings;
  private readonly sweepEveryMs: number;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    options: DbThrottleOptions = {},
  ) {
    const { sweepEveryMs = 60_000, ...settings } = options;
    this.settings = { ...THROTTLE, ...settings };
    this.sweepEveryMs = sweepEveryMs;
  }

  async begin(attempt: SignInAttempt, now: number): Promise<ThrottleVerdict> {
    await this.sweep(now);
    const s = this.settings;
    const account = accountKey(attempt.account);
    return this.serialized(attempt.client, account, async (tx) => {
      if (attempt.client !== null) {
        const newest = await tx.signInFailure.findMany({
          where: { client: attempt.client, at: { gt: new Date(now - s.clientWindowMs) } },
          orderBy: { at: "desc" },
          take: s.clientFailures,
          select: { at: true },
        });
        const retryAfter = clientRetryAfter(newest.map((row) => row.at.getTime()).reverse(), now, s);
        if (retryAfter !== null) return { refused: true, retryAfter };
        await tx.signInFailure.create({ data: { id: newId(), client: attempt.client, at: new Date(now) } });
      }
      const row = await tx.signInAccount.findUnique({ where: { account } });
      const previous: AccountState | null = row ? { failures: row.failures, nextAt: row.nextAt.getTime(), lastAt: row.lastAt.getTime() } : null;
      const { holdMs, state } = countAccountTry(previous, now, s);
      const data = { failures: state.failures, nextAt: new Date(state.nextAt), lastAt: new Date(state.lastAt) };
      if (row) await tx.signInAccount.update({ where: { account }, data });
      else await tx.signInAccount.create({ data: { account, ...data } });
      return { refused: false, holdMs };
    });
  }

  async finish(attempt: SignInAttempt, succeeded: boolean, _now: number): Promise<void> {
    if (!succeeded) return; // begin() already counted it
    await this.db.signInAccount.deleteMany({ where: { account: accountKey(attempt.account) } });
    if (attempt.client !== null) await this.db.signInFailure.deleteMany({ where: { client: attempt.client } });
  }

  /** Deletes what is forgotten anyway, at most every sweepEveryMs, so names nobody has cannot fill the tables. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < this.sweepEveryMs) return;
    this.lastSweep = now;
    await this.db.signInFailure.deleteMany({ where: { at: { lte: new Date(now - this.settings.clientWindowMs) } } });
    await this.db.signInAccount.deleteMany({ where: { lastAt: { lte: new Date(now - this.settings.forgetMs) } } });
  }

  private serialized<T>(client: string | null, account: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.$transaction(async (tx) => {
      if (client !== null) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${`client ${client}`}))`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${`account ${account}`}))`;
      return work(tx);
    });
  }
}
