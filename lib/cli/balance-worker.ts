import { workerData } from "node:worker_threads";
import type { BalanceJob } from "../balance/bot-check";
import { type AnyBundle, playRecorded } from "../balance/play";
import type { GameRecord } from "../balance/record";
import { workerTask } from "../workers/task";

// Plays the game it is sent (balance-pool.ts) and answers its record. The scenario comes once per worker, in workerData.
const { game } = (workerData ?? {}) as { game: AnyBundle };

export default workerTask<BalanceJob, GameRecord>((job) => playRecorded(game, job.index, job.seed, job.bots));
