import fs from "node:fs";
import path from "node:path";
import { areaGameSchema, scenarioSchema, areaMapSchema } from "@/lib/model";
import type { AaBundle } from "../aa1942/types";
import { tinyBundle } from "../aa1942/test-kit";
import { sampleBundle } from "../nextwar/test-kit";

/**
 * The games whose logs were recorded before the #27 change of shape: each is a
 * ruleset, a bundle, a seed and the bots that played it. The logs themselves
 * (actions and hashes) are in logs.json, written once by record.ts; the
 * regression test replays them through the registry and wants the same hashes.
 */
export interface RecordedGame {
  name: string;
  ruleset: string;
  bundle: string;
  seed: number;
  bots: string[];
}

function areaSample(): AaBundle {
  const dir = path.join(process.cwd(), "lib/samples/area-sample");
  const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
  return { game: areaGameSchema.parse(read("game.json")), map: areaMapSchema.parse(read("map.json")), scenario: scenarioSchema.parse(read("scenario.json")) };
}

export const BUNDLES: Record<string, () => unknown> = {
  "nextwar-sample": sampleBundle,
  "area-sample": areaSample,
  "aa-tiny": () => tinyBundle(),
};

export const GAMES: RecordedGame[] = [
  { name: "nextwar sample, random v random", ruleset: "nextwar", bundle: "nextwar-sample", seed: 1, bots: ["random", "random"] },
  { name: "nextwar sample, greedy v greedy", ruleset: "nextwar", bundle: "nextwar-sample", seed: 2, bots: ["greedy", "greedy"] },
  { name: "nextwar sample, greedy v random", ruleset: "nextwar", bundle: "nextwar-sample", seed: 3, bots: ["greedy", "random"] },
  { name: "area sample, random v random", ruleset: "aa1942", bundle: "area-sample", seed: 4, bots: ["random", "random"] },
  { name: "area sample, greedy v greedy", ruleset: "aa1942", bundle: "area-sample", seed: 5, bots: ["greedy", "greedy"] },
  { name: "aa tiny, greedy v random", ruleset: "aa1942", bundle: "aa-tiny", seed: 6, bots: ["greedy", "random"] },
];
