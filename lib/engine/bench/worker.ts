import { parentPort, workerData } from "node:worker_threads";
import { BOTS, playGame } from "../index";
import { sampleBundle } from "../rulesets/nextwar/test-kit";

// Plays the seeds it is given with greedy bots and reports how many finished.
const { seeds } = workerData as { seeds: number[] };
const bundle = sampleBundle();
let done = 0;
for (const seed of seeds) {
  playGame(bundle, seed, { blue: BOTS.greedy!, red: BOTS.greedy! });
  done += 1;
}
parentPort?.postMessage({ done });
