import { makeGameLog } from "@/lib/engine";

/** Downloads the game as a warbench game log (any ruleset: its bundle, the seed and the actions), named after the scenario and the seed. */
export function downloadGameLog(p: { bundle: unknown; seed: number; actions: unknown[]; finalStateHash: string; scenarioName: string }) {
  const log = makeGameLog(p.bundle, p.seed, p.actions, { finalStateHash: p.finalStateHash });
  const blob = new Blob([JSON.stringify(log, null, 2)], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `${p.scenarioName.replace(/[^\p{L}\p{N}._-]+/gu, "-")}-seed-${p.seed}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
