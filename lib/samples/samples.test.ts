import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AreaGame, AreaMap, HexMap, NextWarGame, Scenario } from "@/lib/model";
import { DOCUMENT_SCHEMAS, TERRAIN_CLASSES } from "@/lib/model";
import { validateBundleValue, validateProject } from "@/lib/validate";
import { sampleBundles, samplesDir } from "./index";

const read = (slug: string, file: string) => {
  const text = fs.readFileSync(path.join(samplesDir(), slug, file), "utf8");
  return { text, value: JSON.parse(text) as unknown };
};
const load = (slug: string) => ({ game: read(slug, "game.json"), map: read(slug, "map.json"), scenario: read(slug, "scenario.json") });

describe.each(["nextwar-sample", "area-sample"])("sample %s", (slug) => {
  it("validates clean as files (scenario with its game and map)", () => {
    expect(validateProject(load(slug))).toEqual({ game: [], map: [], scenario: [] });
  });

  it("validates clean as the bundle the studio seeds from", () => {
    const sample = sampleBundles().find((s) => s.slug === slug);
    expect(sample).toBeDefined();
    expect(validateBundleValue(JSON.parse(sample?.text ?? "null"))).toEqual([]);
  });

  it("parses with the zod model too", () => {
    const docs = load(slug);
    for (const kind of ["game", "map", "scenario"] as const) expect(DOCUMENT_SCHEMAS[kind].safeParse(docs[kind].value).success).toBe(true);
  });

  it("keeps each document file small", () => {
    for (const file of ["game.json", "map.json", "scenario.json"]) expect(read(slug, file).text.length).toBeLessThan(120_000);
  });
});

describe("the Next War sample has what the issue asks for", () => {
  const docs = load("nextwar-sample");
  const game = docs.game.value as NextWarGame;
  const map = docs.map.value as HexMap;
  const scenario = docs.scenario.value as Scenario;

  it("is a theatre of about 60×40 hexes using every terrain class", () => {
    expect([map.grid.columns, map.grid.rows]).toEqual([60, 40]);
    const classOf = new Map(map.terrainTypes.map((t) => [t.id, t.terrainClass]));
    const charClass = new Map(map.terrain.legend.map((e) => [e.char, classOf.get(e.value)]));
    const used = new Set([...map.terrain.rows.join("")].map((c) => charClass.get(c)));
    expect([...TERRAIN_CLASSES].filter((c) => !used.has(c))).toEqual([]);
  });

  it("has rivers, water hexsides, a ferry, three road kinds and the features", () => {
    expect(new Set(map.hexsides.filter((h) => h.sides.length > 0).map((h) => h.kind))).toEqual(new Set(["minor-river", "major-river", "water", "ferry", "fortified-line"]));
    expect(new Set(map.roads.map((r) => r.kind))).toEqual(new Set(["highway", "primary", "secondary"]));
    const kinds = map.features.map((f) => f.kind);
    for (const k of ["airbase", "hardened-airbase", "airfield", "port", "fortification", "town", "city", "major-city", "capital"]) expect(kinds).toContain(k);
    expect(map.features.filter((f) => f.kind === "port").length).toBeGreaterThanOrEqual(2);
    expect(map.seaZones).toHaveLength(1);
  });

  it("has two nations plus an intervening ally, with a major-city capital on each side", () => {
    expect(scenario.nations.map((n) => n.side)).toEqual(["blue", "red", "red"]);
    const majorCities = new Set(map.features.filter((f) => f.kind === "major-city").map((f) => f.hex));
    const capitals = map.features.flatMap((f) => (f.kind === "capital" && majorCities.has(f.hex) ? [f.nation] : []));
    expect(capitals.sort()).toEqual(["nordland", "ostmark"]);
  });

  it("plays 8 turns with about 30 units a side of every mobility class and kind", () => {
    expect(scenario.turns.last).toBe(8);
    const sideOf = new Map(scenario.nations.map((n) => [n.id, n.side]));
    const units = scenario.units ?? [];
    for (const side of ["blue", "red"]) expect(units.filter((u) => sideOf.get(u.nation) === side).length).toBeGreaterThanOrEqual(28);
    const types = new Map(game.unitTypes.map((t) => [t.id, t]));
    const used = units.map((u) => types.get(u.type));
    expect(new Set(used.map((t) => t?.mobility).filter(Boolean))).toEqual(new Set(["foot", "motorized", "mechanized", "airmobile"]));
    for (const flag of ["light-infantry", "airmobile-capable", "marine", "armour"] as const) expect(used.some((t) => t?.flags.includes(flag))).toBe(true);
    expect(new Set((scenario.reinforcements ?? []).map((r) => r.turn)).size).toBeGreaterThanOrEqual(4);
    expect(scenario.replacements?.length).toBeGreaterThan(0);
    expect(scenario.victory?.vpHexes.length).toBeGreaterThan(0);
    expect(scenario.victory?.levels.length).toBeGreaterThan(0);
  });

  it("labels its starter charts as Warbench samples", () => {
    expect(game.charts.provenance).toBe("warbench-sample");
    expect(game.description).toMatch(/not any publisher's charts/);
  });
});

describe("the area sample has what the issue asks for", () => {
  const docs = load("area-sample");
  const map = docs.map.value as AreaMap;
  const game = docs.game.value as AreaGame;
  const scenario = docs.scenario.value as Scenario;

  it("has about 20 territories, 8 sea zones, one canal and wrap", () => {
    expect(map.territories).toHaveLength(20);
    expect(map.seaZones).toHaveLength(8);
    expect(map.canals).toHaveLength(1);
    expect(map.wrap.horizontal).toBe(true);
  });

  it("has the unit table and a scenario with setup, income and victory cities", () => {
    expect(game.unitTypes.find((t) => t.id === "battleship")).toMatchObject({ attack: 4, defence: 4, movement: 2, cost: 20, hits: 2 });
    expect(scenario.areaSetup?.length).toBeGreaterThan(0);
    expect(scenario.income?.length).toBe(4);
    expect(scenario.victoryCities?.cities.length).toBeGreaterThanOrEqual(scenario.victoryCities?.standardVictory ?? 99);
  });
});
