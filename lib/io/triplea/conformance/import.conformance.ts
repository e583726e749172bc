/** Conformance: the importer on the real TripleA "World War II v3" games (../shared/fixtures), run by `npm run test:conformance`. */
import { describe, expect, it } from "vitest";
import { type AaState, playWith } from "@/lib/engine";
import { parseDocuments } from "@/lib/cli/engine-bundle";
import { validateProject } from "@/lib/validate";
import { importTripleA } from "../import";
import { countDocs, countXml } from "../test-counts";
import { realInput, realText } from "./real-fixtures";

describe.each(["WW2v3-1942.xml", "WW2v3-1941.xml"] as const)("importing the real TripleA game %s", (file) => {
  const result = importTripleA(realInput(file));
  if (!result.ok) throw new Error(result.reason);

  it("keeps the counts of the XML: land territories, sea zones, connections, victory cities, placed units, factories", () => {
    expect(countDocs(result)).toEqual(countXml(realText(file)));
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
    const pus = /<resourceGiven player="Americans" resource="PUs" quantity="(\d+)"/.exec(realText(file))?.[1];
    expect(income.americans).toBe(Number(pus));
    const unit = (id: string) => result.game.unitTypes.find((u) => u.id === id);
    expect(unit("armour")).toMatchObject({ domain: "land", attack: 3, defence: 3, movement: 2, cost: 5, canBlitz: true, transportCost: 3 });
    expect(unit("battleship")).toMatchObject({ domain: "sea", hits: 2, bombard: 4, cost: 20 });
    expect(unit("aagun")).toMatchObject({ domain: "structure", antiAircraft: { maxTargets: 3, hitOn: 1 } });
    // [AA:strategic-bombing] The file's air-battle values, which differ from the 1942 rulebook's interceptor (2): v3's fighters defend a raid at 1.
    expect(unit("fighter")).toMatchObject({ airAttack: 1, airDefence: 1 });
    expect(unit("bomber")).toMatchObject({ airAttack: 1 });
    expect(result.report.filter((e) => /option air(Attack|Defense)$/.test(e.where))).toEqual([]);
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
    const r = importTripleA(realInput("WW2v3-1942.xml", false));
    if (!r.ok) throw new Error(r.reason);
    expect([...r.map.territories, ...r.map.seaZones].every((s) => s.polygons.length === 1 && s.polygons[0]!.length === 8)).toBe(true);
    expect(r.map.wrap.horizontal).toBe(false);
    expect(r.report.some((e) => e.where === "polygons.txt")).toBe(true);
  });

  it("gives the same ids every time", () => {
    const a = importTripleA(realInput("WW2v3-1942.xml", false));
    const b = importTripleA(realInput("WW2v3-1942.xml", false));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
