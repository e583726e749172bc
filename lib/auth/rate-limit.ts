/**
 * How sign-in failures are slowed down [#25 item 3]. Two counts, neither of
 * which can lock anyone out of their account:
 *
 * - per account name (as it folds: "ALICE" is alice; a name nobody has counts the same way): after a few failures
 *   each try waits before its password is checked, twice as long each time
 *   (1 s, 2 s, 4 s … up to 30 s), then the password is checked as usual — a
 *   right password always signs in, however many wrong ones came before, at
 *   worst 30 s later. A success, or 15 minutes without a failure, starts over.
 *   Tries that arrive together queue for their turns, so sending many at once
 *   is no faster than one after another; the wait is capped, so nobody's turn
 *   is ever more than 30 s away.
 * - per client address (the real peer, or the address a trusted proxy names:
 *   lib/auth/client-address.ts): 30 failures in 10 minutes and that address is
 *   refused for the rest of the window. No client can forge its address to
 *   land this on someone else.
 *
 * The limiter is behind SignInThrottle, with two stores of the same arithmetic:
 * this one keeps its counts in memory, for the single-user studio (one process,
 * and a restart forgetting them costs an attacker a restart); a team studio on
 * PostgreSQL keeps them in the database (lib/db/sign-in-throttle.ts), so every
 * studio process behind a load balancer counts the same tries [#31 item 1];
 * app/_lib/shared-state.ts picks. The clock comes in: no timers, no Date.now.
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

export class SignInLimiter implements SignInThrottle {
  readonly settings: ThrottleSettings;
  private readonly accounts = new Map<string, AccountState>();
  private readonly clients = new Map<string, number[]>();
  private calls = 0;

  constructor(settings: Partial<ThrottleSettings> = {}) {
    this.settings = { ...THROTTLE, ...settings };
  }

  private recentFailures(client: string, now: number): number[] {
    const kept = (this.clients.get(client) ?? []).filter((t) => inClientWindow(t, now, this.settings));
    if (kept.length) this.clients.set(client, kept);
    else this.clients.delete(client);
    return kept;
  }

  /** Drops what has been forgotten anyway, now and then, so names nobody has cannot fill the memory. */
  private sweep(now: number): void {
    if (++this.calls % 1000 !== 0) return;
    for (const [key, state] of this.accounts) if (accountForgotten(state, now, this.settings)) this.accounts.delete(key);
    for (const client of [...this.clients.keys()]) this.recentFailures(client, now);
  }

  async begin(attempt: SignInAttempt, now: number): Promise<ThrottleVerdict> {
    this.sweep(now);
    if (attempt.client !== null) {
      const recent = this.recentFailures(attempt.client, now);
      const retryAfter = clientRetryAfter(recent, now, this.settings);
      if (retryAfter !== null) return { refused: true, retryAfter };
      this.clients.set(attempt.client, [...recent, now]);
    }
    const { holdMs, state } = countAccountTry(this.accounts.get(attempt.account), now, this.settings);
    this.accounts.set(attempt.account, state);
    return { refused: false, holdMs };
  }

  async finish(attempt: SignInAttempt, succeeded: boolean, _now: number): Promise<void> {
    if (!succeeded) return; // begin() already counted it
    this.accounts.delete(attempt.account);
    if (attempt.client !== null) this.clients.delete(attempt.client);
  }
}

/**
 * The studio's in-memory throttle, and the clock and sleep the sign-in action uses: kept on globalThis so a
 * development reload keeps the counts; tests replace now and sleep instead of waiting. A studio on PostgreSQL
 * uses the database's throttle instead (app/_lib/shared-state.ts).
 */
const processWide = globalThis as unknown as { warbenchSignIn?: { throttle: SignInThrottle; now: () => Date; sleep: (ms: number) => Promise<void> } };
export const signInTiming = (processWide.warbenchSignIn ??= {
  throttle: new SignInLimiter(),
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
