import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AaBundle, type AaState, applyAa, checkAa, createAaGame } from "@/lib/engine";
import { boardOf, mobilisationSites, mobiliseCapacity } from "@/lib/engine/rulesets/aa1942/queries";
import { importTripleA } from "@/lib/io/triplea/import";
import { fixtureInput } from "@/lib/io/triplea/test-fixtures";
import { defaultPlacement, unplacedAfter, unplacedBy } from "./area-placement";

const dir = path.resolve(__dirname, "../samples/area-sample");
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
const sample: AaBundle = { game: read("game.json"), map: read("map.json"), scenario: read("scenario.json") };
const imported = importTripleA(fixtureInput());
if (!imported.ok) throw new Error(imported.reason);
const narrowSeas: AaBundle = { game: imported.game, map: imported.map, scenario: imported.scenario } as AaBundle;

/** A game at `nation`'s mobilisation with `bought` to place, damage on its complexes and enemy warships in some zones. */
function atMobilise(bundle: AaBundle, nation: number, bought: Record<string, number>, damage: number[] = [], enemyZones: boolean[] = []): AaState {
  const s = structuredClone(createAaGame(bundle, 1)) as AaState;
  s.power = nation;
  s.phase = "mobilise";
  s.bought = Object.fromEntries(Object.entries(bought).filter(([, n]) => n > 0));
  const sites = mobilisationSites(s);
  sites.forEach((site, i) => {
    const d = Math.min(damage[i] ?? 0, mobiliseCapacity(s, site));
    if (d > 0) s.damage[site] = d;
  });
  const board = boardOf(bundle.map);
  const power = bundle.game.turnOrder[nation]!;
  const side = (n: string) => bundle.scenario.nations?.find((x) => x.id === n)?.side ?? bundle.game.nations.find((x) => x.id === n)?.side;
  const enemy = bundle.game.turnOrder.find((n) => side(n) !== side(power))!;
  const warship = bundle.game.unitTypes.find((u) => u.domain === "sea" && u.attack > 0 && !u.submarine)!.id;
  const zones = [...new Set(sites.flatMap((t) => board.spaces.get(t)!.next))].filter((z) => board.spaces.get(z)!.sea).sort();
  zones.forEach((z, i) => {
    if (enemyZones[i]) s.units[`enemy-${i}`] = { type: warship, owner: enemy, at: z, damage: 0, moved: 0 };
  });
  return s;
}

const buyable = (bundle: AaBundle) => bundle.game.unitTypes.filter((u) => u.cost > 0).map((u) => u.id);

describe("the default mobilisation [AA:mobilise]", () => {
  it("five infantry and Korvath's complexes of room 3, 8 and 3: placed within each complex's room, all five", () => {
    const s = atMobilise(narrowSeas, 0, { infantry: 5 });
    expect(mobilisationSites(s).map((t) => mobiliseCapacity(s, t))).toEqual([3, 8, 3]);
    const placements = defaultPlacement(s);
    expect(checkAa(s, { type: "mobilise", placements })).toBeNull();
    expect(placements.reduce((n, p) => n + p.count, 0)).toBe(5);
    for (const p of placements) expect(p.count).toBeLessThanOrEqual(mobiliseCapacity(s, p.at));
  });

  it("more units than room: the complexes are filled, spread over them, and the rest stays bought", () => {
    const s = atMobilise(narrowSeas, 0, { infantry: 10, armour: 6 });
    const placements = defaultPlacement(s);
    const r = applyAa(s, { type: "mobilise", placements });
    if ("error" in r) throw new Error(r.error);
    const at = (site: string) => placements.filter((p) => p.at === site).reduce((n, p) => n + p.count, 0);
    expect(mobilisationSites(s).map(at)).toEqual([3, 8, 3]);
    expect(unplacedAfter(s, placements)).toEqual({ total: 2, byType: { armour: 2 } });
    // Placing ends the power's turn: the two are held for its next [AA:mobilise].
    expect(r.state.held).toEqual({ [s.bundle.game.turnOrder[0]!]: { armour: 2 } });
  });

  it("a damaged complex offers only what damage leaves it; ships go beside complexes, not into enemy warships", () => {
    const s = atMobilise(sample, 0, { infantry: 4, destroyer: 2, transport: 1 }, [9, 0], [true, false, false, false, false, false]);
    const placements = defaultPlacement(s);
    expect(checkAa(s, { type: "mobilise", placements })).toBeNull();
    const board = boardOf(sample.map);
    for (const p of placements.filter((x) => x.type !== "infantry")) expect(board.spaces.get(p.at)!.sea).toBe(true);
  });

  it("a bought complex goes to the best territory held since the turn began that has none [AA:industrial-complexes]", () => {
    const s = atMobilise(sample, 0, { "industrial-complex": 1 });
    const [p] = defaultPlacement(s);
    expect(p).toBeDefined();
    expect(s.complexes[p!.at]).toBeUndefined();
    expect(checkAa(s, { type: "mobilise", placements: [p!] })).toBeNull();
  });

  it("ending the phase leaves every bought unit; a placement its leftovers; other phases none", () => {
    const s = atMobilise(narrowSeas, 0, { infantry: 2, armour: 1 });
    expect(unplacedBy(s, { type: "end-phase" })).toEqual({ total: 3, byType: { infantry: 2, armour: 1 } });
    expect(unplacedBy(s, { type: "mobilise", placements: [{ type: "infantry", at: "jade-citadel", count: 2 }] })).toEqual({ total: 1, byType: { armour: 1 } });
    expect(unplacedBy({ ...s, phase: "purchase" }, { type: "end-phase" }).total).toBe(0);
  });

  for (const [name, bundle] of [
    ["the area sample", sample],
    ["Narrow Seas", narrowSeas],
  ] as const) {
    it(`property (${name}): the default is always accepted by the engine, and nothing left over could still be placed`, () => {
      const types = buyable(bundle);
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: bundle.game.turnOrder.length - 1 }),
          fc.array(fc.integer({ min: 0, max: 6 }), { minLength: types.length, maxLength: types.length }),
          fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 4 }),
          fc.array(fc.boolean(), { maxLength: 12 }),
          (nation, counts, damage, enemyZones) => {
            const s = atMobilise(bundle, nation, Object.fromEntries(types.map((t, i) => [t, counts[i]!])), damage, enemyZones);
            const placements = defaultPlacement(s);
            expect(checkAa(s, { type: "mobilise", placements })).toBeNull();
            // Maximal: one more unit of any type left over is refused wherever it goes.
            const left = unplacedAfter(s, placements).byType;
            const board = boardOf(bundle.map);
            const power = bundle.game.turnOrder[nation]!;
            // Anywhere a unit could go: the power's territories and the sea zones next to them.
            const places = [...board.spaces.values()].filter((t) => s.control[t.id] === power).flatMap((t) => [t.id, ...t.next.filter((z) => board.spaces.get(z)!.sea)]);
            for (const type of Object.keys(left)) {
              for (const at of new Set(places)) {
                expect(checkAa(s, { type: "mobilise", placements: [...placements, { type, at, count: 1 }] }), `one more ${type} at ${at}`).not.toBeNull();
              }
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});
