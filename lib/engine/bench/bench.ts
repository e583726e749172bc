import { BOTS, createGame, explainCombat, playGame, reachableHexes } from "../index";
import { advancedSampleBundle, sampleBundle } from "../rulesets/nextwar/test-kit";
import { bigBundle } from "./fixtures";
import { bigAdvancedBundle } from "./advanced-fixtures";
import { buildBoard } from "../rulesets/nextwar/board";
import { traceSide } from "../rulesets/nextwar/advanced/supply-lines";

/**
 * `npm run bench:engine`: one JSON object per line, medians after warm-up.
 * Targets: reachable hexes < 2 ms, combat explanation < 0.2 ms, a full
 * greedy sample game < 200 ms; the Advanced supply check of every unit of
 * a 2,000-unit game on the 200×150 map ≤ 20 ms.
 */
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function time(fn: () => void, runs: number, warm: number, inner = 1): number {
  for (let i = 0; i < warm; i += 1) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    for (let k = 0; k < inner; k += 1) fn();
    out.push((performance.now() - t) / inner);
  }
  return median(out);
}

function emit(metric: string, value: number, unit: string, extra: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ bench: "engine", metric, value: Math.round(value * 1000) / 1000, unit, ...extra })}\n`);
}

const big = bigBundle();
const bigState = createGame(big, { seed: 1 });
const probe = reachableHexes(bigState, ["nl-mot-inf-1", "nl-mot-inf-2"]);
if ("error" in probe) throw new Error(probe.error);
emit("reachable_hexes_ms", time(() => reachableHexes(bigState, ["nl-mot-inf-1", "nl-mot-inf-2"]), 30, 20), "ms", { map: "200x150", hexes: probe.hexes.length });

const sample = sampleBundle();
const sampleState = createGame(sample, { seed: 1 });
const sc = JSON.parse(JSON.stringify(sample.scenario));
sc.setup = sc.setup.map((s: { unit: string; at: string }) => (s.unit === "os-inf-1" ? { ...s, at: "2407" } : s.unit === "os-inf-2" ? { ...s, at: "2308" } : s));
const combatState = createGame({ ...sample, scenario: sc }, { seed: 1 });
const decl = { attackers: ["os-inf-1", "os-inf-2"], defender: "2307" };
const ex = explainCombat(combatState, decl);
if ("error" in ex) throw new Error(ex.error);
emit("explain_combat_ms", time(() => explainCombat(combatState, decl), 50, 20, 100), "ms");
void sampleState;

// The Advanced supply check [19.2]: both sides' lines, board and enemy ZOC included, as the supply phase builds them.
const advanced = createGame(bigAdvancedBundle(), { seed: 1 });
const traceBoth = () => {
  const b = buildBoard(advanced);
  let n = 0;
  for (const side of b.ctx.sides) n += traceSide(b, side).lines.size;
  return n;
};
emit("supply_trace_ms", time(traceBoth, 15, 5), "ms", { map: "200x150", units: unitsOnMap(advanced), supplied: traceBoth() });

emit("sample_game_ms", time(() => playGame(sample, 7, { blue: BOTS.greedy!, red: BOTS.greedy! }), 7, 2), "ms", { bots: "greedy" });
// The Advanced sample [14–29], greedy bots on both sides to a result: target ≤ 1,000 ms.
const advancedSample = advancedSampleBundle();
emit("advanced_sample_game_ms", time(() => playGame(advancedSample, 7, { blue: BOTS.greedy!, red: BOTS.greedy! }), 7, 2), "ms", { bots: "greedy" });
// Games a second on every core: bench:balance measures them on the one worker pool (lib/workers), as balance plays them.

function unitsOnMap(state: ReturnType<typeof createGame>): number {
  return Object.values((state as { units: Record<string, { status: string }> }).units).filter((u) => u.status === "map").length;
}
