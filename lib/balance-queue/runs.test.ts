// Views of a queued balance run [#31 item 2]: the studio's progress view and
// the Balance tab's list read the run's settings column, never its spec (the
// whole bundle, megabytes for a large scenario); a run stored before the
// column existed (migration 0009) still shows, from its spec.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunSettings } from "../balance/batches";
import { type Db, createBalanceRun } from "../db";
import { throwawayDb } from "../db/test-db";
import { listRuns, runView } from "./runs";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await throwawayDb()));
afterAll(async () => close());

const settings: RunSettings = { seed: 11, games: 6, bots: ["greedy", "random"], botCheck: 0, revision: 4, documentId: "doc-v" };
const links = { documentId: "doc-v", scenarioRevisionId: "s", gameRevisionId: "g", mapRevisionId: "m", createdById: null };
const batches = [
  { batch: 0, first: 0, count: 3 },
  { batch: 1, first: 3, count: 3 },
];

describe("views of a queued run", () => {
  it("come from the settings column: a spec that is not even JSON is never read", async () => {
    await createBalanceRun(db, { id: "v1", spec: "the bundle: not read by a view", settings: JSON.stringify(settings), total: 6, batchSize: 3, batches, links });
    expect(await runView(db, "v1")).toMatchObject({ id: "v1", status: "queued", games: 6, botCheck: 0, bots: ["greedy", "random"], seed: 11, revision: 4, total: 6, done: 0, batches: 2 });
    expect(await listRuns(db, "doc-v")).toMatchObject([{ id: "v1", revision: 4 }]);
  });

  it("a run stored before the column reads its settings from its spec", async () => {
    const spec = { game: { ruleset: "nextwar", bundle: {} }, settings: { ...settings, seed: 99, revision: null, documentId: "doc-old" }, batchSize: 3 };
    await createBalanceRun(db, { id: "v0", spec: JSON.stringify(spec), settings: "{}", total: 6, batchSize: 3, batches, links: { ...links, documentId: "doc-old" } });
    await db.balanceRun.update({ where: { id: "v0" }, data: { settings: null } });
    expect(await runView(db, "v0")).toMatchObject({ id: "v0", seed: 99, revision: null, games: 6 });
  });
});
