import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type AaAction, type AaBundle, type AaEvent, type AaState, applyAa, createAaGame } from "@/lib/engine";
import type { AaBattle } from "@/lib/engine/rulesets/aa1942/queries";
import { actionFor } from "./area-moves";
import { battleCounts, battleList } from "./area-battles";
import { describeAaEvent } from "./area-log";

const dir = path.resolve(__dirname, "../samples/area-sample");
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
const bundle: AaBundle = { game: read("game.json"), map: read("map.json"), scenario: read("scenario.json") };

function play(state: AaState, actions: AaAction[]): { state: AaState; events: AaEvent[] } {
  let s = state;
  const events: AaEvent[] = [];
  for (const action of actions) {
    const r = applyAa(s, action);
    if ("error" in r) throw new Error(`${action.type}: ${r.error}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const idOf = (s: AaState, owner: string, at: string, type: string) => Object.entries(s.units).find(([, u]) => u.owner === owner && u.at === at && u.type === type && !u.aboard)![0];
const battle = (space: string, kind: AaBattle["kind"]): AaBattle => ({ space, kind, round: 0, attackers: [], defenders: [], stage: "start", hitsOnAttacker: 0, hitsOnDefender: 0, doomed: [] });

describe("the battle list [AA:conduct-combat]", () => {
  it("lists the phase's battles in the rules' order with what became of those fought, the current one and those to come", () => {
    const s = structuredClone(createAaGame(bundle, 1));
    s.power = 1; // Cordova
    s.phase = "conduct-combat";
    s.battles = [battle("sablecoast", "amphibious"), battle("lynx-march", "general")];
    const events: AaEvent[] = [
      { type: "turn", nation: "cordova" },
      {
        type: "battles",
        nation: "cordova",
        battles: [
          { space: "aurel", kind: "raid" },
          { space: "sz-3", kind: "amphibious" },
          { space: "sablecoast", kind: "amphibious" },
          { space: "lynx-march", kind: "general" },
        ],
      },
      { type: "battle-end", space: "aurel", kind: "raid" },
      { type: "retreat", space: "sz-3", to: "sz-4" },
      { type: "battle-end", space: "sz-3", kind: "amphibious", winner: "defender" },
    ];
    expect(battleList(s, events)).toEqual([
      { space: "aurel", name: "Aurel", kind: "raid", kindName: "Strategic bombing raid", status: "fought", outcome: "raid over" },
      { space: "sz-3", name: "Sea zone 3 (Aurelian Gulf)", kind: "amphibious", kindName: "Amphibious assault", status: "fought", outcome: "attacker retreated to Sea zone 4 (Cordovan Bight)" },
      { space: "sablecoast", name: "Sablecoast", kind: "amphibious", kindName: "Amphibious assault", status: "now" },
      { space: "lynx-march", name: "Lynx March", kind: "general", kindName: "General combat", status: "next" },
    ]);
    // A new turn that has not reached its combat yet has no list.
    expect(battleList(s, [...events, { type: "turn", nation: "cordova" }])).toBeNull();
  });

  it("an amphibious assault with bombardment, fought through the engine: listed, then taken; the log names every step", () => {
    let { state: s } = play(createAaGame(bundle, 7), [{ type: "purchase", units: {} }]);
    const transport = idOf(s, "aurelia", "sz-1", "transport");
    const battleship = idOf(s, "aurelia", "sz-1", "battleship");
    const cargo = [idOf(s, "aurelia", "aurel", "infantry"), idOf(s, "aurelia", "aurel", "tank")];
    s = play(s, [actionFor(s, cargo, "sz-1")]).state;
    s = play(s, [actionFor(s, [transport, battleship], "sz-7")]).state;
    s = play(s, [actionFor(s, [], "saltpan", { from: "sz-7" }), { type: "bombard", units: [battleship], target: "saltpan" }]).state;
    // The calculator gets the landing with the ship that bombards it.
    expect(battleCounts(s, "saltpan")).toEqual({ attacker: { nation: "aurelia", units: { infantry: 1, tank: 1, battleship: 1 } }, defender: { nation: "draken", units: { infantry: 1 } }, kind: "land", amphibious: true });
    // Bombardment misses; round 1: infantry and tank miss, the defender hits: Aurelia chooses its casualty.
    const forced = [6, 6, 6, 1].map((value): AaAction => ({ type: "force-die", value }));
    const r1 = play(s, [...forced, { type: "end-phase" }]);
    expect(r1.state.decision).toMatchObject({ kind: "casualties", nation: "aurelia", space: "saltpan" });
    expect(battleList(r1.state, r1.events)).toEqual([{ space: "saltpan", name: "Saltpan", kind: "amphibious", kindName: "Amphibious assault", status: "now" }]);
    const text = r1.events.map((e) => describeAaEvent(r1.state, e)).filter((t) => t !== null);
    expect(text).toContain("Battles: Saltpan (amphibious)");
    expect(text).toContain("Saltpan: bombardment, 0 hits of 1");
    // The tank is lost, not the default infantry; round 2: the infantry hits, the defender misses; Saltpan is taken.
    const r2 = play(r1.state, [{ type: "force-die", value: 1 }, { type: "force-die", value: 6 }, { type: "choose-casualties", units: [cargo[1]!] }]);
    expect(r2.state.units[cargo[1]!]).toBeUndefined();
    expect(r2.state.control.saltpan).toBe("aurelia");
    const all = [...r1.events, ...r2.events];
    expect(battleList(r2.state, all)).toEqual([{ space: "saltpan", name: "Saltpan", kind: "amphibious", kindName: "Amphibious assault", status: "fought", outcome: "attacker won and took it" }]);
    expect(r2.events.map((e) => describeAaEvent(r2.state, e))).toContain("Aurelia takes Saltpan");
  });

  it("[AA:capture] the log names the industrial complex (with its damage) and the AA guns taken with a territory", () => {
    const s = createAaGame(bundle, 1);
    const e: AaEvent = { type: "captured", rule: "AA:capture", territory: "valmont", by: "aurelia", from: "cordova", to: "aurelia", units: ["u9"], unitTypes: { "aa-gun": 1 }, complex: true, complexDamage: 2 };
    expect(describeAaEvent(s, e)).toBe("Aurelia takes Valmont, capturing its industrial complex (2 damage) and 1 AA gun");
    expect(describeAaEvent(s, { ...e, complexDamage: 0, unitTypes: { "aa-gun": 2 }, units: ["a", "b"] })).toBe("Aurelia takes Valmont, capturing its industrial complex and 2 AA gun");
    expect(describeAaEvent(s, { type: "captured", territory: "westmarch", by: "borealis", to: "aurelia", liberated: true })).toBe("Borealis liberates Westmarch for Aurelia");
    expect(describeAaEvent(s, { type: "bombard-assigned", nation: "aurelia", units: ["x"], target: "saltpan" })).toBe("Aurelia: 1 unit to bombard Saltpan");
  });
});
