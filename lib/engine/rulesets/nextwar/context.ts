import type { NextWarCharts, NextWarUnitType, ScenarioUnit } from "@/lib/model";
import { MOBILITY_CLASSES, type MobilityClass, TERRAIN_CLASSES, WEATHER, type Weather } from "@/lib/model/vocabulary";
import type { EngineBundle } from "./types";
import { type CompiledMap, F_AIRBASE, F_AIRFIELD, F_CAPITAL, F_CITY, F_HARDENED_AIRBASE, F_MAJOR_CITY, NO_NATION, compileMap, tcIndex } from "../../map/compiled-map";
import { hashValue } from "../../core/hash";

/** One unit's printed values and what its type makes it [2.3]. */
export interface UnitDef {
  id: string;
  side: string;
  nation: string;
  nationIndex: number;
  type: NextWarUnitType | undefined;
  /** Land units take part in the ground war; helicopters and naval units wait for their issue. */
  ground: boolean;
  mobility: MobilityClass;
  formation: string | undefined;
  maxSteps: number;
  sp: number;
  full: { attack: number; defence: number; er: number; ma: number };
  reduced: { attack: number; defence: number; er: number; ma: number };
  parenthesised: boolean;
  armour: boolean;
  mechanized: boolean;
  lightInfantry: boolean;
  /** An airborne (parachute) unit, which may paradrop [8.5.3]. */
  airborne: boolean;
  /** A marine land unit (unit type flag `marine`), which may go aboard an AMPH and assault a beach [8.5.8]. */
  marine: boolean;
  /** May move by airmobile [8.5.4]: the airmobile-capable flag (with airmobile points) or the airmobile class (its own lift). */
  airmobileCapable: boolean;
  /** Airmobile points the unit provides its side while in play [2.4.1, 8.5.4.1]. */
  airmobilePoints: number;
  /** Infantry for the major-city doubling [9.4.5]: foot (incl. airmobile, LI), marines, motorised infantry. */
  infantry: boolean;
  /** Never rebuilt once destroyed [11.2, 6.5.4]. */
  noRebuild: boolean;
  /** An attack helicopter [6.5]; `usmc` when it is also a marine type (may base on an AMPH [6.5.5]). */
  helicopter: boolean;
  usmc: boolean;
  /** An amphibious group, which can base one USMC helicopter [6.5.5]. */
  amph: boolean;
  /** A naval unit (SAG, CV, CVN or AMPH) [7.3]; `carrier` for CV/CVN [7.3.4]; `navalFlags` its naval kinds. */
  naval: boolean;
  carrier: boolean;
  navalFlags: readonly ("sag" | "cv" | "cvn" | "amph")[];
  /** Stacking points an AMPH carries [2.4.4, 8.5.8]. */
  capacity: number;
  /** Combat support on the full and reduced sides, and range in hexes [2.4.2, 2.4.3]. */
  cs: number;
  reducedCs: number;
  range: number;
  /** Advanced game [18]: an HQ (its `range` is its support value and range [15.2.5, 18.2.1]); `supremeHq` the side's supreme HQ [18.3]. */
  hq: boolean;
  supremeHq: boolean;
  /** Advanced game [19.4]: a depot / MSU counter; `supplyRange` its own range when printed [15.2.11], else 0 (the chart's). */
  supplyUnit: boolean;
  supplyRange: number;
}

const W = WEATHER.length;
const M = MOBILITY_CLASSES.length;
const T = TERRAIN_CLASSES.length;
export const HEXSIDE_KIND_INDEX = { "minor-river": 0, "major-river": 1, water: 2, ferry: 3, "fortified-line": 4 } as const;

export function weatherIndex(w: Weather): number {
  return WEATHER.indexOf(w);
}
export function mobilityIndex(m: MobilityClass): number {
  return MOBILITY_CLASSES.indexOf(m);
}

