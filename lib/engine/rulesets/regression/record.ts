/**
 * Writes logs.json: each recorded game played by its bots, its actions and
 * the hash after every 100th action and at the end. Run once, before a change
 * of shape (`npx tsx lib/engine/rulesets/regression/record.ts`); the
 * regression test then holds every later engine to these hashes [#27].
 */
import fs from "node:fs";
import path from "node:path";
import { playWith, replayWith } from "../../core/ruleset";
import { RULESETS } from "../index";
import { BUNDLES, GAMES } from "./games";

/** Actions kept per game: enough to cross turns, combat and the bots' special moves, small enough to keep in git. */
export const MAX_ACTIONS = 1500;
export const CHECKPOINT = 100;

const out = GAMES.map((g) => {
  const ruleset = RULESETS.get(g.ruleset);
  const bundle = BUNDLES[g.bundle]!();
  const played = playWith(ruleset, bundle, g.seed, g.bots, { maxActions: MAX_ACTIONS });
  const checkpoints: string[] = [];
  for (let n = CHECKPOINT; n <= played.actions.length; n += CHECKPOINT) {
    const r = replayWith(ruleset, bundle, g.seed, played.actions.slice(0, n));
    if ("error" in r) throw new Error(`${g.name}: action ${r.index} refused on replay: ${r.error}`);
    checkpoints.push(r.hash);
  }
  return { ...g, actions: played.actions, checkpoints, hash: played.hash };
});
const file = path.join(path.dirname(new URL(import.meta.url).pathname), "logs.json");
fs.writeFileSync(file, JSON.stringify({ recordedAt: process.argv[2] ?? "unknown", games: out }) + "\n");
for (const g of out) console.log(`${g.name}: ${g.actions.length} actions, ${g.hash}`);
