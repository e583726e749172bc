import { describe, expect, it } from "vitest";
import type { GameEvent } from "./types";
import { parseCrtCell, resultInWords } from "./words-combat";
import { actionTitle, describeEvent, lastCombat } from "./words-test-kit";

const names = { "nl-inf-4": "4th Infantry Bde", "os-inf-2": "2nd Rifle Bde", "os-inf-4": "4th Rifle Bde" };
const sides = { blue: "Northern Coalition", red: "Eastern Pact" };

const combat = (over: Partial<GameEvent> = {}): GameEvent => ({
  type: "combat",
  rule: "9.2.6",
  attackers: ["os-inf-2", "os-inf-4"],
  defender: "2114",
  attack: 9,
  defense: 4,
  column: "2:1",
  drm: 1,
  roll: 4,
  modified: 5,
  result: "1/2R2",
  losses: { attacker: 1, defender: 2 },
  notes: [],
  ...over,
});

describe("combat results in words [9.7]", () => {
  it.each([
    ["1/2R2", "Attacker loses 1 step; defender loses 2 steps and retreats 2 hexes"],
    ["2/0", "Attacker loses 2 steps; defender loses nothing"],
    ["0/1R1", "Attacker loses nothing; defender loses 1 step and retreats 1 hex"],
    ["0/0R1", "Attacker loses nothing; defender retreats 1 hex"],
    ["0/0", "No effect: neither side loses a step"],
  ])("%s reads “%s”", (cell, words) => {
    expect(resultInWords(parseCrtCell(cell)!)).toBe(words);
  });

  it("the log says the combat in words, not `result 2/0`", () => {
    const line = describeEvent(combat({ result: "2/0", losses: { attacker: 2, defender: 0 } }), names, sides);
    expect(line.text).toBe("Combat at hex 2114: 9 to 4 on the 2:1 column, roll 4 + 1 = 5 — Attacker loses 2 steps; defender loses nothing");
    expect(line.text).not.toMatch(/result/);
    expect(line).toMatchObject({ rule: "9.2.6", dice: true });
  });

  it("the log names units and sides in step losses, eliminations, retreats and advances", () => {
    expect(describeEvent({ type: "step-loss", unit: "nl-inf-4", steps: 1, rule: "9.7.1" }, names).text).toBe("4th Infantry Bde loses a step (1 step left)");
    expect(describeEvent({ type: "eliminated", unit: "nl-inf-4" }, names).text).toBe("4th Infantry Bde is eliminated");
    // The supply phase [13.1.1, 13.1.4]
    expect(describeEvent({ type: "supply", side: "blue", outOfSupply: ["nl-inf-4"], rule: "13.1" }, names, sides)).toEqual({ text: "Northern Coalition: out of supply — 4th Infantry Bde", rule: "13.1" });
    expect(describeEvent({ type: "supply", side: "red", outOfSupply: [], rule: "13.1" }, names, sides).text).toBe("Eastern Pact: every unit in supply");
    expect(describeEvent({ type: "retreat", units: ["nl-inf-4"], from: "1815", path: ["1715", "1615"] }, names).text).toBe("4th Infantry Bde retreats from hex 1815 to hex 1715 → hex 1615");
    expect(describeEvent({ type: "move", units: ["os-inf-2"], from: "3409", to: "3210", path: ["3409", "3310", "3210"] }, names).text).toBe("2nd Rifle Bde moves from hex 3409 to hex 3210 (2 hexes)");
    expect(describeEvent({ type: "advance", units: ["os-inf-2"], to: "2114" }, names).text).toBe("2nd Rifle Bde advance into hex 2114");
    expect(describeEvent({ type: "decision", kind: "losses", side: "blue", steps: 2 }, names, sides).text).toBe("Northern Coalition to choose how to take 2 step losses");
  });

  it("other events keep their fields", () => {
    expect(describeEvent({ type: "die-roll", rule: "2.6", value: 7, purpose: "combat", forced: true })).toEqual({ text: "Die roll 7 (combat) (forced)", rule: "2.6", dice: true });
    expect(describeEvent({ type: "unit-moved", units: ["a", "b"], to: "0101" })).toEqual({ text: "Unit moved: units a, b; to hex 0101", rule: undefined, dice: false });
  });
});

