import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleBundles } from "@/lib/samples";
import type { Db } from "./db";
import { listProjects } from "./projects";
import { seedSamples } from "./seed";
import { twoProcesses } from "./test-db";

// Several studio processes starting at once on one new database [#31 item 1]: a second client stands for a second
// process. Without the mark claimed first, both loaded the samples (and one then failed on the mark).
describe("seedSamples across processes", () => {
  let db: Db;
  let other: Db;
  let close: () => Promise<void>;

  beforeAll(async () => void ({ db, other, close } = await twoProcesses()));
  afterAll(async () => close());

  it("loads the samples once when two processes start together on an empty library", async () => {
    const counts = await Promise.all([seedSamples(db), seedSamples(other)]);
    expect(counts.sort((a, b) => a - b)).toEqual([0, sampleBundles().length]);
    expect(await listProjects(db)).toHaveLength(sampleBundles().length);
    expect((await db.meta.findUniqueOrThrow({ where: { key: "samples-loaded" } })).value).toBe(String(sampleBundles().length));
  }, 120_000);
});
