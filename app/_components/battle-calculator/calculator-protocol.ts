import type { SimTotals } from "@/lib/engine/rulesets/aa1942/odds";
import type { OddsJob } from "@/lib/engine/rulesets/aa1942/odds-chunks";

/** Main thread → calculator worker: fight blocks [from, to) of job `jobId` (the job is sent with its first piece only). */
export type ToCalculator =
  | { type: "piece"; jobId: number; job?: OddsJob; pieceId: number; from: number; to: number }
  /** Answer job `jobId` exactly (odds-exact.ts), or say why it cannot be. */
  | { type: "exact"; jobId: number; job: OddsJob; pieceId: number };

/** Calculator worker → main thread. */
export type FromCalculator =
  | { type: "progress"; pieceId: number; battles: number }
  | { type: "done"; pieceId: number; totals: SimTotals; ms: number }
  | { type: "refused"; pieceId: number; reason: string }
  | { type: "error"; pieceId: number; message: string };
