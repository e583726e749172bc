import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SignInLimiter, THROTTLE, type ThrottleVerdict } from "@/lib/auth/rate-limit";
import type { Db } from "./db";
import { accountKey, DbSignInThrottle } from "./sign-in-throttle";
import { twoProcesses } from "./test-db";

// The sign-in throttle shared by studio processes [#31 item 1], on PostgreSQL, the only database it serves (the
// single-user studio on SQLite counts in memory). A second client on the same database stands for a second process.
let db: Db;
let other: Db;
let close: () => Promise<void>;

beforeAll(async () => void ({ db, other, close } = await twoProcesses()), 60_000);
afterAll(async () => close());
beforeEach(async () => {
  await db.signInAccount.deleteMany();
  await db.signInFailure.deleteMany();
});

const holdOf = (verdict: ThrottleVerdict) => (verdict.refused ? -1 : verdict.holdMs);

describe("DbSignInThrottle [#31 item 1]", () => {
  it("counts an account's failures made through two processes as one count, holding tries like the in-memory one", async () => {
    const processes = [new DbSignInThrottle(db), new DbSignInThrottle(other)];
    const memory = new SignInLimiter();
    const holds: number[] = [];
    const expected: number[] = [];
    let now = 0;
    for (let i = 0; i < 10; i++) {
      const attempt = { account: "name:ann", client: "198.51.100.1" };
      const verdict = await processes[i % 2]!.begin(attempt, now);
      expected.push(holdOf(await memory.begin(attempt, now)));
      holds.push(holdOf(verdict));
      await processes[(i + 1) % 2]!.finish(attempt, false, now + holdOf(verdict));
      now += holdOf(verdict);
    }
    expect(holds).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000]);
    expect(holds).toEqual(expected);
  });

  it("counts all of 10 tries on one account begun at the same moment through two processes", async () => {
    const processes = [new DbSignInThrottle(db), new DbSignInThrottle(other)];
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => processes[i % 2]!.begin({ account: "name:ann", client: `203.0.113.${i}` }, 5000)),
    );
    const row = await db.signInAccount.findUniqueOrThrow({ where: { account: accountKey("name:ann") } });
    expect(row.failures).toBe(10);
    expect(await db.signInFailure.count()).toBe(10);
    // Whichever order they were counted in, they got the holds ten tries in a row get from one process.
    const memory = new SignInLimiter();
    const expected: number[] = [];
    for (let i = 0; i < 10; i++) expected.push(holdOf(await memory.begin({ account: "name:ann", client: `203.0.113.${i}` }, 5000)));
    expect(verdicts.map(holdOf).sort((a, b) => a - b)).toEqual(expected);
    expect(expected.slice(0, 8)).toEqual([0, 0, 0, 0, 1000, 3000, 7000, 15_000]);
  });

  it("refuses a client address after 30 failures made through both processes, on either, until the window has passed", async () => {
    const a = new DbSignInThrottle(db);
    const b = new DbSignInThrottle(other);
    for (let i = 0; i < 30; i++) {
      const through = i % 2 ? b : a;
      const verdict = await through.begin({ account: `name:guess-${i}`, client: "198.51.100.9" }, 1000 + i);
      expect(verdict.refused).toBe(false);
      await through.finish({ account: `name:guess-${i}`, client: "198.51.100.9" }, false, 1000 + i);
    }
    expect(await a.begin({ account: "name:ann", client: "198.51.100.9" }, 2000)).toEqual({ refused: true, retryAfter: 599 });
    expect(await b.begin({ account: "name:ann", client: "198.51.100.9" }, 2000)).toEqual({ refused: true, retryAfter: 599 });
    expect(await b.begin({ account: "name:ann", client: "192.0.2.10" }, 2000)).toMatchObject({ refused: false });
    expect(await a.begin({ account: "name:x", client: "198.51.100.9" }, 1000 + THROTTLE.clientWindowMs)).toMatchObject({ refused: false });
  });

  it("refuses no more than 30 tries from one client racing through both processes", async () => {
    const processes = [new DbSignInThrottle(db), new DbSignInThrottle(other)];
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => processes[i % 2]!.begin({ account: `name:race-${i}`, client: "198.51.100.77" }, 9000)),
    );
    expect(verdicts.filter((v) => !v.refused)).toHaveLength(30);
    expect(await db.signInFailure.count({ where: { client: "198.51.100.77" } })).toBe(30);
  });

  it("a success through one process clears what the other counted", async () => {
    const a = new DbSignInThrottle(db);
    const b = new DbSignInThrottle(other);
    for (let i = 0; i < 6; i++) await a.begin({ account: "name:ann", client: "198.51.100.5" }, i);
    await b.finish({ account: "name:ann", client: "198.51.100.5" }, true, 10);
    expect(await a.begin({ account: "name:ann", client: "198.51.100.5" }, 11)).toEqual({ refused: false, holdMs: 0 });
    expect(await db.signInFailure.count()).toBe(1);
  });

  it("forgets an account after 15 quiet minutes, and sweeps forgotten rows now and then, not on every try", async () => {
    const throttle = new DbSignInThrottle(db, { sweepEveryMs: 30 * 60_000 });
    for (let i = 0; i < 6; i++) await throttle.begin({ account: `name:junk-${i}`, client: "198.51.100.3" }, i);
    const later = 5 + THROTTLE.forgetMs;
    expect(await throttle.begin({ account: "name:junk-0", client: null }, later)).toEqual({ refused: false, holdMs: 0 });
    // Forgotten, but kept until the next sweep.
    expect(await db.signInAccount.count()).toBe(6);
    expect(await db.signInFailure.count()).toBe(6);
    await throttle.begin({ account: "name:junk-9", client: null }, 31 * 60_000);
    expect((await db.signInAccount.findMany()).map((r) => r.account)).toEqual([accountKey("name:junk-9")]);
    expect(await db.signInFailure.count()).toBe(0);
  });

  it("keeps names hashed, so a name with any characters in it is counted and the table names nobody", async () => {
    const throttle = new DbSignInThrottle(db);
    const odd = `name:${"x".repeat(5000)}\u0000'; drop`;
    for (let i = 0; i < 5; i++) await throttle.begin({ account: odd, client: null }, i);
    expect(await throttle.begin({ account: odd, client: null }, 10)).toEqual({ refused: false, holdMs: 2993 });
    expect((await db.signInAccount.findMany()).map((r) => r.account)).toEqual([accountKey(odd)]);
  });
});
