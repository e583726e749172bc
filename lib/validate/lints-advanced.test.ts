import { describe, expect, it } from "vitest";
import { advancedHex } from "./lints-advanced.cases";
import { validateProject } from "./project";

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit raw JSON on purpose */
type Docs = ReturnType<typeof advancedHex>;

const codes = (d: Docs) => {
  const r = validateProject({ game: { value: d.game }, map: { value: d.map }, scenario: { value: d.scenario } });
  return [...(r.game ?? []), ...(r.map ?? []), ...(r.scenario ?? [])].map((f) => `${f.code} ${f.pointer}`);
};

/** The readings the Advanced lints make of the rulebook (RULINGS-advanced.md, "Documents and lints"). */
describe("the Advanced lints' readings [18.1, 18.3, 19.4]", () => {
  it("a side with no supreme HQ is not flagged: sides normally have one [18.3]", () => {
    const d = advancedHex();
    d.scenario.units.splice(6, 1);
    d.scenario.setup.splice(5, 1);
    expect(codes(d)).toEqual([]);
  });

  it("the supreme HQ is no unit's HQ for W-UNIT-NO-HQ: it gives no combat support [18.1, 18.3.1]", () => {
    const d = advancedHex();
    d.scenario.units.splice(4, 1);
    d.scenario.setup.splice(3, 1);
    expect(codes(d)).toEqual(["W-UNIT-NO-HQ /units/0/formation", "W-UNIT-NO-HQ /units/2"]);
  });

  it("a unit with no formation serves under any HQ of its nation, one that commands a formation too [18.1]", () => {
    const d = advancedHex();
    d.scenario.formations.push({ id: "y-div", name: "Y division", nation: "y" });
    d.scenario.units[5].formation = "y-div";
    d.scenario.units.push({ ...d.scenario.units[1], id: "u4", formation: "y-div" });
    d.scenario.setup.push({ unit: "u4", at: "0303" });
    expect(codes(d)).toEqual([]);
  });

  it("a depot in an ally's country or in no nation's is no error, in the enemy's it is [19.4]", () => {
    const d = advancedHex();
    const w: any = { id: "w", name: "W", side: "a" };
    d.game.nations.push(w);
    d.scenario.nations.push({ id: "w", side: "a" });
    d.map.nations.push({ id: "w", name: "W", colour: "#00ff00" });
    d.map.borders.legend.push({ char: "w", value: "w" });
    d.map.borders.rows = ["....", "w.yy", "xxyy"];
    d.scenario.setup[6].at = "0102";
    expect(codes(d)).toEqual([]);
    d.scenario.setup[6].at = "0202";
    expect(codes(d)).toEqual([]);
    d.scenario.setup[6].at = "0302";
    expect(codes(d)).toEqual(["E-DEPOT-ENEMY-COUNTRY /setup/6/at"]);
  });
});
