import { apply, createGame, currentSegment, type EngineBundle, type GameState } from "@/lib/engine";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";

/**
 * Test positions for the playtest's amphibious views [8.5.5, 8.5.8]: the Next
 * War sample (seed 11) with its 1st Amphibious Group empty at set-up (the
 * sample puts the 2nd Marine Battalion aboard; here it sets up in Bay Point,
 * 2406, so each test says what is aboard) — for USMC airmobile its marine
 * type made airmobile-capable and its marines 1-step units, which the
 * sample's are not [8.5.5] — and marines put aboard an AMPH as embarking
 * would leave them (off the map, `at` "amph:<id>").
 */

export function amphSample(opts: { airmobileMarines?: boolean } = {}): EngineBundle {
  const sample = sampleBundle();
  const setup = (sample.scenario.setup ?? []).map((s) => (s.at === "nl-amph-1" ? { ...s, at: "2406" } : s));
  const b = { ...sample, scenario: { ...sample.scenario, setup } };
  if (!opts.airmobileMarines) return b;
  const unitTypes = b.game.unitTypes.map((t) => (t.id === "marine" ? { ...t, flags: [...t.flags, "airmobile-capable" as const] } : t));
  const units = (b.scenario.units ?? []).map((u) => (u.type === "marine" ? { ...u, steps: 1, reduced: undefined } : u));
  return { ...b, game: { ...b.game, unitTypes }, scenario: { ...b.scenario, units } };
}

/** The game after segments are ended until `side` moves in the `nth` movement segment it has (0 = its first). */
export function sideMoving(bundle: EngineBundle, side: string, nth = 0): GameState {
  let s = createGame(bundle, { seed: 11 });
  let seen = 0;
  for (let i = 0; i < 60; i++) {
    const seg = currentSegment(s);
    if (seg.kind === "move" && seg.active === side && seg.segment !== "elite-reaction-move") {
      if (seen === nth) return s;
      seen += 1;
    }
    const r = apply(s, { type: "end-segment" });
    if ("error" in r) throw new Error(r.error);
    s = r.state;
  }
  throw new Error(`${side} never moves`);
}

/** Places a naval unit at a box id, sea hex or port label, and units aboard it. */
export function withAmph(s: GameState, amph: string, at: string, ...aboard: string[]): GameState {
  const units = { ...s.units, [amph]: { ...(s.units[amph] as GameState["units"][string]), status: "offmap" as const, hex: -1, at } };
  for (const id of aboard) units[id] = { ...(units[id] as GameState["units"][string]), status: "offmap", hex: -1, at: `amph:${amph}` };
  return { ...s, units };
}

/** Applies actions, failing loudly on a refusal. */
export function play(s: GameState, ...actions: Parameters<typeof apply>[1][]): GameState {
  let out = s;
  for (const a of actions) {
    const r = apply(out, a);
    if ("error" in r) throw new Error(`${a.type}: ${r.error}`);
    out = r.state;
  }
  return out;
}
