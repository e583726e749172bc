import { describe, expect, it } from "vitest";
import { playAaGame, AA_BOTS } from "@/lib/engine";
import { parseAll } from "@/lib/cli/engine-bundle";
import { validateProject } from "@/lib/validate";
import { importTripleA, type TripleADocuments } from "./import";
import { fixtureInput, fixtureText } from "./test-fixtures";

/**
 * Counts taken straight from the XML text with regular expressions — a walk
 * independent of the importer's parser — that the documents must match.
 */
function countXml(xml: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const territories = [...xml.matchAll(/<territory\s[^>]*>/g)].map((m) => m[0]);
  const water = new Set(territories.filter((t) => /water="true"/.test(t)).map((t) => attr(t, "name")));
  const pairs = new Set<string>();
  for (const m of xml.matchAll(/<connection\s[^>]*>/g)) pairs.add([attr(m[0], "t1"), attr(m[0], "t2")].sort().join("|"));
  const unitBlock = (unit: string) => new RegExp(`attachTo="${unit}"[^>]*UnitAttachment[\\s\\S]*?</attachment>`).exec(xml)?.[0] ?? "";
  const placements = [...xml.matchAll(/<unitPlacement\s[^>]*>/g)].map((m) => ({ unit: attr(m[0], "unitType") as string, territory: attr(m[0], "territory") as string, n: Number(attr(m[0], "quantity")) }));
  const isFactory = (u: string) => /name="isFactory" value="true"/.test(unitBlock(u));
  const vcs = [...xml.matchAll(/<option name="victoryCity" value="(\d+)"\/>/g)].filter((m) => m[1] !== "0").length;
  return {
    land: territories.length - water.size,
    sea: water.size,
    connections: pairs.size,
    victoryCities: vcs,
    placedUnits: placements.filter((p) => !isFactory(p.unit)).reduce((a, p) => a + p.n, 0),
    factories: new Set(placements.filter((p) => isFactory(p.unit)).map((p) => p.territory)).size,
  };
}

function countDocs(d: TripleADocuments) {
  const edges = d.map.connections.reduce((a, c) => a + c.to.length, 0);
  return {
    land: d.map.territories.length,
    sea: d.map.seaZones.length,
    connections: edges / 2,
    victoryCities: d.map.territories.filter((t) => t.victoryCity).length,
    placedUnits: (d.scenario.areaSetup ?? []).flatMap((e) => e.units).reduce((a, u) => a + u.count, 0),
    factories: d.map.territories.filter((t) => t.industrialComplex).length,
  };
}

describe.each(["WW2v3-1942.xml", "WW2v3-1941.xml"] as const)("importing the TripleA fixture %s", (file) => {
  const result = importTripleA(fixtureInput(file));
  if (!result.ok) throw new Error(result.reason);

  it("keeps the counts of the XML: land territories, sea zones, connections, victory cities, placed units, factories", () => {
    expect(countDocs(result)).toEqual(countXml(fixtureText(file)));
  });

  it("validates with no errors, as warbench validate runs it", () => {
    const findings = validateProject({ game: { value: result.game }, map: { value: result.map }, scenario: { value: result.scenario } });
    const errors = [...(findings.game ?? []), ...(findings.map ?? []), ...(findings.scenario ?? [])].filter((f) => f.severity === "error");
    expect(errors).toEqual([]);
  });

  it("maps owners, capitals, canals, income, the unit table and the turn order", () => {
    const t = (name: string) => result.map.territories.find((x) => x.name === name);
    expect(t("Germany")).toMatchObject({ id: "germany", originalOwner: "germans", capital: true, victoryCity: true, industrialComplex: true, ipc: 10 });
    expect(t("Switzerland")).toMatchObject({ impassable: true });
    expect(result.map.seaZones.find((z) => z.name === "15 Sea Zone")).toMatchObject({ number: 15 });
    expect(result.map.canals.map((c) => [c.name, c.seaZones, c.controlledBy])).toEqual([
      ["Suez Canal", ["15-sea-zone", "34-sea-zone"], ["egypt", "trans-jordan"]],
      ["Panama Canal", ["19-sea-zone", "20-sea-zone"], ["panama"]],
    ]);
    const income = Object.fromEntries((result.scenario.income ?? []).map((i) => [i.nation, i.ipc]));
    const pus = /<resourceGiven player="Americans" resource="PUs" quantity="(\d+)"/.exec(fixtureText(file))?.[1];
    expect(income.americans).toBe(Number(pus));
    const unit = (id: string) => result.game.unitTypes.find((u) => u.id === id);
    expect(unit("armour")).toMatchObject({ domain: "land", attack: 3, defence: 3, movement: 2, cost: 5, canBlitz: true, transportCost: 3 });
    expect(unit("battleship")).toMatchObject({ domain: "sea", hits: 2, bombard: 4, cost: 20 });
    expect(unit("aagun")).toMatchObject({ domain: "structure", antiAircraft: { maxTargets: 3, hitOn: 1 } });
    expect(result.game.sides.map((s) => s.id)).toEqual(["axis", "allies"]);
    expect(result.game.turnOrder).toHaveLength(7);
    expect(result.map.size).toEqual({ width: 3773, height: 1830 });
    expect(result.map.territories.every((x) => x.polygons.length > 0 && x.label)).toBe(true);
  });

  it("reports what it did not map, never dropping it silently", () => {
    const where = result.report.map((e) => `${e.where}: ${e.message}`);
    expect(where.some((w) => w.startsWith('unit "fighter" option canIntercept'))).toBe(true);
    expect(where.some((w) => w.includes("TechAttachment"))).toBe(true);
    expect(where.some((w) => /Baltic States|Kiangsu/.test(w) && w.includes("held by"))).toBe(true);
    expect(result.report.every((e) => ["error", "warning", "info"].includes(e.severity) && e.where && e.message)).toBe(true);
  });

  it("plays three rounds of random bots without error [AA:turn-order]", { timeout: 120_000 }, () => {
    const scenario = { ...result.scenario, turns: { first: 1, last: 3 } };
    const loaded = parseAll(result.game, result.map, scenario);
    if (!loaded.ok || loaded.ruleset !== "aa1942") throw new Error(loaded.ok ? "not an area game" : loaded.error);
    const [a, b] = result.scenario.sides.map((s) => s.id) as [string, string];
    const played = playAaGame(loaded.bundle, 7, { [a]: AA_BOTS.random!, [b]: AA_BOTS.random! });
    expect(played.state.round).toBeGreaterThanOrEqual(3);
    expect(played.truncated).toBe(false);
  });
});

describe("importing without map files", () => {
  it("lays every space out as a square in a grid and still validates", () => {
    const r = importTripleA(fixtureInput("WW2v3-1942.xml", false));
    if (!r.ok) throw new Error(r.reason);
    expect([...r.map.territories, ...r.map.seaZones].every((s) => s.polygons.length === 1 && s.polygons[0]!.length === 8)).toBe(true);
    expect(r.map.wrap.horizontal).toBe(false);
    expect(r.report.some((e) => e.where === "polygons.txt")).toBe(true);
  });

  it("gives the same ids every time", () => {
    const a = importTripleA(fixtureInput("WW2v3-1942.xml", false));
    const b = importTripleA(fixtureInput("WW2v3-1942.xml", false));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
