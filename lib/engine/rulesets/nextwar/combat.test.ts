import { describe, expect, it } from "vitest";
import { explainCombat } from "../../index";
import type { CombatExplanation } from "./combat";
import { at, board, game } from "./test-kit";

function ok(r: CombatExplanation | { error: string; rule: string }): CombatExplanation {
  if ("error" in r) throw new Error(r.error);
  return r;
}
const rules = (ex: CombatExplanation) => ex.lines.map((l) => l.rule);
const lineFor = (ex: CombatExplanation, rule: string) => ex.lines.filter((l) => l.rule === rule);

describe("strength modifiers [9.4]", () => {
  it.each([
    // terrain, attacker type, defender type, expected attack, rule
    ["c", "armour", "inf", 16, "9.4.2"], // armour doubling in clear against infantry
    ["r", "armour", "inf", 16, "9.4.2"], // and in rough
    ["f", "armour", "inf", 8, "9.4"], // not in forest
    ["c", "armour", "armour", 8, "9.4"], // not against armour
    ["c", "mech-inf", "inf", 8, "9.4.3"], // mechanised ×1.5 rounded up: 5 → 8
    ["h", "armour", "inf", 4, "9.4.4"], // armour halved into hills
    ["m", "mech-inf", "inf", 3, "9.4.4"], // mech halved into marsh: 5 → 3 (rounded up)
    ["c", "inf", "inf", 3, "9.4"], // plain
  ])("in %s, %s attacking %s attacks with %i [%s]", (t, atk, def, attack, rule) => {
    const b = board({ rows: [`c${t}c`, "ccc"], units: [{ id: "r1", type: atk, at: "0101" }, { id: "b1", type: def, at: "0201" }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.attack).toBe(attack);
    expect(lineFor(ex, rule).length).toBeGreaterThan(0);
  });

  it("armour attacking across a minor river is halved once, never doubled [9.4.1, 9.4.2, 9.4]", () => {
    const b = board({
      rows: ["ccc", "ccc"],
      hexsides: [{ kind: "minor-river", sides: ["0101-0201"] }],
      units: [{ id: "r1", type: "armour", at: "0101" }, { id: "b1", type: "inf", at: "0201" }],
    });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.attack).toBe(4);
    expect(rules(ex)).toContain("9.4.1");
  });

  it("river halving applies only to the units that cross it [9.4.1]", () => {
    const b = board({
      rows: ["ccc", "ccc"],
      hexsides: [{ kind: "minor-river", sides: ["0101-0201"] }],
      units: [{ id: "r1", type: "inf", at: "0101" }, { id: "r2", type: "inf", at: "0301" }, { id: "b1", type: "inf", at: "0201" }],
    });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1", "r2"], defender: "0201" }));
    expect(ex.attack).toBe(2 + 3);
  });

  it("infantry defending a major city doubles; not under a mop-up marker [9.4.5]", () => {
    const b = board({ rows: ["cuc", "ccc"], features: [{ kind: "major-city", hex: "0201" }], units: [{ id: "r1", type: "armour", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.defense).toBe(8);
    expect(rules(ex)).toContain("9.4.5");
  });

  // RULINGS [9.4.5]: motorised infantry is a motorised unit neither an HQ nor of the "recon" symbol.
  it.each([
    ["motorised infantry doubles", "mot-inf", 6],
    ["a recon unit (motorised, recon symbol) does not", "recon", 2],
  ])("defending a major city: %s [9.4.5]", (_n, type, ds) => {
    const b = board({ rows: ["cuc", "ccc"], features: [{ kind: "major-city", hex: "0201" }], units: [{ id: "r1", type: "armour", at: "0101" }, { id: "b1", type, at: "0201" }] });
    expect(ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" })).defense).toBe(ds);
  });

  // RULINGS [8.1.1.1]: an overstacked defender fields its strongest units (by DS) up to the limit.
  it("an overstacked defender fields its strongest units, 4 SP in clear [8.1.1.1]", () => {
    const defenders = [1, 2, 3, 4, 5].map((d) => ({ id: `b${d}`, type: "inf", at: "0201", defence: d }));
    const b = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101" }, ...defenders] });
    expect(ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" })).defense).toBe(2 + 3 + 4 + 5);
  });

  it("a parenthesised DS counts only alone or with its own type [2.3.2.1]", () => {
    const b = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "armour", at: "0101" }, { id: "b1", type: "inf", at: "0201" }, { id: "bhq", type: "hq", at: "0201" }] });
    expect(ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" })).defense).toBe(4);
    const alone = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "bhq", type: "hq", at: "0201" }] });
    expect(ok(explainCombat(at(alone, "initiative-combat"), { attackers: ["r1"], defender: "0201" })).defense).toBe(2);
  });
});

