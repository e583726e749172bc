import { describe, expect, it } from "vitest";
import game from "@/lib/samples/area-sample/game.json";
import map from "@/lib/samples/area-sample/map.json";
import scenario from "@/lib/samples/area-sample/scenario.json";
import { areaGameSchema, areaMapSchema, scenarioSchema } from "@/lib/model";
import { playAaGame, greedyAaBot } from "./bots";
import { applyAa, checkAa, createAaGame } from "./game";
import { movableAt } from "./movement";
import { pathsFrom } from "./paths";
import { boardOfState, powerOf } from "./state";
import type { AaAction, AaBundle, AaState } from "./types";
import { defOf } from "./unit-table";

const bundle: AaBundle = { game: areaGameSchema.parse(game), map: areaMapSchema.parse(map), scenario: scenarioSchema.parse(scenario) };

/** Every move a group of each type (and the whole space) could try from each space, paths as the search finds them plus a few straight to far spaces. */
function candidateMoves(s: AaState): AaAction[] {
  const board = boardOfState(s);
  const out: AaAction[] = [];
  for (const from of board.ids) {
    const ids = movableAt(s, from);
    if (ids.length === 0) continue;
    const groups = [ids, ...[...new Set(ids.map((id) => s.units[id]!.type))].map((t) => ids.filter((id) => s.units[id]!.type === t))];
    for (const group of groups) {
      const def = defOf(s, s.units[group[0]!]!.type);
      for (const path of pathsFrom(s, powerOf(s), def, from, def.movement, { blitz: true }).values()) out.push({ type: "move", units: group, path });
      out.push({ type: "move", units: group, path: [board.ids[(board.ids.indexOf(from) + 7) % board.ids.length]!] });
    }
  }
  return out;
}

describe("[AA:combat-move] checkAa: the playtest's quick legality check", () => {
  it("agrees with applyAa on every candidate move through a greedy game, and never changes the state it is given", () => {
    const played = playAaGame(bundle, 4, { allies: greedyAaBot, axis: greedyAaBot }, { maxActions: 160 });
    let s = createAaGame(bundle, 4);
    const states: AaState[] = [];
    for (const action of played.actions) {
      if ((s.phase === "combat-move" || s.phase === "noncombat-move") && !s.decision) states.push(s);
      const r = applyAa(s, action);
      if ("error" in r) throw new Error(r.error);
      s = r.state;
    }
    // Eight states spread over the game, both move phases among them.
    const sample = states.filter((_, i) => i % Math.ceil(states.length / 8) === 0);
    expect(new Set(sample.map((x) => x.phase)).size).toBe(2);
    let checked = 0;
    let refused = 0;
    for (const st of sample) {
      const before = JSON.stringify({ ...st, bundle: null });
      for (const move of candidateMoves(st)) {
        const applied = applyAa(st, move);
        const quick = checkAa(st, move);
        expect(quick, JSON.stringify(move)).toEqual("error" in applied ? { error: applied.error, rule: applied.rule } : null);
        checked += 1;
        if (quick) refused += 1;
      }
      expect(JSON.stringify({ ...st, bundle: null })).toBe(before);
    }
    // Both legal and refused moves were compared, in both move phases.
    expect(checked).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(20);
    expect(checked - refused).toBeGreaterThan(20);
  });

  it("outside the move phases it answers as applyAa does", () => {
    const s = createAaGame(bundle, 1);
    const move: AaAction = { type: "move", units: Object.keys(s.units).slice(0, 1), path: ["westmarch"] };
    const r = applyAa(s, move);
    expect("error" in r).toBe(true);
    expect(checkAa(s, move)).toEqual({ error: (r as { error: string }).error, rule: (r as { rule: string }).rule });
    expect(checkAa(s, { type: "end-phase" })).toBeNull();
  });
});
