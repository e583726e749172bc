import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PresenceRegistry } from "@/lib/presence/registry";
import type { Db } from "./db";
import { DbPresenceStore } from "./presence";
import { twoProcesses } from "./test-db";

// Presence shared by studio processes [#31 item 1], on SQLite and on PostgreSQL (vitest.config.mts). A second
// client opened on the same database stands for a second studio process.
let db: Db;
let other: Db;
let close: () => Promise<void>;

beforeAll(async () => void ({ db, other, close } = await twoProcesses()), 60_000);
afterAll(async () => close());
beforeEach(async () => void (await db.presenceTab.deleteMany()));

const ann = { who: "u-ann", name: "Ann", editing: true };
const vic = { who: "u-vic", name: "Vic", editing: false };

describe("DbPresenceStore [#31 item 1]", () => {
  it("tells a tab on one process who has the document open through the other, and keeps when each arrived", async () => {
    const a = new DbPresenceStore(db);
    const b = new DbPresenceStore(other);
    expect(await a.checkIn("d1", "tab-ann-1", ann, 1_000)).toEqual([]);
    expect(await b.checkIn("d1", "tab-vic-1", vic, 2_000)).toEqual([{ ...ann, since: 1_000, self: false }]);
    expect(await a.checkIn("d1", "tab-ann-1", ann, 11_000)).toEqual([{ ...vic, since: 2_000, self: false }]);
    expect(await b.checkIn("d1", "tab-ann-2", ann, 12_000)).toEqual([
      { ...ann, since: 1_000, self: true },
      { ...vic, since: 2_000, self: false },
    ]);
    expect(await a.checkIn("d2", "tab-vic-1", vic, 12_000)).toEqual([]);
  });

  it("answers as the in-memory registry does, check-in by check-in", async () => {
    const memory = new PresenceRegistry();
    const stores = [new DbPresenceStore(db), new DbPresenceStore(other)];
    const bo = { who: "u-bo", name: "Bo", editing: true };
    const steps: [string, typeof ann, number][] = [
      ["tab-b", vic, 5],
      ["tab-a", ann, 9],
      ["tab-b", vic, 20],
      ["tab-me", bo, 21],
      ["tab-a2", ann, 25_000],
      ["tab-me", bo, 36_000],
    ];
    for (const [i, [tab, visitor, now]] of steps.entries()) {
      expect(await stores[i % 2]!.checkIn("d1", tab, visitor, now)).toEqual(memory.checkIn("d1", tab, visitor, now));
    }
  });

  it("forgets a tab not seen within the time to live, and one that left through the other process", async () => {
    const a = new DbPresenceStore(db, { ttlMs: 30_000 });
    const b = new DbPresenceStore(other, { ttlMs: 30_000 });
    await a.checkIn("d1", "tab-ann-1", ann, 0);
    await b.checkIn("d1", "tab-vic-1", vic, 0);
    await b.checkIn("d1", "tab-vic-1", vic, 25_000);
    expect((await a.checkIn("d1", "tab-ann-3", ann, 31_000)).map((p) => p.name)).toEqual(["Vic"]);
    await b.leave("d1", "tab-vic-1", "u-vic");
    expect(await a.checkIn("d1", "tab-ann-3", ann, 32_000)).toEqual([]);
  });

  it("takes one tab's check-ins racing through both processes as one tab", async () => {
    const stores = [new DbPresenceStore(db), new DbPresenceStore(other)];
    await Promise.all(Array.from({ length: 8 }, (_, i) => stores[i % 2]!.checkIn("d1", "tab-ann-1", ann, 1_000 + i)));
    expect(await db.presenceTab.count()).toBe(1);
    expect(await stores[0]!.checkIn("d1", "tab-vic-1", vic, 2_000)).toEqual([{ ...ann, since: expect.any(Number), self: false }]);
  });

  it("does not let one person's tab id remove or overwrite another's", async () => {
    const a = new DbPresenceStore(db);
    await a.checkIn("d1", "same-tab", ann, 0);
    await a.leave("d1", "same-tab", "u-vic");
    expect(await a.checkIn("d1", "same-tab", vic, 1)).toEqual([{ ...ann, since: 0, self: false }]);
  });

  it("keeps at most the cap of tabs on a document, dropping the oldest but never the asker's own", async () => {
    const a = new DbPresenceStore(db, { maxTabs: 5 });
    const b = new DbPresenceStore(other, { maxTabs: 5 });
    for (let i = 0; i < 7; i++) await (i % 2 ? b : a).checkIn("d1", `tab-vic-${i}`, vic, i);
    expect(await db.presenceTab.count({ where: { documentId: "d1" } })).toBe(5);
    const others = await a.checkIn("d1", "tab-vic-2", vic, 100);
    expect(others.map((p) => p.since)).toEqual([3, 4, 5, 6]);
  });

  it("sweeps every document's expired tabs now and then, not on every check-in", async () => {
    const a = new DbPresenceStore(db, { ttlMs: 30_000, sweepEveryMs: 60_000 });
    const b = new DbPresenceStore(other, { ttlMs: 30_000, sweepEveryMs: 60_000 });
    await b.checkIn("seen-by-b", "tab-vic-1", vic, 0); // b's first check-in sweeps; its next is not due for a minute
    for (let i = 0; i < 5; i++) await a.checkIn(`old-${i}`, "tab-ann-1", ann, 0); // a sweeps at 0, before these
    await b.checkIn("d1", "tab-vic-1", vic, 40_000);
    expect(await db.presenceTab.count()).toBe(7);
    await a.checkIn("d1", "tab-ann-1", ann, 61_000);
    expect((await db.presenceTab.findMany({ orderBy: { documentId: "asc" } })).map((r) => r.documentId)).toEqual(["d1", "d1"]);
  });
});