/**
 * Everything the rules read from the documents, resolved once per bundle:
 * charts (game charts with the scenario's overrides), TEC as flat cost
 * tables (Infinity = prohibited), unit definitions, sides and nations, VP
 * hexes and schedules.
 */
export interface Context {
  bundle: EngineBundle;
  digest: string;
  cm: CompiledMap;
  charts: NextWarCharts;
  sides: [string, string];
  nationSide: Map<string, string>;
  /** Side index per map nation index, -1 for none. */
  mapNationSide: Int8Array;
  units: Map<string, UnitDef>;
  unitIds: string[];
  /** terrainCost[(tc*M+m)*W+w] */
  terrainCost: Float64Array;
  /** sideCost[(kind*M+m)*W+w] */
  sideCost: Float64Array;
  /** roadCost[((code-1)*M+m)*W+w] */
  roadCost: Float64Array;
  stackLimit: Uint8Array;
  retreatHexes: Uint8Array;
  armourHalved: Uint8Array;
  defenceShift: Int8Array;
  /** Hexside kinds whose crossing halves attack [9.4.1], as a SIDE_* bitmask. */
  attackHalvedSides: number;
  crtRowByTerrain: Int8Array;
  vpHexes: Map<number, number>;
  /** VP the enemy scores for eliminating a unit, by unit id (only units worth some) [12.1]. */
  eliminationVp: Map<string, number>;
  capitals: { nation: string; side: string; hex: number }[];
  favourableRoll: "low" | "high";
  mssp: Uint8Array;
  /** Airbase hexes (hardened or not) [6.1, 6.3.1, 8.3.1.3]. */
  airbases: number[];
  /** Hexes where a helicopter may base: airbases, airfields, cities, major cities [6.5.1]. */
  heliBases: number[];
  /** Helicopter unit ids, sorted [6.5]. */
  helicopterIds: string[];
  /** Naval unit ids, sorted [7.3]. */
  navalIds: string[];
  /** All-weather capability by side (a game-specific rule); sides not listed are "full" [4.1]. */
  allWeather: Map<string, "full" | "limited" | "none">;
}

const cache = new WeakMap<EngineBundle, Context>();

export function contextOf(bundle: EngineBundle): Context {
  let c = cache.get(bundle);
  if (!c) {
    c = buildContext(bundle);
    cache.set(bundle, c);
  }
  return c;
}

function costValue(v: number | "P" | undefined): number {
  return v === undefined || v === "P" ? Infinity : v;
}

