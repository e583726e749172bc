// The sign-in throttle on a clock of its own [issue #25 item 3]: slows an account down, never locks it;
// refuses only a client address with too many failures.
import { describe, expect, it } from "vitest";
import { clientRetryAfter, countAccountTry, inClientWindow, SignInLimiter, type SignInThrottle, THROTTLE } from "./rate-limit";

/** One try: begin, then (after its hold) finish; returns the verdict. */
async function attempt(throttle: SignInThrottle, account: string, client: string | null, now: number, ok = false) {
  const verdict = await throttle.begin({ account, client }, now);
  if (!verdict.refused) await throttle.finish({ account, client }, ok, now + verdict.holdMs);
  return verdict;
}

describe("sign-in throttle [#25 item 3]", () => {
  it("lets three failures through at once, then each try waits twice as long as the last, up to 30 s", async () => {
    const limiter = new SignInLimiter();
    const holds: number[] = [];
    let now = 0;
    for (let i = 0; i < 12; i++) {
      const verdict = await attempt(limiter, "user:ann", "198.51.100.1", now);
      if (verdict.refused) throw new Error("refused");
      holds.push(verdict.holdMs);
      now += verdict.holdMs; // the attacker tries again the moment the answer comes
    }
    expect(holds).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it("tries sent together queue for their turns, and no turn is more than 30 s away", async () => {
    const limiter = new SignInLimiter();
    const holds: number[] = [];
    for (let i = 0; i < 40; i++) {
      const verdict = await limiter.begin({ account: "user:ann", client: `203.0.113.${i}` }, 5000);
      holds.push(verdict.refused ? -1 : verdict.holdMs);
    }
    expect(holds.slice(0, 9)).toEqual([0, 0, 0, 0, 1000, 3000, 7000, 15_000, 30_000]);
    expect(Math.max(...holds)).toBe(30_000);
    expect(holds).not.toContain(-1); // never refused for the account's sake
  });

  it("a success or 15 quiet minutes start the account over; other accounts are not held up", async () => {
    const limiter = new SignInLimiter();
    for (let i = 0; i < 6; i++) await attempt(limiter, "user:ann", null, i);
    expect(await limiter.begin({ account: "user:bob", client: null }, 10)).toEqual({ refused: false, holdMs: 0 });
    expect(await attempt(limiter, "user:ann", null, 20, true)).toMatchObject({ holdMs: expect.any(Number) });
    expect(await limiter.begin({ account: "user:ann", client: null }, 21)).toEqual({ refused: false, holdMs: 0 });
    for (let i = 0; i < 6; i++) await attempt(limiter, "user:cy", null, 100 + i);
    expect(await limiter.begin({ account: "user:cy", client: null }, 100 + THROTTLE.forgetMs + 10)).toEqual({ refused: false, holdMs: 0 });
  });

  it("refuses a client address after 30 failures in 10 minutes, until the oldest is 10 minutes old", async () => {
    const limiter = new SignInLimiter();
    for (let i = 0; i < 30; i++) await attempt(limiter, `name:guess-${i}`, "198.51.100.9", 1000 + i);
    expect(await limiter.begin({ account: "user:ann", client: "198.51.100.9" }, 2000)).toEqual({ refused: true, retryAfter: 599 });
    expect(await limiter.begin({ account: "user:ann", client: "192.0.2.10" }, 2000)).toMatchObject({ refused: false });
    expect(await limiter.begin({ account: "name:x", client: "198.51.100.9" }, 1000 + THROTTLE.clientWindowMs)).toMatchObject({ refused: false });
  });

  it("tries whose address is unknown count per account only", async () => {
    const limiter = new SignInLimiter({ clientFailures: 2 });
    for (let i = 0; i < 10; i++) expect(await attempt(limiter, `name:n${i}`, null, i)).toMatchObject({ refused: false });
  });

  it("forgets what it has to, so names nobody has do not fill the memory", async () => {
    const limiter = new SignInLimiter();
    for (let i = 0; i < 3000; i++) await attempt(limiter, `name:junk-${i}`, null, i);
    for (let i = 0; i < 1000; i++) await attempt(limiter, "user:ann", null, THROTTLE.forgetMs + 5000 + i);
    expect((limiter as unknown as { accounts: Map<string, unknown> }).accounts.size).toBe(1);
  });
});

describe("the arithmetic both throttles share [#31 item 1]", () => {
  it("counts a try against the account without changing the state it was given", () => {
    const previous = { failures: 4, nextAt: 2000, lastAt: 1000 };
    expect(countAccountTry(previous, 1500, THROTTLE)).toEqual({ holdMs: 500, state: { failures: 5, nextAt: 4000, lastAt: 1500 } });
    expect(previous).toEqual({ failures: 4, nextAt: 2000, lastAt: 1000 });
    expect(countAccountTry(previous, 1000 + THROTTLE.forgetMs, THROTTLE)).toEqual({
      holdMs: 0,
      state: { failures: 1, nextAt: 1000 + THROTTLE.forgetMs, lastAt: 1000 + THROTTLE.forgetMs },
    });
    expect(countAccountTry(null, 7, THROTTLE)).toEqual({ holdMs: 0, state: { failures: 1, nextAt: 7, lastAt: 7 } });
  });

  it("refuses a client only from its 30th failure in the window, until the oldest of the newest 30 leaves it", () => {
    const times = Array.from({ length: 35 }, (_, i) => 1000 * i);
    expect(clientRetryAfter(times.slice(0, 29), 40_000, THROTTLE)).toBeNull();
    expect(clientRetryAfter(times.slice(0, 30), 40_000, THROTTLE)).toBe(560);
    expect(clientRetryAfter(times, 40_000, THROTTLE)).toBe(565);
    expect(clientRetryAfter(times.slice(0, 30), THROTTLE.clientWindowMs - 1, THROTTLE)).toBe(1);
    expect(inClientWindow(0, THROTTLE.clientWindowMs - 1, THROTTLE)).toBe(true);
    expect(inClientWindow(0, THROTTLE.clientWindowMs, THROTTLE)).toBe(false);
  });
});
