import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type AaAction, type AaBundle, type AaState, applyAa, createAaGame, playAaGame, AA_BOTS } from "@/lib/engine";
import { actionFor, landingReach, legalDestinations, movableGroups, pickUnits } from "./area-moves";
import { battleCounts, currentBattle, diceSteps } from "./area-battles";
import { describeAaEvent } from "./area-log";
import { areaTrackOf, canalViews, chipsAt, ipcLeft, placementSites, spaceViews } from "./area-view-model";

const dir = path.resolve(__dirname, "../samples/area-sample");
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
const bundle: AaBundle = { game: read("game.json"), map: read("map.json"), scenario: read("scenario.json") };

function step(state: AaState, action: AaAction): AaState {
  const r = applyAa(state, action);
  if ("error" in r) throw new Error(`${action.type}: ${r.error}`);
  return r.state;
}

describe("area playtest view model [AA:turn-order]", () => {
  it("the turn track shows round, power, phase, banks with income, and victory cities against the target", () => {
    const s = createAaGame(bundle, 7);
    const t = areaTrackOf(s);
    expect(t).toMatchObject({ round: 1, roundLimit: 10, power: "aurelia", powerName: "Aurelia", phase: "Purchase", target: 6, targetKind: "standard" });
    expect(t.powers.map((p) => p.id)).toEqual(["aurelia", "cordova", "borealis", "draken"]);
    expect(t.powers[0]).toMatchObject({ bank: 28, toMove: true });
    expect(t.powers[0]!.income).toBeGreaterThan(0);
    expect(t.sides.reduce((n, x) => n + x.cities, 0)).toBe(8);
  });

  it("spaces carry their controller's colour, markers and one chip per unit type with its count", () => {
    const s = createAaGame(bundle, 7);
    const v = spaceViews(s).get("aurel")!;
    expect(v).toMatchObject({ controller: "aurelia", controllerName: "Aurelia", colour: "#3d6fb6", capital: true, victoryCity: true, complex: true });
    const chips = chipsAt(s, "aurel");
    expect(chips.find((c) => c.type === "infantry")).toMatchObject({ count: 3, owner: "aurelia", damaged: false });
    expect(new Set(chips.map((c) => c.type)).size).toBe(chips.length);
    expect(spaceViews(s).get("sz-1")!.sea).toBe(true);
  });

  it("a transport's chip names its cargo; a damaged battleship gets its own chip", () => {
    let s = createAaGame(bundle, 7);
    const [tid, t] = Object.entries(s.units).find(([, u]) => u.type === "transport" && u.owner === "aurelia")!;
    s = structuredClone(s);
    s.units["x1"] = { type: "infantry", owner: "aurelia", at: t.at, damage: 0, moved: 0, aboard: tid };
    s.units["x2"] = { type: "battleship", owner: "aurelia", at: t.at, damage: 1, moved: 0 };
    const chips = chipsAt(s, t.at);
    expect(chips.find((c) => c.type === "transport")!.carrying).toMatch(/1 infantry/);
    expect(chips.some((c) => c.type === "battleship" && c.damaged)).toBe(true);
  });

  it("purchase spends from the bank; mobilisation sites are the power's complexes and the sea zones beside them", () => {
    const s = createAaGame(bundle, 7);
    expect(ipcLeft(s, { infantry: 2, tank: 1 })).toBe(28 - 12);
    expect(placementSites(s, "infantry").map((x) => x.at)).toContain("aurel");
    expect(placementSites(s, "destroyer").every((x) => x.at.startsWith("sz-"))).toBe(true);
    expect(canalViews(s)[0]).toMatchObject({ id: "zarcan-canal" });
  });

  it("moves: groups by type, a number of each, legal destinations tried on the engine, and the action a click means", () => {
    let s = step(createAaGame(bundle, 7), { type: "purchase", units: {} });
    const groups = movableGroups(s, "aurel");
    const inf = groups.find((g) => g.type === "infantry")!;
    expect(inf.ids).toHaveLength(3);
    const two = pickUnits(groups, { ...Object.fromEntries(groups.map((g) => [g.type, 0])), infantry: 2 });
    expect(two).toHaveLength(2);
    const dests = legalDestinations(s, two);
    for (const d of dests.values()) expect("error" in applyAa(s, { type: "move", units: two, path: d.path })).toBe(false);
    // A click on a space no legal move reaches still comes back as an action, for the engine to refuse with its rule.
    const far = actionFor(s, two, "drakenhold");
    const r = applyAa(s, far);
    expect(r).toMatchObject({ error: expect.stringMatching(/\S/), rule: expect.stringMatching(/^AA:/) });
    const fighters = groups.find((g) => g.type === "fighter")!.ids;
    const fd = [...legalDestinations(s, fighters).values()][0];
    if (fd) expect(landingReach(s, fighters, fd.to, fd.cost).length).toBeGreaterThan(0);
    s = step(s, { type: "end-phase" });
    expect(s.phase).not.toBe("combat-move");
  });

  it("the battle board groups a round's dice by step, type and value with hits marked; the calculator gets the sides", () => {
    const played = playAaGame(bundle, 3, { allies: AA_BOTS.greedy!, axis: AA_BOTS.greedy! }, { maxActions: 400 });
    let s = createAaGame(bundle, 3);
    let found = false;
    for (const a of played.actions) {
      const r = applyAa(s, a);
      if ("error" in r) throw new Error(r.error);
      const roll = r.events.find((e) => e.type === "die-roll" && e.purpose === "fire");
      if (roll && !found) {
        const steps = diceSteps(s, r.events, String(roll.space));
        expect(steps.length).toBeGreaterThan(0);
        for (const st of steps) {
          expect(st.hits).toBe(st.groups.flatMap((g) => g.dice).filter((d) => d.hit).length);
          for (const g of st.groups) expect(g.dice.map((d) => d.value)).toEqual([...g.dice.map((d) => d.value)].sort((x, y) => x - y));
        }
        found = true;
      }
      s = r.state;
      if (s.decision && s.battles.length > 0) {
        const b = currentBattle(s)!;
        expect(b.space).toBe(s.decision.space);
        const c = battleCounts(s, b.space);
        expect(c.attacker.nation).toBe(s.bundle.game.turnOrder[s.power]);
      }
      for (const e of r.events) expect(typeof (describeAaEvent(s, e) ?? "")).toBe("string");
    }
    expect(found).toBe(true);
  });

  it("[AA:strategic-bombing] a raid's bombing dice read as the damage they added, and as what they rolled when the complex's cap cut it", () => {
    const s = createAaGame(bundle, 7);
    const roll = (value: number) => ({ type: "die-roll", rule: "AA:strategic-bombing", purpose: "raid-damage", space: "castra", value, unit: "u1" });
    const steps = diceSteps(s, [roll(5), roll(6), { type: "raid-damage", rule: "AA:strategic-bombing", territory: "castra", nation: "aurelia", bombers: 2, rolled: 11, added: 8, damage: 20, cap: 20 }], "castra");
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ title: "Bombing damage", hits: 0, damage: { added: 8, rolled: 11 } });
    expect(diceSteps(s, [roll(3)], "castra")[0]!.damage).toBeUndefined();
  });
});
