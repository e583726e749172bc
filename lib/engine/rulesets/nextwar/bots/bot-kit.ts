import type { Action, EngineBundle, GameState } from "../types";
import { BOTS, playGame, replay, stateHash } from "../../../index";
import { boardOf } from "../board";
import { applyNextWar, createNextWarGame } from "../game";
import { at, type BoardSpec, board, game, sampleBundle } from "../test-kit";

/** Helpers for the bots' tests. */

/**
 * The special-move tests' front: three rows of 20 clear hexes, Nordland
 * (blue) in columns 1–14 and Ostmark (red) in 15–20, with the sample's air
 * points chart (so the air war, and with it the ADF, is on) [6.1].
 */
export function front(features: BoardSpec["features"], units: BoardSpec["units"], scenario: BoardSpec["scenario"] = {}): EngineBundle {
  return board({
    rows: Array.from({ length: 3 }, () => "c".repeat(20)),
    borders: Array.from({ length: 3 }, () => `${"n".repeat(14)}${"o".repeat(6)}`),
    features,
    units,
    scenario: { ...scenario, chartOverrides: { airPoints: game().charts.airPoints } },
  });
}

/** Blue's reaction movement segment on `bundle`, blue's air superiority at `level` and red's contested [6.6]. */
export function blueMovesUnder(bundle: EngineBundle, level: string, tweak: Partial<GameState> = {}): GameState {
  const s = at(bundle, "reaction-move", tweak);
  return { ...s, air: { ...s.air!, level: { blue: level, red: "contested" } } };
}

/** The Next War sample with some units set up elsewhere (`null`: left out). */
export function sampleSetUp(moves: Record<string, string | null>): EngineBundle {
  const bn = sampleBundle();
  const setup = (bn.scenario.setup ?? []).filter((p) => moves[p.unit] !== null).map((p) => (moves[p.unit] ? { ...p, at: moves[p.unit] as string } : p));
  return { ...bn, scenario: { ...bn.scenario, setup } };
}

/** Hex distance to `label` from every hex: the greedy bot's objective field with that one objective. */
export function toward(s: GameState, label: string): Int32Array {
  const cm = boardOf(s).ctx.cm;
  const target = cm.indexOf(label);
  return Int32Array.from({ length: cm.n }, (_, h) => cm.distance(h, target));
}

/**
 * The bot tests' replay harness: plays seeded games with `bot` on both sides
 * (seeds 1 to `maxSeed`, stopping once every kind in `kinds` has been seen),
 * and replays each game that used one of them from (bundle, seed, actions),
 * throwing when the replay errs or ends on another hash — the engine's
 * determinism promise for the special moves the bots make. Returns how many
 * actions of each kind the games held. `which`: counts only the actions of
 * those kinds it accepts, given the state each was chosen in (e.g. a sea
 * transport to a beachhead rather than to a port).
 */
export function replayGamesUsing(bundle: EngineBundle, bot: string, kinds: readonly Action["type"][], maxSeed: number, which?: (a: Action, before: GameState) => boolean): Record<string, number> {
  const factory = BOTS[bot];
  if (!factory) throw new Error(`no bot ${bot}`);
  const seen: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  for (let seed = 1; seed <= maxSeed && kinds.some((k) => seen[k] === 0); seed += 1) {
    const g = playGame(bundle, seed, { blue: factory, red: factory });
    const used = which ? usedIn(bundle, seed, g.actions, kinds, which) : g.actions.filter((a) => kinds.includes(a.type));
    if (used.length === 0) continue;
    for (const a of used) seen[a.type] = (seen[a.type] ?? 0) + 1;
    const r = replay(bundle, seed, g.actions);
    if ("error" in r) throw new Error(`seed ${seed}: the replay fails: ${r.error}`);
    const [again, first] = [stateHash(r.state), stateHash(g.state)];
    if (again !== first) throw new Error(`seed ${seed}: the replay ends on ${again}, the game on ${first}`);
  }
  return seen;
}

/** The actions of `kinds` that `which` accepts, stepping the game again to give it each action's state. */
function usedIn(bundle: EngineBundle, seed: number, actions: readonly Action[], kinds: readonly Action["type"][], which: (a: Action, before: GameState) => boolean): Action[] {
  const out: Action[] = [];
  let s = createNextWarGame(bundle, seed);
  for (const a of actions) {
    if (kinds.includes(a.type) && which(a, s)) out.push(a);
    const r = applyNextWar(s, a);
    if ("error" in r) throw new Error(`seed ${seed}: ${JSON.stringify(a)} fails: ${r.error}`);
    s = r.state;
  }
  return out;
}