describe("column shifts [9.5]", () => {
  it("ER difference shifts, and the lead units are named [9.5.1]", () => {
    const b = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101", er: 7 }, { id: "b1", type: "inf", at: "0201", er: 4 }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.shift).toBe(3);
    expect(ex.leadAttacker).toBe("r1");
    expect(ex.leadDefender).toBe("b1");
  });

  it.each([
    ["city", [{ kind: "city" as const, hex: "0201" }], -2, "9.5.2"],
    ["fortification of the defender's nation, held by it", [{ kind: "fortification" as const, hex: "0201", originalOwner: "nordland" }], -2, "9.5.2"],
    ["fortification built by the attacker's nation", [{ kind: "fortification" as const, hex: "0201", originalOwner: "ostmark" }], 0, "9.5.2"],
    ["city and fortification together", [{ kind: "city" as const, hex: "0201" }, { kind: "fortification" as const, hex: "0201", originalOwner: "nordland" }], -4, "9.5.2"],
  ])("%s: %i columns [%s]", (_name, features, shift) => {
    const b = board({ rows: ["ccc", "ccc"], features, units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] });
    expect(ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" })).shift).toBe(shift);
  });

  it("breakthrough combat shifts two columns left [9.5.3]", () => {
    const b = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] });
    const ex = ok(explainCombat(at(b, "breakthrough-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.shift).toBe(-2);
    expect(rules(ex)).toContain("9.5.3");
  });

  it("surprise shifts the surprising side's attacks on the listed turns [9.5.4]", () => {
    const specialRules = [{ id: "surprise", name: "Surprise", enabled: true, columnShift: 2, turns: [1] }];
    const b = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }, { id: "b2", type: "inf", at: "0102" }], scenario: { specialRules } });
    expect(ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" })).shift).toBe(2);
    expect(ok(explainCombat(at(b, "initiative-combat"), { attackers: ["b1"], defender: "0101" })).shift).toBe(0);
    expect(ok(explainCombat(at(b, "initiative-combat", { turn: 2 }), { attackers: ["r1"], defender: "0201" })).shift).toBe(0);
  });

  it("shifts stop at the table's edge [9.2.3]", () => {
    const b = board({ rows: ["ccc", "ccc"], features: [{ kind: "city", hex: "0201" }], units: [{ id: "r1", type: "inf", at: "0101", er: 1 }, { id: "b1", type: "inf", at: "0201", er: 9 }] });
    const ex = ok(explainCombat(at(b, "breakthrough-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.finalColumnIndex).toBe(1);
  });
});

describe("DRMs [9.6] (the sample CRT favours high rolls, so rulebook DRMs flip sign)", () => {
  it("9:5 gives column 3:2 and the rounding DRM [9.2.2.1]", () => {
    const b = board({ rows: ["ccc", "ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101", attack: 9 }, { id: "b1", type: "inf", at: "0201", defence: 5 }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" }));
    expect([ex.attack, ex.defense, ex.initialColumn]).toEqual([9, 5, "3:2"]);
    expect(lineFor(ex, "9.2.2.1")[0]?.value).toBe(1);
  });

  it.each([
    ["town", { kind: "town" as const, hex: "0202" }, -1],
    ["airfield", { kind: "airfield" as const, hex: "0202" }, -1],
    ["installation (airbase)", { kind: "airbase" as const, hex: "0202" }, -1],
  ])("defender in a %s: %i after the flip [9.6.2]", (_n, feature, drm) => {
    const b = board({ rows: ["ccc", "ccc", "ccc"], features: [feature], units: [{ id: "r1", type: "inf", at: "0102", attack: 4 }, { id: "b1", type: "inf", at: "0202" }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0202" }));
    expect(lineFor(ex, "9.6.2")[0]?.value).toBe(drm);
  });

  // RULINGS [9.6.2]: one +1 for each kind present (airfield, town, installation), cumulative across kinds, not per installation.
  it.each([
    ["a town, an airfield and an airbase: one for each kind", [{ kind: "town" as const, hex: "0202" }, { kind: "airfield" as const, hex: "0202" }, { kind: "airbase" as const, hex: "0202" }], -3],
    ["two installations (an airbase and a port): one", [{ kind: "airbase" as const, hex: "0202" }, { kind: "port" as const, hex: "0202", capacity: 1 }], -1],
  ])("defender with %s, after the flip [9.6.2]", (_n, features, drm) => {
    const b = board({ rows: ["ccc", "ccc", "ccc"], features, units: [{ id: "r1", type: "inf", at: "0102", attack: 4 }, { id: "b1", type: "inf", at: "0202" }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0202" }));
    expect(lineFor(ex, "9.6.2").reduce((n, l) => n + (l.value ?? 0), 0)).toBe(drm);
  });

  it.each([
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 2],
    [6, 2],
  ])("attacking from %i hexes: %i [9.6.3]", (n, drm) => {
    // 0202 (column 2, shifted) has neighbours 0201, 0302, 0303, 0203, 0103, 0102.
    const hexes = ["0201", "0302", "0303", "0203", "0103", "0102"].slice(0, n);
    const units = hexes.map((h, i) => ({ id: `r${i}`, type: "inf", at: h, formation: "rf" }));
    const b = board({ rows: ["ccc", "ccc", "ccc"], units: [...units, { id: "b1", type: "inf", at: "0202", defence: 30 }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: units.map((u) => u.id), defender: "0202" }));
    expect(lineFor(ex, "9.6.3")[0]?.value ?? 0).toBe(drm);
  });

  it("each formation beyond the first adds the CRT's formation DRM [9.6.6]; independents are ignored", () => {
    const units = [
      { id: "r1", type: "inf", at: "0201", formation: "d1" },
      { id: "r2", type: "inf", at: "0302", formation: "d2" },
      { id: "r3", type: "inf", at: "0303", formation: "d3" },
      { id: "r4", type: "inf", at: "0203" },
    ];
    const b = board({ rows: ["ccc", "ccc", "ccc"], units: [...units, { id: "b1", type: "inf", at: "0202", defence: 30 }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: units.map((u) => u.id), defender: "0202" }));
    expect(lineFor(ex, "9.6.6")[0]?.value).toBe(-2);
  });

  it("light infantry helps its side outside clear terrain only [9.6.7]", () => {
    const rough = board({ rows: ["crc", "ccc"], units: [{ id: "r1", type: "light-inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] });
    expect(lineFor(ok(explainCombat(at(rough, "initiative-combat"), { attackers: ["r1"], defender: "0201" })), "9.6.7")[0]?.value).toBe(1);
    const clear = board({ rows: ["ccc", "ccc"], units: [{ id: "r1", type: "light-inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] });
    expect(lineFor(ok(explainCombat(at(clear, "initiative-combat"), { attackers: ["r1"], defender: "0201" })), "9.6.7")).toHaveLength(0);
  });

  it("every line names its rule, and the DRM is the sum of the DRM lines", () => {
    const b = board({ rows: ["ccc", "crc", "ccc"], features: [{ kind: "town", hex: "0202" }], units: [{ id: "r1", type: "light-inf", at: "0201", formation: "a" }, { id: "r2", type: "armour", at: "0302", formation: "b" }, { id: "r3", type: "inf", at: "0303", formation: "a" }, { id: "b1", type: "inf", at: "0202" }] });
    const ex = ok(explainCombat(at(b, "initiative-combat"), { attackers: ["r1", "r2", "r3"], defender: "0202" }));
    for (const l of ex.lines) expect(l.rule).toMatch(/^[0-9]+(\.[0-9]+)*$/);
    expect(ex.drm).toBe(ex.lines.filter((l) => l.kind === "drm").reduce((s, l) => s + (l.value ?? 0), 0));
  });
});

describe("the CRT row [9.2.2.2, 8.4.1.5]", () => {
  const urbanRow = () => game().charts.crt.terrainRows.findIndex((r) => r.terrainClasses.includes("urban"));
  const cityBoard = (kind: "major-city" | "city", terrain = "c", scenario = {}) =>
    board({ rows: [`c${terrain}c`, "ccc"], features: [{ kind, hex: "0201" }], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }], scenario });

  it.each(["c", "f", "h"])("combat in a major-city hex of terrain %s is resolved on the Urban row [8.4.1.5]", (terrain) => {
    const ex = ok(explainCombat(at(cityBoard("major-city", terrain), "initiative-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.rowIndex).toBe(urbanRow());
    expect(ex.row).toBe(game().charts.crt.terrainRows[urbanRow()]!.name);
    expect(lineFor(ex, "8.4.1.5")[0]?.text).toMatch(/major city/i);
  });

  it("defenders under a mop-up marker in a major city lose its shift and doubling but still fight on the Urban row [8.4.1.5]", () => {
    // 0201 is index 1 on a three-column board; the attacker's enemy (blue) holds it under a marker.
    const ex = ok(explainCombat(at(cityBoard("major-city"), "initiative-combat", { mopUp: { 1: { value: 3, side: "blue" } } }), { attackers: ["r1"], defender: "0201" }));
    expect(ex.rowIndex).toBe(urbanRow());
    expect(ex.defense).toBe(4);
    expect(lineFor(ex, "9.5.2").some((l) => l.kind === "shift")).toBe(false);
  });

  it("a city that is not a major city keeps its terrain's row [9.2.2.2]", () => {
    const ex = ok(explainCombat(at(cityBoard("city"), "initiative-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.rowIndex).toBe(game().charts.crt.terrainRows.findIndex((r) => r.terrainClasses.includes("clear")));
    expect(lineFor(ex, "8.4.1.5")).toHaveLength(0);
  });

  it("a CRT with no Urban row falls back to the terrain's row and says so [8.4.1.5]", () => {
    const crt = game().charts.crt;
    const noUrban = { ...crt, terrainRows: crt.terrainRows.map((r) => ({ ...r, terrainClasses: r.terrainClasses.filter((c) => c !== "urban") })) };
    const ex = ok(explainCombat(at(cityBoard("major-city", "c", { chartOverrides: { crt: noUrban } }), "initiative-combat"), { attackers: ["r1"], defender: "0201" }));
    expect(ex.rowIndex).toBe(crt.terrainRows.findIndex((r) => r.terrainClasses.includes("clear")));
    expect(lineFor(ex, "8.4.1.5")[0]?.text).toMatch(/no Urban row/i);
  });
});

describe("illegal attacks name the rule [9.1, 8.1.1.1, 8.4.1.5]", () => {
  it.each([
    ["not adjacent", { rows: ["cccc", "cccc"], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0401" }] }, "0401", "9.1"],
    ["across a water hexside", { rows: ["ccc", "ccc"], hexsides: [{ kind: "water" as const, sides: ["0101-0201"] }], units: [{ id: "r1", type: "inf", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] }, "0201", "9.1"],
    ["armour into a mountain without a road", { rows: ["cMc", "ccc"], units: [{ id: "r1", type: "armour", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] }, "0201", "9.1"],
    ["an empty hex", { rows: ["ccc", "ccc"], units: [{ id: "r1", type: "inf", at: "0101" }] }, "0201", "9.1"],
    // RULINGS [9.1]: a unit with no attack strength cannot attack.
    ["an attacker with no attack strength (an HQ)", { rows: ["ccc", "ccc"], units: [{ id: "r1", type: "hq", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] }, "0201", "9.1"],
  ])("%s", (_n, spec, defender, rule) => {
    const r = explainCombat(at(board(spec), "initiative-combat"), { attackers: ["r1"], defender });
    expect("error" in r && r.rule).toBe(rule);
  });

  it("armour may attack into a mountain along a road [9.1]", () => {
    const b = board({ rows: ["cMc", "ccc"], roads: [{ kind: "primary", path: ["0101", "0201"] }], units: [{ id: "r1", type: "armour", at: "0101" }, { id: "b1", type: "inf", at: "0201" }] });
    expect("error" in explainCombat(at(b, "initiative-combat"), { attackers: ["r1"], defender: "0201" })).toBe(false);
  });
});
