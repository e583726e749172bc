import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { replayWith } from "../../core/ruleset";
import { RULESETS } from "../index";
import { BUNDLES, type RecordedGame } from "./games";

/**
 * Logs recorded before the #27 change of shape (record.ts) replay through the
 * registry to the same hashes, every 100th action and at the end: the moves
 * table, the state types' new home and the public queries change no rule.
 */
interface RecordedLog extends RecordedGame {
  actions: unknown[];
  checkpoints: string[];
  hash: string;
}

const logs = JSON.parse(fs.readFileSync(path.join(__dirname, "logs.json"), "utf8")) as { games: RecordedLog[] };

describe("recorded logs replay to the hashes recorded before the change [#27]", () => {
  it("covers both rulesets", () => {
    expect(new Set(logs.games.map((g) => g.ruleset))).toEqual(new Set(["nextwar", "aa1942"]));
  });

  it.each(logs.games.map((g) => [g.name, g] as const))("%s", (_name, g) => {
    const ruleset = RULESETS.get(g.ruleset);
    const bundle = BUNDLES[g.bundle]!();
    g.checkpoints.forEach((hash, i) => {
      const r = replayWith(ruleset, bundle, g.seed, g.actions.slice(0, (i + 1) * 100));
      expect("error" in r ? r.error : r.hash, `after ${(i + 1) * 100} actions`).toBe(hash);
    });
    const end = replayWith(ruleset, bundle, g.seed, g.actions);
    expect("error" in end ? end.error : end.hash).toBe(g.hash);
  });
});