function buildContext(bundle: EngineBundle): Context {
  const { game, map, scenario } = bundle;
  const cm = compileMap(map);
  const charts = { ...game.charts, ...(scenario.chartOverrides ?? {}) } as NextWarCharts;
  const sideIds = scenario.sides.map((s) => s.id);
  if (sideIds.length < 2) throw new Error("A Next War scenario needs two sides");
  const sides: [string, string] = [sideIds[0] as string, sideIds[1] as string];
  const nationSide = new Map<string, string>();
  for (const n of game.nations) nationSide.set(n.id, n.side);
  for (const n of scenario.nations) nationSide.set(n.id, n.side);
  const mapNationSide = new Int8Array(cm.nationIds.length).fill(-1);
  cm.nationIds.forEach((id, i) => {
    const s = nationSide.get(id);
    mapNationSide[i] = s === undefined ? -1 : sides.indexOf(s);
  });

  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const units = new Map<string, UnitDef>();
  for (const u of scenario.units ?? []) units.set(u.id, unitDef(u, types.get(u.type), nationSide, cm.nationIds));

  const terrainCost = new Float64Array(T * M * W).fill(Infinity);
  const stackLimit = new Uint8Array(T).fill(4);
  const retreatHexes = new Uint8Array(T).fill(1);
  const armourHalved = new Uint8Array(T);
  const defenceShift = new Int8Array(T);
  for (const row of charts.tec.terrain) {
    const t = tcIndex(row.terrainClass);
    stackLimit[t] = row.stackLimit;
    retreatHexes[t] = row.retreatHexes;
    armourHalved[t] = row.armourHalvedAttacking ? 1 : 0;
    defenceShift[t] = row.defenceColumnShift ?? 0;
    MOBILITY_CLASSES.forEach((m, mi) => {
      WEATHER.forEach((w, wi) => {
        terrainCost[(t * M + mi) * W + wi] = costValue(row.movement[m]?.[w]);
      });
    });
  }
  const sideCost = new Float64Array(5 * M * W);
  let attackHalvedSides = 0;
  const sideBits = [1, 2, 4, 8, 16];
  for (const row of charts.tec.hexsides) {
    const k = HEXSIDE_KIND_INDEX[row.kind];
    if (row.attackHalved) attackHalvedSides |= sideBits[k] as number;
    MOBILITY_CLASSES.forEach((m, mi) => {
      WEATHER.forEach((w, wi) => {
        sideCost[(k * M + mi) * W + wi] = costValue(row.extraCost[m]?.[w]);
      });
    });
  }
  const roadCost = new Float64Array(3 * M * W).fill(Infinity);
  const roadIndex = { highway: 0, primary: 1, secondary: 2 } as const;
  for (const row of charts.tec.roads) {
    const k = roadIndex[row.kind];
    MOBILITY_CLASSES.forEach((m, mi) => {
      WEATHER.forEach((w, wi) => {
        roadCost[(k * M + mi) * W + wi] = costValue(row.cost[m]?.[w]);
      });
    });
  }
  const crtRowByTerrain = new Int8Array(T).fill(-1);
  charts.crt.terrainRows.forEach((row, i) => {
    for (const tc of row.terrainClasses) crtRowByTerrain[tcIndex(tc)] = i;
  });
  const mssp = new Uint8Array(T);
  for (const line of charts.mopUp.minimumSafeStack) mssp[tcIndex(line.terrainClass)] = line.sp;

  const vpHexes = new Map<number, number>();
  for (const v of scenario.victory?.vpHexes ?? []) {
    const h = cm.indexOf(v.hex);
    if (h >= 0) vpHexes.set(h, v.value);
  }
  const capitals: Context["capitals"] = [];
  for (const cap of scenario.victory?.capitals ?? []) {
    const h = cm.indexOf(cap.hex);
    const side = nationSide.get(cap.nation);
    if (h >= 0 && side) capitals.push({ nation: cap.nation, side, hex: h });
  }
  if (capitals.length === 0) {
    for (const f of map.features) {
      if (f.kind !== "capital") continue;
      const h = cm.indexOf(f.hex);
      const side = nationSide.get(f.nation);
      if (h >= 0 && side && cm.has(h, F_CAPITAL)) capitals.push({ nation: f.nation, side, hex: h });
    }
  }

  const unitIds = [...units.keys()].sort();
  const airbases: number[] = [];
  const heliBases: number[] = [];
  for (let h = 0; h < cm.n; h += 1) {
    if (cm.has(h, F_AIRBASE | F_HARDENED_AIRBASE)) airbases.push(h);
    if (cm.has(h, F_AIRBASE | F_HARDENED_AIRBASE | F_AIRFIELD | F_CITY | F_MAJOR_CITY)) heliBases.push(h);
  }
  return {
    bundle,
    digest: hashValue({ game, map, scenario }),
    cm,
    charts,
    sides,
    nationSide,
    mapNationSide,
    units,
    unitIds,
    terrainCost,
    sideCost,
    roadCost,
    stackLimit,
    retreatHexes,
    armourHalved,
    defenceShift,
    attackHalvedSides,
    crtRowByTerrain,
    vpHexes,
    eliminationVp: eliminationVpOf(scenario, units),
    capitals,
    favourableRoll: charts.crt.favourableRoll ?? "low",
    mssp,
    airbases,
    heliBases,
    helicopterIds: unitIds.filter((id) => units.get(id)?.helicopter),
    navalIds: unitIds.filter((id) => units.get(id)?.naval),
    allWeather: new Map((scenario.airWar?.allWeather ?? []).map((a) => [a.side, a.capability])),
  };
}

