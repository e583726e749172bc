/**
 * Sign-in failures per key (name + client address) in a sliding window, kept
 * in memory: a team studio is one process, and a restart forgetting the count
 * costs an attacker a restart. The clock comes in, so tests need no timers.
 */
export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures = 5,
    readonly windowMs = 60_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds to wait before the next try, or 0 when one is allowed now. */
  retryAfter(key: string, now: number): number {
    const kept = this.recent(key, now);
    if (kept.length < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((kept[kept.length - this.maxFailures]! + this.windowMs - now) / 1000));
  }

  fail(key: string, now: number): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
