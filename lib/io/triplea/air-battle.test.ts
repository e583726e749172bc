import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportTripleA } from "./export";
import { importTripleA } from "./import";

const UA = 'javaClass="games.strategy.triplea.attachments.UnitAttachment" type="unitType"';

/** A two-nation game with a fighter and a bomber whose unitAttachment options each test chooses. */
function game(fighter: string, bomber: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE game SYSTEM "game.dtd">
<game>
  <info name="Air" version="1"/>
  <map><territory name="Home"/><territory name="Yonder"/><connection t1="Home" t2="Yonder"/></map>
  <playerList><player name="Reds"/><player name="Blues"/><alliance player="Reds" alliance="East"/><alliance player="Blues" alliance="West"/></playerList>
  <unitList><unit name="fighter"/><unit name="bomber"/></unitList>
  <gamePlay><sequence><step name="r" delegate="move" player="Reds"/><step name="b" delegate="move" player="Blues"/></sequence></gamePlay>
  <production>
    <productionRule name="buyFighter"><cost resource="PUs" quantity="10"/><result resourceOrUnit="fighter" quantity="1"/></productionRule>
    <productionRule name="buyBomber"><cost resource="PUs" quantity="12"/><result resourceOrUnit="bomber" quantity="1"/></productionRule>
  </production>
  <attachmentList>
    <attachment name="unitAttachment" attachTo="fighter" ${UA}><option name="movement" value="4"/><option name="attack" value="3"/><option name="defense" value="4"/><option name="isAir" value="true"/>${fighter}</attachment>
    <attachment name="unitAttachment" attachTo="bomber" ${UA}><option name="movement" value="6"/><option name="attack" value="4"/><option name="defense" value="1"/><option name="isAir" value="true"/><option name="isStrategicBomber" value="true"/>${bomber}</attachment>
    <attachment name="territoryAttachment" attachTo="Home" javaClass="games.strategy.triplea.attachments.TerritoryAttachment" type="territory"><option name="production" value="5"/><option name="capital" value="Reds"/></attachment>
    <attachment name="territoryAttachment" attachTo="Yonder" javaClass="games.strategy.triplea.attachments.TerritoryAttachment" type="territory"><option name="production" value="4"/><option name="capital" value="Blues"/></attachment>
  </attachmentList>
  <initialize>
    <ownerInitialize><territoryOwner territory="Home" owner="Reds"/><territoryOwner territory="Yonder" owner="Blues"/></ownerInitialize>
    <unitInitialize><unitPlacement unitType="fighter" territory="Home" quantity="1" owner="Reds"/></unitInitialize>
  </initialize>
</game>`;
}

const opt = (name: string, value: string | number) => `<option name="${name}" value="${value}"/>`;

function load(xml: string) {
  const r = importTripleA({ xml, xmlName: "air.xml" });
  if (!r.ok) throw new Error(r.reason);
  const unit = (id: string) => r.game.unitTypes.find((u) => u.id === id)!;
  const said = (pattern: RegExp) => r.report.filter((e) => pattern.test(`${e.severity} ${e.where}: ${e.message}`));
  return { ...r, unit, said };
}

describe("TripleA air-battle values [AA:strategic-bombing]", () => {
  it("imports airAttack and airDefense as the unit type's airAttack and airDefence, not as unmodelled options", () => {
    // World War II v3 gives its fighters 1 and 1 (the 1942 rulebook's interceptors roll 2): the file's values win.
    const r = load(game(opt("canIntercept", "true") + opt("canEscort", "true") + opt("airDefense", 1) + opt("airAttack", 1), opt("airAttack", 2)));
    expect(r.unit("fighter")).toMatchObject({ airAttack: 1, airDefence: 1 });
    expect(r.unit("bomber").airAttack).toBe(2);
    expect(r.unit("bomber").airDefence).toBeUndefined();
    expect(r.said(/option air(Attack|Defense)/)).toEqual([]);
  });

  it("clamps an air-battle value outside 0–6 and says so", () => {
    const r = load(game(opt("airDefense", 9), opt("airAttack", "x")));
    expect(r.unit("fighter").airDefence).toBe(6);
    expect(r.unit("bomber").airAttack).toBe(0);
    expect(r.said(/^warning unit "fighter" option airDefense: 9 is outside 0–6/)).toHaveLength(1);
    expect(r.said(/^warning unit "bomber" option airAttack: "x" is not a number/)).toHaveLength(1);
  });

  it("reports a unit that fights TripleA's air battle without its value (0 there, the rulebook's 1 or 2 here)", () => {
    const r = load(game(opt("canIntercept", "true") + opt("canEscort", "true"), ""));
    expect(r.unit("fighter").airAttack).toBeUndefined();
    expect(r.unit("fighter").airDefence).toBeUndefined();
    expect(r.said(/^info unit "fighter" option airDefense: absent, which TripleA reads as 0 .* the rulebook's 2 applies/)).toHaveLength(1);
    expect(r.said(/^info unit "fighter" option airAttack: absent, which TripleA reads as 0 .* the rulebook's 1 applies/)).toHaveLength(1);
    expect(r.said(/^info unit "bomber" option airAttack: absent/)).toHaveLength(1);
    // A fighter that neither intercepts nor escorts in TripleA has no air battle to miss a value in.
    expect(load(game("", opt("airAttack", 1))).said(/option air(Attack|Defense)/)).toEqual([]);
  });

  it("exports the values set as TripleA's airAttack / airDefense and leaves the others out, saying what TripleA will read", () => {
    const r = load(game(opt("airAttack", 1) + opt("airDefense", 2), ""));
    const out = exportTripleA(r.game, r.map, r.scenario);
    const fighter = out.xml.slice(out.xml.indexOf('attachTo="fighter"'), out.xml.indexOf("</attachment>", out.xml.indexOf('attachTo="fighter"')));
    expect(fighter).toContain('<option name="airAttack" value="1"/>');
    expect(fighter).toContain('<option name="airDefense" value="2"/>');
    const bomber = out.xml.slice(out.xml.indexOf('attachTo="bomber"'), out.xml.indexOf("</attachment>", out.xml.indexOf('attachTo="bomber"')));
    expect(bomber).not.toMatch(/airAttack|airDefense/);
    expect(out.report.filter((e) => e.where === 'unit type "bomber"' && /air-battle value/.test(e.message))).toHaveLength(1);
    expect(out.report.filter((e) => e.where === 'unit type "fighter"')).toEqual([]);
  });

  it("round-trips any air-battle values: import → export → import keeps them, absent stays absent", () => {
    const value = fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined });
    fc.assert(
      fc.property(value, value, value, value, (fa, fd, ba, bd) => {
        const o = (name: string, v: number | undefined) => (v === undefined ? "" : opt(name, v));
        const first = load(game(o("airAttack", fa) + o("airDefense", fd), o("airAttack", ba) + o("airDefense", bd)));
        expect(first.unit("fighter").airAttack).toBe(fa);
        expect(first.unit("bomber").airDefence).toBe(bd);
        const out = exportTripleA(first.game, first.map, first.scenario);
        const second = importTripleA({ xml: out.xml, xmlName: "exported.xml", polygons: out.polygons, centers: out.centers, properties: out.properties });
        if (!second.ok) throw new Error(second.reason);
        expect(second.game.unitTypes).toEqual(first.game.unitTypes);
      }),
      { numRuns: 40 },
    );
  });
});
