import { describe, expect, it } from "vitest";
import { createNextWarGame } from "./game";
import { sampleBundle } from "./test-kit";
import { nextWarView } from "./view-model";

/** The view model of a side [13.2]: every counter on the map by hex, and under fog of war only the top of an enemy stack. */
describe("the Next War view model [3.0, 13.2]", () => {
  const open = () => createNextWarGame(sampleBundle(), 7);
  const foggy = () => {
    const b = sampleBundle();
    const s = structuredClone(createNextWarGame({ ...b, scenario: { ...b.scenario, optionalRules: { ...b.scenario.optionalRules, fogOfWar: true } } }, 7));
    // An enemy stack of three: the second side's first three units on the map stacked on the first's hex.
    const enemy = s.bundle.scenario.sides[1]!.id;
    const sideOf = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
    const theirs = (s.bundle.scenario.units ?? []).filter((u) => sideOf.get(u.nation) === enemy && s.units[u.id]?.status === "map").slice(0, 3);
    for (const u of theirs.slice(1)) s.units[u.id]!.hex = s.units[theirs[0]!.id]!.hex;
    return s;
  };

  it("shows every counter on the map by hex label, top of the stack first, with the track and VP", () => {
    const s = open();
    const v = nextWarView(s, null);
    const ids = Object.values(v.places).flatMap((l) => l.map((p) => p.id));
    const onMap = Object.entries(s.units).filter(([, u]) => u.status === "map" && u.hex >= 0);
    expect(ids.sort()).toEqual(onMap.map(([id]) => id).sort());
    expect(v).toMatchObject({ ruleset: "nextwar", viewer: null, turn: s.turn, fog: false, result: null });
    expect(v.scores.map((x) => x.side)).toEqual(s.bundle.scenario.sides.map((x) => x.id));
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it("without the fog-of-war rule every side sees every counter [8.1.2]", () => {
    const s = open();
    for (const side of s.bundle.scenario.sides) expect(nextWarView(s, side.id).places).toEqual(nextWarView(s, null).places);
  });

  it("under fog of war a side sees an enemy stack's top counter and blanks for the rest, its own stacks whole [13.2]", () => {
    const s = foggy();
    const all = nextWarView(s, null).places;
    const side = s.bundle.scenario.sides[0]!.id;
    const seen = nextWarView(s, side);
    expect(seen.fog).toBe(true);
    let blanks = 0;
    for (const [hex, list] of Object.entries(all)) {
      const shown = seen.places[hex]!;
      expect(shown.length).toBe(list.length);
      if (list[0]!.side === side || list.length === 1) {
        expect(shown).toEqual(list);
        continue;
      }
      expect(shown[0]).toEqual(list[0]);
      for (const c of shown.slice(1)) {
        expect(c).toMatchObject({ hidden: true, type: "", owner: "", name: "" });
        blanks += 1;
      }
    }
    expect(blanks).toBeGreaterThanOrEqual(2);
  });
});
