import { apply, createGame, type EngineBundle, type GameState } from "@/lib/engine";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";

/** The Next War playtest's component tests: the sample and its states (rendering and reading markup: ../render-kit.ts). */

/** The Next War sample, optionally with some of its scenario's units renamed. */
export function sample(rename: Record<string, string> = {}): EngineBundle {
  const b = sampleBundle();
  const units = (b.scenario.units ?? []).map((u) => (rename[u.id] ? { ...u, name: rename[u.id] as string } : u));
  return { ...b, scenario: { ...b.scenario, units } };
}

/**
 * The sample game with seed 11 after `ends` segments are ended: 0 is blue's
 * mine-sweep step [7.5.2], 1 red's initiative move, 3 blue's elite reaction
 * move, 6 blue's reaction move.
 */
export function sampleAfter(ends: number, bundle: EngineBundle = sample()): GameState {
  let s = createGame(bundle, { seed: 11 });
  for (let i = 0; i < ends; i++) {
    const r = apply(s, { type: "end-segment" });
    if ("error" in r) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

export function sidesOf(bundle: EngineBundle): { id: string; name: string; colour: string }[] {
  return bundle.game.sides.map((s) => ({ ...s, colour: s.colour ?? "#777777" }));
}
