/**
 * The sign-in throttle's rules as arithmetic [#25 item 3, #31 item 1]: what
 * a try waits and when a client is refused, given the counts so far. Pure and
 * shared by both stores of the counts — in memory (lib/auth/rate-limit.ts,
 * the single-user studio) and in PostgreSQL (lib/db/sign-in-throttle.ts, every
 * studio process of a team) — so both slow down and refuse alike. The policy
 * itself is told in lib/auth/rate-limit.ts. The clock comes in as `now`.
 */
export interface SignInAttempt {
  /** The account tried, as "name:" and the name's folded key (lib/model/user-names.ts), whether or not it exists. */
  account: string;
  /** The client's address, or null when it cannot be known (then only the account counts). */
  client: string | null;
}

export type ThrottleVerdict = { refused: false; holdMs: number } | { refused: true; retryAfter: number };

export interface SignInThrottle {
  /** Called before the password is checked; counts the try as failed until finish() says otherwise. */
  begin(attempt: SignInAttempt, now: number): Promise<ThrottleVerdict>;
  /** Called once the password has been checked (at the time it was: now plus the hold). */
  finish(attempt: SignInAttempt, succeeded: boolean, now: number): Promise<void>;
}

export interface ThrottleSettings {
  /** Failures per account before tries have to wait. */
  freeTries: number;
  /** The first wait; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest any try waits. */
  maxHoldMs: number;
  /** An account's failures are forgotten this long after the last one. */
  forgetMs: number;
  /** Failures from one client address in clientWindowMs before it is refused. */
  clientFailures: number;
  clientWindowMs: number;
}

export const THROTTLE: ThrottleSettings = {
  freeTries: 3,
  firstDelayMs: 1000,
  maxHoldMs: 30_000,
  forgetMs: 15 * 60_000,
  clientFailures: 30,
  clientWindowMs: 10 * 60_000,
};

export interface AccountState {
  failures: number;
  /** When the next try's password may be checked. */
  nextAt: number;
  lastAt: number;
}

/*
 * The arithmetic, shared by the in-memory limiter below and the one on PostgreSQL (lib/db/sign-in-throttle.ts), so
 * both slow down and refuse alike: only where the counts are kept differs.
 */

/** Whether an account's failures are forgotten by `now`. */
export const accountForgotten = (state: AccountState, now: number, s: ThrottleSettings): boolean => now - state.lastAt >= s.forgetMs;

/** Whether a client's failure at `at` still counts at `now`. */
export const inClientWindow = (at: number, now: number, s: ThrottleSettings): boolean => now - at < s.clientWindowMs;

/**
 * begin() for an account: how long this try waits, and the account's state once it is counted as failed (finish()
 * forgets it on a success). `previous` is not changed.
 */
export function countAccountTry(previous: AccountState | null | undefined, now: number, s: ThrottleSettings): { holdMs: number; state: AccountState } {
  const state = previous && !accountForgotten(previous, now, s) ? { ...previous } : { failures: 0, nextAt: now, lastAt: now };
  const holdMs = Math.min(Math.max(0, state.nextAt - now), s.maxHoldMs);
  state.failures += 1;
  state.lastAt = now;
  const step = state.failures <= s.freeTries ? 0 : Math.min(s.firstDelayMs * 2 ** (state.failures - s.freeTries - 1), s.maxHoldMs);
  // The next password check comes `step` after this one; never more than twice the longest hold ahead, so a
  // flood of tries builds no queue (each is held at most maxHoldMs anyway).
  state.nextAt = Math.min(Math.max(state.nextAt, now) + step, now + 2 * s.maxHoldMs);
  return { holdMs, state };
}

/**
 * begin() for a client address: null when it may try, else the seconds until it may. `recent` holds its failures
 * still in the window, oldest first; only the newest `clientFailures` of them matter.
 */
export function clientRetryAfter(recent: readonly number[], now: number, s: ThrottleSettings): number | null {
  if (recent.length < s.clientFailures) return null;
  return Math.max(1, Math.ceil((recent[recent.length - s.clientFailures]! + s.clientWindowMs - now) / 1000));
}
