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

describe.each(["nextwar-sample", "area-sample", "nextwar-advanced-sample"])("sample %s", (slug) => {
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

  it("fights the air war: air points for both sides on every turn, helicopters on both sides based in friendly bases, a USMC helicopter on its AMPH, a side with limited all-weather capability [6.1, 6.5, 4.1]", () => {
    for (const side of ["blue", "red"]) {
      for (let turn = 1; turn <= scenario.turns.last; turn += 1) expect(game.charts.airPoints.some((l) => l.side === side && l.fromTurn <= turn && turn <= l.toTurn), `${side} GT${turn}`).toBe(true);
    }
    const sideOf = new Map(scenario.nations.map((n) => [n.id, n.side]));
    const types = new Map(game.unitTypes.map((t) => [t.id, t]));
    const helis = (scenario.units ?? []).filter((u) => types.get(u.type)?.flags.includes("helicopter"));
    expect(new Set(helis.map((u) => sideOf.get(u.nation)))).toEqual(new Set(["blue", "red"]));
    const bases = new Set(map.features.filter((f) => ["airbase", "hardened-airbase", "airfield", "city", "major-city"].includes(f.kind)).map((f) => f.hex));
    const setup = new Map((scenario.setup ?? []).map((s) => [s.unit, s.at]));
    const usmc = helis.filter((u) => types.get(u.type)?.flags.includes("marine"));
    expect(usmc.length).toBeGreaterThan(0);
    for (const u of helis.filter((x) => !usmc.includes(x))) expect(bases.has(setup.get(u.id) as string), u.id).toBe(true);
    const amphs = (scenario.units ?? []).filter((u) => types.get(u.type)?.flags.includes("amph"));
    for (const u of usmc) expect(amphs.some((a) => setup.get(a.id) === setup.get(u.id))).toBe(true);
    expect(scenario.airWar?.allWeather).toEqual([{ side: "blue", capability: "limited" }]);
    expect(game.charts.helicopterLosses).toHaveLength(10);
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
  const spaces = [...map.territories, ...map.seaZones];
  const adjacent = new Map(map.connections.map((c) => [c.from, new Set(c.to)]));
  const territory = new Map(map.territories.map((t) => [t.id, t]));

  it("is a theatre of 30–40 spaces with a canal, wrap-around, islands, a neutral and an impassable territory", () => {
    expect(spaces.length).toBeGreaterThanOrEqual(30);
    expect(spaces.length).toBeLessThanOrEqual(40);
    expect(map.canals).toHaveLength(1);
    expect(map.wrap.horizontal).toBe(true);
    const seaZones = new Set(map.seaZones.map((z) => z.id));
    const islands = map.territories.filter((t) => [...(adjacent.get(t.id) ?? [])].every((n) => seaZones.has(n)));
    expect(islands.length).toBeGreaterThanOrEqual(3);
    expect(map.territories.some((t) => t.neutral)).toBe(true);
    expect(map.territories.some((t) => t.impassable)).toBe(true);
  });

  it("has two sides of two powers, each with one capital, an industrial complex, victory cities and an income of 20–40 that its territories pay", () => {
    const sides = new Map(scenario.nations.map((n) => [n.id, n.side]));
    expect([...new Set(sides.values())].map((side) => [...sides.values()].filter((s) => s === side).length)).toEqual([2, 2]);
    for (const nation of game.turnOrder) {
      const own = map.territories.filter((t) => t.originalOwner === nation);
      expect(own.filter((t) => t.capital)).toHaveLength(1);
      expect(own.some((t) => t.industrialComplex)).toBe(true);
      expect(own.filter((t) => t.victoryCity).length).toBe(2);
      const ipc = scenario.income?.find((i) => i.nation === nation)?.ipc;
      expect(ipc).toBe(own.reduce((sum, t) => sum + t.ipc, 0));
      expect(ipc).toBeGreaterThanOrEqual(20);
      expect(ipc).toBeLessThanOrEqual(40);
    }
    const vc = scenario.victoryCities;
    expect(vc?.cities.slice().sort()).toEqual(map.territories.filter((t) => t.victoryCity).map((t) => t.id).sort());
    expect([vc?.cities.length, vc?.standardVictory, vc?.totalVictory]).toEqual([8, 6, 8]);
    expect(scenario.areaRules).toEqual({ neutrals: "closed", roundLimit: 10 });
  });

  it("places every unit type but the industrial complex, which the map flags, with carriers' fighters beside them", () => {
    const setup = scenario.areaSetup ?? [];
    const placed = new Set(setup.flatMap((s) => s.units.map((u) => u.type)));
    const complexes = game.unitTypes.filter((t) => t.industrialComplex).map((t) => t.id);
    expect(game.unitTypes.map((t) => t.id).filter((id) => !placed.has(id))).toEqual(complexes);
    const types = new Map(game.unitTypes.map((t) => [t.id, t]));
    const carrierZones = setup.filter((s) => s.units.some((u) => types.get(u.type)?.carrierCapacity));
    expect(carrierZones.length).toBeGreaterThanOrEqual(2);
    for (const s of carrierZones) expect(s.units.some((u) => types.get(u.type)?.domain === "air")).toBe(true);
    for (const s of setup) expect(territory.get(s.territory)?.neutral ?? false).toBe(false);
  });

  it("has the unit table with the published values and abilities", () => {
    const types = new Map(game.unitTypes.map((t) => [t.id, t]));
    expect(types.get("battleship")).toMatchObject({ attack: 4, defence: 4, movement: 2, cost: 20, hits: 2, bombard: 4 });
    expect(types.get("transport")).toMatchObject({ transportCapacity: 5 });
    expect([types.get("infantry")?.transportCost, types.get("tank")?.transportCost]).toEqual([2, 3]);
  });

  // Outlines: every polygon is a closed list of axis-parallel sides in map pixels.
  const sidesOf = (poly: number[]) =>
    Array.from({ length: poly.length / 2 }, (_, i) => [poly[2 * i], poly[2 * i + 1], poly[(2 * i + 2) % poly.length], poly[(2 * i + 3) % poly.length]] as [number, number, number, number]);
  const inside = (poly: number[], x: number, y: number) =>
    sidesOf(poly).reduce((odd, [x1, y1, x2, y2]) => (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1 ? !odd : odd), false);
  const overlap = (a1: number, a2: number, b1: number, b2: number) => Math.min(Math.max(a1, a2), Math.max(b1, b2)) - Math.max(Math.min(a1, a2), Math.min(b1, b2));
  const shareBorder = (a: number[], b: number[]) =>
    sidesOf(a).some(([ax1, ay1, ax2, ay2]) =>
      sidesOf(b).some(([bx1, by1, bx2, by2]) => (ax1 === ax2 && bx1 === bx2 && ax1 === bx1 && overlap(ay1, ay2, by1, by2) > 0) || (ay1 === ay2 && by1 === by2 && ay1 === by1 && overlap(ax1, ax2, bx1, bx2) > 0)),
    );
  const edgeSpans = (poly: number[], x: number) => sidesOf(poly).filter(([x1, , x2]) => x1 === x && x2 === x);

  it("tiles the map with outlines that do not overlap", () => {
    for (let y = 12.5; y < map.size.height; y += 25) {
      for (let x = 12.5; x < map.size.width; x += 25) {
        const hits = spaces.filter((s) => s.polygons.some((p) => inside(p, x, y))).map((s) => s.id);
        expect(hits, `(${x}, ${y})`).toHaveLength(1);
      }
    }
  });

  it("connects exactly the spaces whose outlines share a border, across the wrapped edge, and through the canal", () => {
    const expected = new Map(spaces.map((s) => [s.id, new Set<string>()]));
    const join = (a: string, b: string) => {
      expected.get(a)?.add(b);
      expected.get(b)?.add(a);
    };
    for (const a of spaces) {
      for (const b of spaces) {
        if (a.id >= b.id) continue;
        if (a.polygons.some((p) => b.polygons.some((q) => shareBorder(p, q)))) join(a.id, b.id);
        const wraps = (l: typeof a, r: typeof b) =>
          l.polygons.some((p) => edgeSpans(p, 0).some(([, y1, , y2]) => r.polygons.some((q) => edgeSpans(q, map.size.width).some(([, v1, , v2]) => overlap(y1, y2, v1, v2) > 0))));
        if (wraps(a, b) || wraps(b, a)) join(a.id, b.id);
      }
    }
    for (const { seaZones: [a, b] } of map.canals) if (a && b) join(a, b);
    const sorted = (m: Map<string, Set<string>>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]).sort());
    expect(sorted(adjacent)).toEqual(sorted(expected));
    expect(map.connections.some((c) => c.from === "sz-9" && c.to.includes("sz-1"))).toBe(true);
  });
});
