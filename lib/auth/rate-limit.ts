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
import {
  type AccountState,
  type SignInAttempt,
  type SignInThrottle,
  THROTTLE,
  type ThrottleSettings,
  type ThrottleVerdict,
  accountForgotten,
  clientRetryAfter,
  countAccountTry,
  inClientWindow,
} from "@/lib/model/sign-in-throttle";

// The rules are lib/model's (pure, shared with the store on PostgreSQL); this module's callers find them here too.
export * from "@/lib/model/sign-in-throttle";

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
