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
 * The limiter is behind SignInThrottle so it can move out of the process (into
 * PostgreSQL, for several studio processes) without touching its callers; this
 * one keeps its counts in memory: one studio process, and a restart forgetting
 * them costs an attacker a restart. The clock comes in: no timers, no Date.now.
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

interface AccountState {
  failures: number;
  /** When the next try's password may be checked. */
  nextAt: number;
  lastAt: number;
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
    const kept = (this.clients.get(client) ?? []).filter((t) => now - t < this.settings.clientWindowMs);
    if (kept.length) this.clients.set(client, kept);
    else this.clients.delete(client);
    return kept;
  }

  /** Drops what has been forgotten anyway, now and then, so names nobody has cannot fill the memory. */
  private sweep(now: number): void {
    if (++this.calls % 1000 !== 0) return;
    for (const [key, state] of this.accounts) if (now - state.lastAt >= this.settings.forgetMs) this.accounts.delete(key);
    for (const client of [...this.clients.keys()]) this.recentFailures(client, now);
  }

  async begin(attempt: SignInAttempt, now: number): Promise<ThrottleVerdict> {
    const s = this.settings;
    this.sweep(now);
    if (attempt.client !== null) {
      const recent = this.recentFailures(attempt.client, now);
      if (recent.length >= s.clientFailures) {
        return { refused: true, retryAfter: Math.max(1, Math.ceil((recent[recent.length - s.clientFailures]! + s.clientWindowMs - now) / 1000)) };
      }
      this.clients.set(attempt.client, [...recent, now]);
    }
    const previous = this.accounts.get(attempt.account);
    const state = previous && now - previous.lastAt < s.forgetMs ? previous : { failures: 0, nextAt: now, lastAt: now };
    const holdMs = Math.min(Math.max(0, state.nextAt - now), s.maxHoldMs);
    state.failures += 1;
    state.lastAt = now;
    const step = state.failures <= s.freeTries ? 0 : Math.min(s.firstDelayMs * 2 ** (state.failures - s.freeTries - 1), s.maxHoldMs);
    // The next password check comes `step` after this one; never more than twice the longest hold ahead, so a
    // flood of tries builds no queue (each is held at most maxHoldMs anyway).
    state.nextAt = Math.min(Math.max(state.nextAt, now) + step, now + 2 * s.maxHoldMs);
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
 * The studio's one throttle, and the clock and sleep the sign-in action uses: kept on globalThis so a
 * development reload keeps the counts; tests replace now and sleep instead of waiting.
 */
const processWide = globalThis as unknown as { warbenchSignIn?: { throttle: SignInThrottle; now: () => Date; sleep: (ms: number) => Promise<void> } };
export const signInTiming = (processWide.warbenchSignIn ??= {
  throttle: new SignInLimiter(),
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