function unitDef(u: ScenarioUnit, type: NextWarUnitType | undefined, nationSide: Map<string, string>, mapNations: string[]): UnitDef {
  const flags = new Set(type?.flags ?? []);
  const naval = flags.has("sag") || flags.has("cv") || flags.has("cvn") || flags.has("amph");
  const ground = !naval && !flags.has("helicopter") && type?.mobility !== undefined;
  const mobility = type?.mobility ?? "foot";
  const full = { attack: u.attack ?? 0, defence: u.defence ?? 0, er: u.er ?? 1, ma: u.ma ?? 0 };
  const reduced = {
    attack: u.reduced?.attack ?? full.attack,
    defence: u.reduced?.defence ?? full.defence,
    er: u.reduced?.er ?? full.er,
    ma: u.reduced?.ma ?? full.ma,
  };
  const li = flags.has("light-infantry") || flags.has("airmobile-capable") || mobility === "airmobile";
  const infantry =
    mobility === "foot" || mobility === "airmobile" || flags.has("marine") || (mobility === "motorized" && !flags.has("hq") && type?.symbol !== "recon");
  const nationIndex = mapNations.indexOf(u.nation);
  return {
    id: u.id,
    side: nationSide.get(u.nation) ?? "",
    nation: u.nation,
    nationIndex: nationIndex < 0 ? NO_NATION : nationIndex,
    type,
    ground,
    mobility,
    formation: u.formation,
    maxSteps: u.steps ?? 1,
    sp: ground ? (u.sp ?? 1) : 0,
    full,
    reduced,
    parenthesised: u.defenceParenthesised ?? false,
    armour: flags.has("armour"),
    mechanized: flags.has("mechanized"),
    lightInfantry: li,
    airborne: flags.has("airborne"),
    marine: flags.has("marine") && !flags.has("helicopter"),
    airmobileCapable: ground && (flags.has("airmobile-capable") || mobility === "airmobile"),
    airmobilePoints: u.airmobileCapacity ?? 0,
    infantry: infantry && !flags.has("armour") && !flags.has("mechanized"),
    noRebuild: mobility === "airmobile" || flags.has("airborne") || flags.has("marine") || flags.has("helicopter"),
    helicopter: flags.has("helicopter"),
    usmc: flags.has("helicopter") && flags.has("marine"),
    amph: flags.has("amph"),
    naval,
    carrier: flags.has("cv") || flags.has("cvn"),
    navalFlags: (["sag", "cv", "cvn", "amph"] as const).filter((f) => flags.has(f)),
    capacity: u.capacity ?? 0,
    cs: u.cs ?? 0,
    reducedCs: u.reduced?.cs ?? u.cs ?? 0,
    range: u.range ?? 0,
    hq: flags.has("hq") || flags.has("supreme-hq"),
    supremeHq: flags.has("supreme-hq"),
    supplyUnit: flags.has("supply-unit"),
    supplyRange: u.supplyRange ?? 0,
  };
}

export const MOBILITIES = M;
export const WEATHERS = W;

/** Elimination VP per unit from the scenario's per-type table [12.1]. */
function eliminationVpOf(scenario: EngineBundle["scenario"], units: Map<string, UnitDef>): Map<string, number> {
  const byType = new Map((scenario.victory?.eliminationVp ?? []).map((e) => [e.type, e.vp]));
  const out = new Map<string, number>();
  for (const [id, d] of units) {
    const vp = d.type ? byType.get(d.type.id) : undefined;
    if (vp !== undefined && vp > 0) out.set(id, vp);
  }
  return out;
}
