import { describe, expect, it } from "vitest";
import { importTripleA } from "./import";

/** A small hand-written TripleA game: each test changes one part of it. */
function game(parts: { map?: string; units?: string; attachments?: string; owners?: string; placements?: string; steps?: string } = {}): string {
  return `<?xml version="1.0"?>
<!DOCTYPE game SYSTEM "game.dtd">
<game>
  <info name="Small" version="1"/>
  <map>
    <territory name="Home"/><territory name="Field"/><territory name="Yonder"/><territory name="Wild"/>
    <territory name="Sea Zone 1" water="true"/><territory name="Sea Zone 2" water="true"/>
    <connection t1="Home" t2="Field"/><connection t1="Field" t2="Yonder"/><connection t1="Home" t2="Sea Zone 1"/>
    <connection t1="Sea Zone 1" t2="Sea Zone 2"/><connection t1="Yonder" t2="Sea Zone 2"/><connection t1="Wild" t2="Field"/>
    ${parts.map ?? ""}
  </map>
  <playerList><player name="Reds"/><player name="Blues"/><alliance player="Reds" alliance="East"/><alliance player="Blues" alliance="West"/></playerList>
  <unitList><unit name="infantry"/><unit name="factory"/><unit name="ship"/></unitList>
  <gamePlay><sequence>${parts.steps ?? '<step name="b" delegate="move" player="Blues"/><step name="r" delegate="move" player="Reds"/>'}</sequence></gamePlay>
  <production>
    <productionRule name="buyInfantry"><cost resource="PUs" quantity="3"/><result resourceOrUnit="infantry" quantity="1"/></productionRule>
  </production>
  <attachmentList>
    <attachment name="unitAttachment" attachTo="infantry" javaClass="games.strategy.triplea.attachments.UnitAttachment" type="unitType">
      <option name="movement" value="1"/><option name="attack" value="1"/><option name="defense" value="2"/><option name="transportCost" value="2"/>
      ${parts.units ?? ""}
    </attachment>
    <attachment name="unitAttachment" attachTo="factory" javaClass="games.strategy.triplea.attachments.UnitAttachment" type="unitType"><option name="isFactory" value="true"/></attachment>
    <attachment name="unitAttachment" attachTo="ship" javaClass="games.strategy.triplea.attachments.UnitAttachment" type="unitType"><option name="isSea" value="true"/><option name="movement" value="2"/><option name="transportCapacity" value="4"/></attachment>
    <attachment name="territoryAttachment" attachTo="Home" javaClass="games.strategy.triplea.attachments.TerritoryAttachment" type="territory"><option name="production" value="5"/><option name="capital" value="Reds"/></attachment>
    <attachment name="territoryAttachment" attachTo="Yonder" javaClass="games.strategy.triplea.attachments.TerritoryAttachment" type="territory"><option name="production" value="4"/><option name="capital" value="Blues"/></attachment>
    ${parts.attachments ?? ""}
  </attachmentList>
  <initialize>
    <ownerInitialize>${parts.owners ?? '<territoryOwner territory="Home" owner="Reds"/><territoryOwner territory="Field" owner="Reds"/><territoryOwner territory="Yonder" owner="Blues"/>'}</ownerInitialize>
    <unitInitialize>
      <unitPlacement unitType="infantry" territory="Home" quantity="2" owner="Reds"/>
      <unitPlacement unitType="infantry" territory="Yonder" quantity="2" owner="Blues"/>
      ${parts.placements ?? ""}
    </unitInitialize>
    <resourceInitialize><resourceGiven player="Reds" resource="PUs" quantity="12"/><resourceGiven player="Blues" resource="PUs" quantity="10"/></resourceInitialize>
  </initialize>
</game>`;
}

function ok(xml: string) {
  const r = importTripleA({ xml, xmlName: "small.xml" });
  if (!r.ok) throw new Error(r.reason);
  return { ...r, said: (pattern: RegExp) => r.report.some((e) => pattern.test(`${e.where}: ${e.message}`)) };
}

