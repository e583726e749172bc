import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyLibrary, libraryCounts, libraryDigest } from "./copy-library";
import type { Db } from "./db";
import { openDocument } from "./documents";
import { fillLibrary } from "./library-fixture";
import { listTrash } from "./trash";
import { throwawayDb } from "./test-db";

// `warbench db copy` between two libraries of the provider under test; across
// providers in copy-library.postgresql.test.ts.
let source: Db;
let target: Db;
const closers: (() => Promise<void>)[] = [];
let scenarioId: string;

beforeAll(async () => {
  const a = await throwawayDb();
  const b = await throwawayDb();
  closers.push(a.close, b.close);
  source = a.db;
  target = b.db;
  ({ scenarioId } = await fillLibrary(source));
});
afterAll(async () => {
  for (const close of closers) await close();
});

describe("copyLibrary", () => {
  it("copies every table whole, verified by counts and hashes, trash included", async () => {
    const digests = await copyLibrary(source, target);
    expect(digests.map((d) => [d.table, d.rows])).toEqual([
      ["Project", 2],
      ["Document", 3],
      ["Revision", 5],
      ["Asset", 1],
      ["Playtest", 1],
      ["BalanceReport", 1],
      ["Meta", 1],
      ["User", 1],
      ["Grant", 1],
    ]);
    expect(await libraryDigest(target)).toEqual(digests);
    const opened = await openDocument(target, scenarioId);
    expect(JSON.parse(opened.revision!.content)).toEqual({ schemaVersion: 1, turn: 2, note: "🙂" });
    expect(opened.revision?.author).toBe("ann");
    expect((await listTrash(target)).projects.map((p) => p.name)).toEqual(["Theatre (trashed)"]);
  });

  it("refuses a target that holds anything, and leaves it untouched", async () => {
    const before = await libraryDigest(target);
    await expect(copyLibrary(source, target)).rejects.toThrow(/not empty \(2 Project, 3 Document, 5 Revision.*--force/);
    expect(await libraryDigest(target)).toEqual(before);
  });

  it("replaces the target's library with --force", async () => {
    await fillLibrary(target, "Other");
    expect((await libraryCounts(target)).find((c) => c.table === "Project")?.rows).toBe(4);
    await copyLibrary(source, target, { force: true });
    expect(await libraryDigest(target)).toEqual(await libraryDigest(source));
  });

  it("tells libraries apart by content, not only by counts", async () => {
    const before = await libraryDigest(target);
    await target.playtest.updateMany({ data: { name: "Renamed" } });
    const after = await libraryDigest(target);
    const playtests = (d: typeof before) => d.find((t) => t.table === "Playtest")!;
    expect(playtests(after).rows).toBe(playtests(before).rows);
    expect(playtests(after).sha256).not.toBe(playtests(before).sha256);
  });
});