describe("the last combat, for the combat panel", () => {
  it("sums up the roll, the result in words and what happened to each unit", () => {
    const log = [
      { events: [{ type: "segment", segment: "first-combat" }] },
      {
        events: [
          { type: "die-roll", value: 4, purpose: "combat" },
          combat(),
          { type: "step-loss", unit: "nl-inf-4", steps: 1 },
          { type: "step-loss", unit: "nl-inf-4", steps: 0 },
          { type: "eliminated", unit: "nl-inf-4" },
          { type: "step-loss", unit: "os-inf-2", steps: 1 },
        ],
      },
      { events: [{ type: "advance", units: ["os-inf-2", "os-inf-4"], to: "2114" }] },
    ];
    const out = lastCombat(log, names, sides)!;
    expect(out.hex).toBe("hex 2114");
    expect(out.code).toBe("1/2R2");
    // The defender was wiped out: no retreat to speak of.
    expect(out.headline).toBe("Attacker loses 1 step; defender loses 2 steps");
    expect(out.dice).toBe("Roll 4 + 1 DRM = 5 on the 2:1 column (9 to 4)");
    expect(out.details).toEqual(["Defender 4th Infantry Bde loses a step", "Defender 4th Infantry Bde is eliminated", "Attacker 2nd Rifle Bde loses a step", "2nd Rifle Bde, 4th Rifle Bde advance into hex 2114"]);
    expect(out.pending).toBeNull();
  });

  it("shows the retreat the defender actually makes, and a decision still to take", () => {
    const waiting = lastCombat([{ events: [combat(), { type: "decision", kind: "retreat", side: "blue", from: "2114", units: ["nl-inf-4"], distance: 1, mayStay: false }] }], names, sides)!;
    expect(waiting.headline).toBe("Attacker loses 1 step; defender loses 2 steps and retreats 1 hex");
    expect(waiting.pending).toBe("Northern Coalition to retreat 1 hex");
    const done = lastCombat([{ events: [combat()] }, { events: [{ type: "retreat", units: ["nl-inf-4"], from: "2114", path: ["2014", "1914"] }] }], names, sides)!;
    expect(done.headline).toBe("Attacker loses 1 step; defender loses 2 steps and retreats 2 hexes");
    expect(done.details).toContain("4th Infantry Bde retreats 2 hexes to hex 1914");
  });

  it("a negated retreat is said as such", () => {
    const out = lastCombat([{ events: [combat(), { type: "retreat-negated", hex: "2114" }] }], names, sides)!;
    expect(out.headline).toBe("Attacker loses 1 step; defender loses 2 steps (its retreat is negated)");
  });

  it("is gone once the segment has ended", () => {
    expect(lastCombat([{ events: [combat()] }, { events: [{ type: "segment-ended" }] }])).toBeNull();
    expect(lastCombat([{ events: [{ type: "move" }] }])).toBeNull();
  });
});

describe("log titles", () => {
  it("name the action in words", () => {
    expect(actionTitle({ type: "attack", attackers: ["a"], defender: "2114" })).toBe("Attack on hex 2114");
    expect(actionTitle({ type: "end-segment" })).toBe("End segment");
    expect(actionTitle({ type: "advance", units: [] })).toBe("No advance");
    expect(actionTitle({ type: "attack", attackers: ["a"], defender: "2114", air: 3, helicopters: ["h"] })).toBe("Attack on hex 2114 with 3 AP + 1 helicopter");
    expect(actionTitle({ type: "rebase", unit: "h", to: "0721" })).toBe("Rebase h to hex 0721");
  });
});

describe("the air war in words [6]", () => {
  const say = (e: GameEvent) => describeEvent(e, { h1: "1st Attack Helicopter Regiment" }, sides).text;
  it("the air point roll shows die, chart, losses and the weather's fraction [6.1, 6.3, 4.1]", () => {
    expect(say({ type: "air-points", side: "blue", roll: 7, drm: 0, modified: 7, chart: 5, lost: 1, weather: "overcast", fraction: 0.5, points: 2, rule: "6.1" })).toBe(
      "Northern Coalition air points: rolled 7, chart 5, 1 lost × ½ for the weather → 2 air points",
    );
    expect(say({ type: "air-points", side: "red", points: 0, note: "no air points line for this side and turn", rule: "6.1" })).toBe("Eastern Pact receives no air points (no air points line for this side and turn)");
  });
  it("AS level, spending and expiry [6.2, 6.4]", () => {
    expect(say({ type: "air-superiority", side: "blue", level: "superiority", difference: 4, rule: "6.4" })).toBe("Northern Coalition: Superiority (difference + 4)");
    expect(say({ type: "air-points-spent", side: "red", points: 2, mission: "combat support", left: 1, rule: "6.2" })).toBe("Eastern Pact commits 2 air points to combat support (1 left)");
    expect(say({ type: "air-points-expired", side: "red", points: 1, rule: "6.2" })).toBe("Eastern Pact: 1 unused air point lost at the end of the turn");
  });
  it("an ADF roll names its chart line, die, escort DRM and result [6.6]", () => {
    expect(say({ type: "adf", side: "blue", mission: "rebase", unit: "h1", target: "0721", level: "contested", roll: 3, drm: 1, modified: 4, result: "abort", rule: "6.6" })).toBe(
      "ADF against Northern Coalition's rebase (1st Attack Helicopter Regiment) at hex 0721: Contested line, rolled 3 + 1 = 4 → abort",
    );
  });
  it("rebases and helicopter losses name the unit [6.5.1.2, 6.5.4]", () => {
    expect(say({ type: "rebase", unit: "h1", from: "0721", to: "2113", rule: "6.5.1.2" })).toBe("1st Attack Helicopter Regiment rebases from hex 0721 to hex 2113");
    expect(say({ type: "helicopter-loss", unit: "h1", hex: "0721", roll: 0, result: "eliminated", rule: "6.5.4" })).toBe("1st Attack Helicopter Regiment at hex 0721: base lost, rolled 0 → eliminated");
  });
});

