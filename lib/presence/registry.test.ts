import { describe, expect, it } from "vitest";
import { MemoryPresenceStore, type PresenceStore, PresenceRegistry } from "./registry";

/** Presence on a document page [issue #17 item 6]. */
const ann = { who: "u-ann", name: "Ann", editing: true };
const vic = { who: "u-vic", name: "Vic", editing: false };

describe("PresenceRegistry [issue #17 item 6]", () => {
  it("tells each tab who else has the document open, not itself", () => {
    const r = new PresenceRegistry(30_000);
    expect(r.checkIn("d1", "t1", ann, 1_000)).toEqual([]);
    expect(r.checkIn("d1", "t2", vic, 2_000)).toEqual([{ ...ann, since: 1_000, self: false }]);
    expect(r.checkIn("d1", "t1", ann, 3_000)).toEqual([{ ...vic, since: 2_000, self: false }]);
    expect(r.checkIn("d2", "t3", ann, 3_000)).toEqual([]);
  });

  it("marks the asker's own other tabs as theirs", () => {
    const r = new PresenceRegistry();
    r.checkIn("d1", "t1", ann, 0);
    expect(r.checkIn("d1", "t2", ann, 10)).toEqual([{ ...ann, since: 0, self: true }]);
  });

  it("forgets a tab not heard from within the time to live, and one that left", () => {
    const r = new PresenceRegistry(30_000);
    r.checkIn("d1", "t1", ann, 0);
    r.checkIn("d1", "t2", vic, 0);
    r.checkIn("d1", "t2", vic, 25_000);
    expect(r.checkIn("d1", "t3", ann, 31_000).map((p) => p.name)).toEqual(["Vic"]);
    r.leave("d1", "t2", "u-vic");
    expect(r.present("d1", 31_000).map((p) => p.name)).toEqual(["Ann"]);
    expect(r.present("d1", 100_000)).toEqual([]);
  });

  it("keeps when a tab arrived across check-ins, and lists the earliest first", () => {
    const r = new PresenceRegistry();
    r.checkIn("d1", "b", vic, 5);
    r.checkIn("d1", "a", ann, 9);
    r.checkIn("d1", "b", vic, 20);
    expect(r.checkIn("d1", "me", { who: "u-bo", name: "Bo", editing: true }, 21).map((p) => [p.name, p.since])).toEqual([
      ["Vic", 5],
      ["Ann", 9],
    ]);
  });

  it("does not let one person's tab id remove or overwrite another's", () => {
    const r = new PresenceRegistry();
    r.checkIn("d1", "same", ann, 0);
    r.leave("d1", "same", "u-vic");
    r.checkIn("d1", "same", vic, 1);
    expect(r.present("d1", 2).map((p) => p.name).sort()).toEqual(["Ann", "Vic"]);
  });

  it("sweeps documents nobody visits any more", () => {
    const r = new PresenceRegistry(10);
    for (let i = 0; i < 100; i++) r.checkIn(`d${i}`, "t", ann, 0);
    expect(r.documentCount).toBe(100);
    r.checkIn("fresh", "t", ann, 1_000);
    expect(r.documentCount).toBe(1);
  });
});

describe("MemoryPresenceStore [#31 item 1]", () => {
  it("is the registry behind the interface the database's store shares", async () => {
    const store: PresenceStore = new MemoryPresenceStore(new PresenceRegistry(30_000));
    expect(await store.checkIn("d1", "t1", ann, 0)).toEqual([]);
    expect(await store.checkIn("d1", "t2", vic, 5)).toEqual([{ ...ann, since: 0, self: false }]);
    await store.leave("d1", "t1", "u-ann");
    expect(await store.checkIn("d1", "t2", vic, 10)).toEqual([]);
  });
});