describe("small TripleA games", () => {
  it("maps the basics: sides, turn order, income, connections both ways, grid layout", () => {
    const r = ok(game());
    expect(r.game.sides).toEqual([{ id: "east", name: "East" }, { id: "west", name: "West" }]);
    expect(r.game.turnOrder).toEqual(["blues", "reds"]);
    expect(r.scenario.income).toEqual([{ nation: "reds", ipc: 12 }, { nation: "blues", ipc: 10 }]);
    expect(r.map.connections.find((c) => c.from === "field")?.to).toEqual(["home", "yonder", "wild"]);
    expect(r.map.seaZones.map((z) => z.number)).toEqual([1, 2]);
    expect(r.map.territories.find((t) => t.id === "wild")).toMatchObject({ neutral: true });
    expect(r.said(/imported as neutral: "Wild"/)).toBe(true);
  });

  it("turns placed factories into industrial complexes, not units", () => {
    const r = ok(game({ placements: '<unitPlacement unitType="factory" territory="Home" quantity="1" owner="Reds"/>' }));
    expect(r.map.territories.find((t) => t.id === "home")?.industrialComplex).toBe(true);
    expect(r.scenario.areaSetup?.flatMap((e) => e.units).some((u) => u.type === "factory")).toBe(false);
  });

  it("starts land units placed at sea on the nearest own coast, and says so", () => {
    const r = ok(game({ placements: '<unitPlacement unitType="ship" territory="Sea Zone 1" quantity="1" owner="Reds"/><unitPlacement unitType="infantry" territory="Sea Zone 1" quantity="1" owner="Reds"/>' }));
    expect(r.scenario.areaSetup?.find((e) => e.territory === "home")?.units).toEqual([{ type: "infantry", count: 3 }]);
    expect(r.said(/start ashore in "Home"/)).toBe(true);
  });

  it("clamps values outside the unit table's ranges and lists unknown options [AA:unit-table]", () => {
    const r = ok(game({ units: '<option name="isMarine" value="true"/><option name="hitPoints" value="9"/>' }));
    expect(r.game.unitTypes[0]).toMatchObject({ hits: 5 });
    expect(r.said(/option isMarine: true: not modelled/)).toBe(true);
    expect(r.said(/option hitPoints: 9 is outside 1–5/)).toBe(true);
  });

  it("reports a canal with one sea zone, a connection to nowhere and an unknown attachment instead of dropping them", () => {
    const r = ok(
      game({
        map: '<connection t1="Home" t2="Atlantis"/>',
        attachments:
          '<attachment name="canalAttachment" attachTo="Sea Zone 1" javaClass="games.strategy.triplea.attachments.CanalAttachment" type="territory"><option name="canalName" value="Ditch"/><option name="landTerritories" value="Home"/></attachment>' +
          '<attachment name="territoryAttachment" attachTo="Field" javaClass="games.strategy.triplea.attachments.TerritoryAttachment" type="territory"><option name="kamikazeZone" value="true"/></attachment>',
      }),
    );
    expect(r.map.canals).toEqual([]);
    expect(r.said(/canal "Ditch": joins 1 sea zone/)).toBe(true);
    expect(r.said(/"Atlantis" is not a territory/)).toBe(true);
    expect(r.said(/option kamikazeZone: true: not modelled/)).toBe(true);
  });

  it("gives a nation whose capital it does not hold its most productive territory as capital", () => {
    const r = ok(game({ owners: '<territoryOwner territory="Home" owner="Blues"/><territoryOwner territory="Field" owner="Reds"/><territoryOwner territory="Yonder" owner="Blues"/>' }));
    expect(r.map.territories.filter((t) => t.capital).map((t) => [t.id, t.originalOwner])).toEqual([["field", "reds"], ["yonder", "blues"]]);
    expect(r.said(/capital of Reds but held by Blues/)).toBe(true);
  });

  it("refuses a game without land or players, naming the file", () => {
    const r = importTripleA({ xml: "<game><map><territory name=\"S\" water=\"true\"/></map></game>", xmlName: "wet.xml" });
    expect(r.ok ? "" : r.reason).toBe("wet.xml: the TripleA game has no land territory (an area map needs at least one)");
  });
});
