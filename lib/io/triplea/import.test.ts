import { describe, expect, it } from "vitest";
import { type AaState, playWith } from "@/lib/engine";
import { parseDocuments } from "@/lib/cli/engine-bundle";
import { validateProject } from "@/lib/validate";
import { importTripleA } from "./import";
import { countDocs, countXml } from "./test-counts";
import { FIXTURE_XML, fixtureInput, fixtureText } from "./test-fixtures";

/**
 * The importer on the project's own TripleA game, Narrow Seas
 * (fixtures/narrow-seas-design.ts says what is where). The same checks on
 * the real World War II v3 games run in `npm run test:conformance`.
 */
describe("importing the TripleA fixture Narrow Seas", () => {
  const result = importTripleA(fixtureInput());
  if (!result.ok) throw new Error(result.reason);
  const t = (name: string) => result.map.territories.find((x) => x.name === name);
  const said = (pattern: RegExp) => result.report.filter((e) => pattern.test(`${e.severity} ${e.where}: ${e.message}`));

  it("keeps the counts of the XML: land territories, sea zones, connections, victory cities, placed units, factories", () => {
    const counts = countXml(fixtureText(FIXTURE_XML));
    expect(countDocs(result)).toEqual(counts);
    expect(counts).toEqual({ land: 66, sea: 75, connections: 273, victoryCities: 12, placedUnits: 181, factories: 11 });
    // Like a published game: an external game.dtd reference, no internal subset, so nothing is refused.
    expect(fixtureText(FIXTURE_XML).split("\n").slice(0, 3)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE game SYSTEM "game.dtd">', "<game>"]);
  });

  it("validates clean, as warbench validate runs it: no errors, and (its outlines meeting exactly) no warnings", () => {
    const findings = validateProject({ game: { value: result.game }, map: { value: result.map }, scenario: { value: result.scenario } });
    expect([...(findings.game ?? []), ...(findings.map ?? []), ...(findings.scenario ?? [])]).toEqual([]);
  });

  it("maps owners, capitals, victory cities, neutral and impassable land, canals, income, the unit table and the turn order", () => {
    expect(t("Castra Vell")).toMatchObject({ id: "castra-vell", originalOwner: "valdra", capital: true, victoryCity: true, industrialComplex: true, ipc: 10 });
    expect(t("Crown Peaks")).toMatchObject({ impassable: true, ipc: 0 });
    expect(t("Crown Peaks")).not.toHaveProperty("neutral");
    expect(t("Crown Peaks")).not.toHaveProperty("originalOwner");
    expect(result.map.territories.filter((x) => x.neutral).map((x) => x.id)).toEqual(["free-city-of-lisk", "grey-abbey", "ferrow", "old-hollin-seat"]);
    // Held by another than their TripleA originalOwner: the holder at the start is the owner here.
    expect(t("Brenn March")?.originalOwner).toBe("valdra");
    expect(t("Amber Gate")).toMatchObject({ originalOwner: "korvath", victoryCity: true, industrialComplex: true });
    // Hollin's TripleA capital is no one's at the start: its most productive territory is its capital instead.
    expect(t("Old Hollin Seat")).not.toHaveProperty("capital");
    expect(result.map.territories.filter((x) => x.capital).map((x) => [x.id, x.originalOwner])).toEqual([
      ["meridon", "thalmere"],
      ["great-isk", "ismarch"],
      ["jade-citadel", "korvath"],
      ["castra-vell", "valdra"],
      ["port-ambry", "ostry"],
      ["aurel", "serrin"],
      ["weiran", "hollin"],
    ]);
    expect(result.map.seaZones.find((z) => z.name === "Sea Zone 21")).toMatchObject({ id: "sea-zone-21", number: 21 });
    expect(result.map.canals.map((c) => [c.name, c.seaZones, c.controlledBy])).toEqual([
      ["Serrin Cut", ["sea-zone-41", "sea-zone-42"], ["cutwater"]],
      ["Keel Canal", ["sea-zone-38", "sea-zone-39"], ["keel-isthmus", "rusk-downs"]],
    ]);
    expect(result.scenario.victoryCities).toEqual({
      cities: ["meridon", "great-isk", "jade-citadel", "castra-vell", "saltspire", "port-ambry", "dunmere", "kessel-ford", "tessary", "amber-gate", "aurel", "weiran"],
      standardVictory: 8,
      totalVictory: 11,
      mode: "standard",
    });
    const income = Object.fromEntries((result.scenario.income ?? []).map((i) => [i.nation, i.ipc]));
    expect(income).toEqual({ korvath: 30, ismarch: 24, valdra: 34, thalmere: 28, serrin: 12, ostry: 36, hollin: 6 });
    const pus = /<resourceGiven player="Ostry" resource="PUs" quantity="(\d+)"/.exec(fixtureText(FIXTURE_XML))?.[1];
    expect(income.ostry).toBe(Number(pus));
    const unit = (id: string) => result.game.unitTypes.find((u) => u.id === id);
    expect(result.game.unitTypes).toHaveLength(13);
    expect(unit("infantry")).toEqual({ id: "infantry", name: "infantry", domain: "land", attack: 1, defence: 2, movement: 1, cost: 3, hits: 1, supportable: true, transportCost: 2 });
    expect(unit("armour")).toMatchObject({ domain: "land", attack: 3, defence: 3, movement: 2, cost: 5, canBlitz: true, transportCost: 3 });
    expect(unit("fighter")).toMatchObject({ domain: "air", cost: 10, carrierCost: 1 });
    expect(unit("bomber")).not.toHaveProperty("transportCapacity");
    // The shipyards' second prices are reported, the first kept.
    expect(unit("transport")).toMatchObject({ domain: "sea", transportCapacity: 5, cost: 7 });
    expect(unit("carrier")).toMatchObject({ carrierCapacity: 2, cost: 14 });
    expect(unit("battleship")).toMatchObject({ domain: "sea", hits: 2, bombard: 4, cost: 20 });
    expect(unit("factory")).toMatchObject({ domain: "structure", industrialComplex: true, cost: 15 });
    expect(unit("aagun")).toMatchObject({ name: "aaGun", domain: "structure", antiAircraft: { maxTargets: 3, hitOn: 1 } });
    expect(result.game.sides).toEqual([{ id: "iron-pact", name: "Iron Pact" }, { id: "free-league", name: "Free League" }]);
    expect(result.game.nations.map((n) => [n.id, n.side, n.colour])).toEqual([
      ["korvath", "iron-pact", "#b8862b"],
      ["ismarch", "free-league", "#9c3030"],
      ["valdra", "iron-pact", "#55565c"],
      ["thalmere", "free-league", "#2f6f8f"],
      ["serrin", "iron-pact", "#6a4f9a"],
      ["ostry", "free-league", "#4f7a3a"],
      ["hollin", "free-league", "#8a9a3d"],
    ]);
    // Bid steps run once and are skipped; Ostry and Hollin share a turn and each plays a whole one here.
    expect(result.game.turnOrder).toEqual(["korvath", "ismarch", "valdra", "thalmere", "serrin", "ostry", "hollin"]);
  });

  it("carries the map skin: outlines of several polygons, the wrapped edge, labels and the size", () => {
    expect(result.map.size).toEqual({ width: 3200, height: 1800 });
    expect(result.map.wrap).toEqual({ horizontal: true });
    expect(t("Tarn & Fell Isles")?.polygons).toHaveLength(3);
    // Farrow Strand lies across the wrapped edge: one polygon on the west edge, one on the east.
    const strand = t("Farrow Strand")!.polygons;
    expect(strand).toHaveLength(2);
    expect(strand.map((p) => [Math.min(...p.filter((_, i) => i % 2 === 0)), Math.max(...p.filter((_, i) => i % 2 === 0))])).toEqual([
      [0, expect.any(Number)],
      [expect.any(Number), 3200],
    ]);
    const spaces = [...result.map.territories, ...result.map.seaZones];
    expect(spaces.every((s) => s.polygons.length > 0 && s.label)).toBe(true);
    expect(spaces.reduce((a, s) => a + s.polygons.reduce((b, p) => b + p.length / 2, 0), 0)).toBe(23_616);
  });

  it("starts land units aboard transports ashore on their own coast, and factories become complexes", () => {
    const setup = (territory: string, nation: string) => result.scenario.areaSetup?.find((e) => e.territory === territory && e.nation === nation)?.units;
    expect(setup("meridon", "thalmere")).toEqual([{ type: "infantry", count: 4 }, { type: "fighter", count: 1 }, { type: "aagun", count: 1 }, { type: "armour", count: 1 }]);
    expect(setup("saltspire", "korvath")).toEqual([{ type: "infantry", count: 4 }]);
    expect(setup("sea-zone-17", "thalmere")).toEqual([{ type: "transport", count: 1 }, { type: "destroyer", count: 1 }]);
    expect(result.scenario.areaSetup?.flatMap((e) => e.units).some((u) => u.type === "factory")).toBe(false);
    expect(result.map.territories.filter((x) => x.industrialComplex)).toHaveLength(11);
  });

  it("reports what it did not map, never dropping it silently", () => {
    expect(result.report.filter((e) => e.severity === "warning").map((e) => e.where)).toEqual([
      'unit "fighter" option canIntercept',
      'unit "fighter" option canEscort',
      'unit "bomber" option transportCapacity',
      'territoryAttachment on "Jade Citadel" option unitProduction',
      'territoryAttachment on "Castra Vell" option unitProduction',
      'territory "Brenn March"',
      'territory "Amber Gate"',
      'territory "Old Hollin Seat"',
      'player "Hollin"',
      'unitPlacement 2 infantry in "Sea Zone 22"',
      'unitPlacement 1 infantry in "Sea Zone 17"',
      'unitPlacement 1 armour in "Sea Zone 17"',
      'techAttachment on "Korvath"',
      'techAttachment on "Ismarch"',
      'techAttachment on "Valdra"',
      'objectiveAttachment1 on "Korvath"',
      "<gamePlay>",
    ]);
    expect(said(/^warning unit "fighter" option canIntercept: true: not modelled/)).toHaveLength(1);
    expect(said(/^warning territory "Brenn March": originally Ismarch' in TripleA but held by Valdra/)).toHaveLength(1);
    expect(said(/^warning player "Hollin": holds no capital at the start; .*"Weiran"/)).toHaveLength(1);
    expect(said(/^warning unitPlacement .* in "Sea Zone 17": .*they start ashore in "Meridon"$/)).toHaveLength(2);
    expect(said(/^warning <gamePlay>: the steps of Ostry, Hollin interleave/)).toHaveLength(1);
    expect(said(/^info productionRule "buy(Transport|Carrier)Shipyards": a second price/)).toHaveLength(2);
    expect(said(/^info <ownerInitialize>: no owner at the start, imported as neutral: "Free City of Lisk", "Grey Abbey", "Ferrow", "Old Hollin Seat"$/)).toHaveLength(1);
    expect(said(/^info <propertyList>: 2 game options are not modelled .*: Low Luck, Naval Bombard Casualties Return Fire$/)).toHaveLength(1);
    expect(said(/^info resourceGiven techTokens to "Valdra"/)).toHaveLength(1);
    expect(said(/^info place\.txt: unit placement spots are not modelled/)).toHaveLength(1);
    // [AA:strategic-bombing] Its fighter intercepts and escorts, and its bomber raids, with no air-battle value: 0 in TripleA.
    expect(said(/^info unit "(fighter|bomber)" option air(Attack|Defense): absent, which TripleA reads as 0/)).toHaveLength(3);
    expect(result.report).toHaveLength(31);
    expect(result.report.every((e) => ["error", "warning", "info"].includes(e.severity) && e.where && e.message)).toBe(true);
  });

  it("plays three rounds of random bots without error [AA:turn-order]", { timeout: 120_000 }, () => {
    const scenario = { ...result.scenario, turns: { first: 1, last: 3 } };
    // The game's own ruleset, from the registry: an imported TripleA game plays as the one that exports to TripleA.
    const loaded = parseDocuments(result.game, result.map, scenario);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.ruleset.can?.tripleaExport).toBe(true);
    const played = playWith(loaded.ruleset, loaded.bundle, 7, ["random", "random"]);
    expect((played.state as AaState).round).toBeGreaterThanOrEqual(3);
    expect(played.truncated).toBe(false);
  });
});

describe("importing without map files", () => {
  it("lays every space out as a square in a grid and still validates", () => {
    const r = importTripleA(fixtureInput(false));
    if (!r.ok) throw new Error(r.reason);
    expect([...r.map.territories, ...r.map.seaZones].every((s) => s.polygons.length === 1 && s.polygons[0]!.length === 8)).toBe(true);
    expect(r.map.wrap.horizontal).toBe(false);
    expect(r.report.some((e) => e.where === "polygons.txt")).toBe(true);
  });

  it("gives the same ids every time", () => {
    const a = importTripleA(fixtureInput(false));
    const b = importTripleA(fixtureInput(false));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