describe("special movement in words [8.5.2, 8.5.7.1, 8.5.6.4.1]", () => {
  const say = (e: GameEvent) => describeEvent(e, { b1: "1st Infantry Brigade" }, sides);
  it("airlift, its abort, sea transport and its failure name the units and what is left of their move", () => {
    expect(say({ type: "airlift", side: "blue", units: ["b1"], from: "0721", to: "2113", sp: 1, escort: 2, homeDrm: 3, rule: "8.5.2" }).text).toBe("1st Infantry Brigade airlifted from hex 0721 to hex 2113 (1 SP, 2 escort points); half MA left");
    expect(say({ type: "airlift-aborted", side: "blue", units: ["b1"], from: "0721", to: "2113", sp: 1, rule: "6.6.1.1" }).text).toBe("The airlift of 1st Infantry Brigade from hex 0721 to hex 2113 turns back: they stay and move no more this segment");
    expect(say({ type: "sea-transport", side: "blue", units: ["b1"], from: "1305", to: "2406", sp: 1, sameZone: false, rule: "8.5.7.1" }).text).toBe("1st Infantry Brigade sail from hex 1305 to hex 2406 (1 SP); no further move this segment");
    expect(say({ type: "sea-transport-failed", side: "blue", units: ["b1"], from: "1305", to: "2406", sp: 1, rule: "8.5.6.4.1" }).text).toBe("The sea transport of 1st Infantry Brigade from hex 1305 to hex 2406 fails: they stay in port");
  });
  it("the contested-move roll shows die, DRM and outcome [8.5.6.4.1]", () => {
    expect(say({ type: "contested-move", side: "blue", units: ["b1"], roll: 5, drm: 1, modified: 6, outcome: "fail", rule: "8.5.6.4.1" })).toEqual({ text: "Contested move of 1st Infantry Brigade: rolled 5 + 1 = 6 → fails", rule: "8.5.6.4.1", dice: true });
    expect(actionTitle({ type: "airlift", units: ["b1"], to: "2113" })).toBe("Airlift to hex 2113");
    expect(actionTitle({ type: "sea-transport", units: ["b1"], to: "2406" })).toBe("Sea transport to hex 2406");
  });
  it("a paradrop names each unit's roll on the paradrop table, and its abort [8.5.3, 6.6.1.1]", () => {
    const results = [{ unit: "b1", roll: 2, result: "scattered" }];
    expect(say({ type: "paradrop", side: "blue", units: ["b1"], from: "2113", to: "2415", sp: 1, escort: 1, inEzoc: false, results, rule: "8.5.3" })).toEqual({
      text: "Paradrop from hex 2113 to hex 2415 (1 SP, 1 escort point): 1st Infantry Brigade rolled 2: scattered; half MA left unless scattered",
      rule: "8.5.3",
      dice: true,
    });
    expect(say({ type: "paradrop", side: "blue", units: ["b1"], from: "2113", to: "2415", sp: 1, escort: 0, inEzoc: true, results: [{ unit: "b1", roll: 9, result: "landed" }], rule: "8.5.3" }).text).toBe(
      "Paradrop from hex 2113 to hex 2415 (1 SP): 1st Infantry Brigade rolled 9: landed; in an enemy ZOC, no further move",
    );
    expect(say({ type: "paradrop-aborted", side: "blue", units: ["b1"], from: "2113", to: "2415", sp: 1, rule: "6.6.1.1" }).text).toBe("The paradrop of 1st Infantry Brigade from hex 2113 onto hex 2415 turns back: they stay and move no more this segment");
    expect(actionTitle({ type: "paradrop", units: ["b1"], to: "2415" })).toBe("Paradrop onto hex 2415");
  });
  it("an airmobile move names its lift and points, its abort and lost points [8.5.4, 8.5.4.2]", () => {
    expect(say({ type: "airmobile", side: "blue", units: ["b1"], from: "2015", to: "2413", base: "2113", points: 1, escort: 0, inEzoc: false, rule: "8.5.4" }).text).toBe(
      "1st Infantry Brigade flies by airmobile from hex 2015 to hex 2413 (lift from hex 2113, 1 airmobile point); no further move this segment",
    );
    expect(say({ type: "airmobile-aborted", side: "blue", units: ["b1"], from: "2015", to: "2413", points: 1, rule: "6.6.1.1" }).text).toBe("The airmobile move of 1st Infantry Brigade from hex 2015 to hex 2413 turns back: they stay and move no more this segment");
    expect(say({ type: "airmobile-points-lost", side: "blue", points: 1, lost: 2, rule: "8.5.4.2" }).text).toMatch(/loses 1 airmobile point for good \(2 lost in all\)$/);
    expect(actionTitle({ type: "airmobile", units: ["b1"], to: "2413" })).toBe("Airmobile to hex 2413");
  });
});
