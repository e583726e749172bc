import { type NextWarGame, type NextWarUnitType, isNextWarGame } from "@/lib/model/game";
import type { HexMap } from "@/lib/model/map";
import type { Scenario } from "@/lib/model/scenario";
import { NAVAL_FLAGS, type TerrainClass } from "@/lib/model/vocabulary";
import type { LintCode } from "../codes";
import { type FindingSink, pointer } from "../findings";
import type { HexMapIndex } from "../map-index";
import { uniqueIds } from "./ids";
import { isSupplyUnitType, lintAdvancedScenario, playsAdvanced } from "./scenario-advanced";
import type { ScenarioContext, ScenarioIds } from "./scenario-context";

/** Default stacking when no TEC says otherwise [8.1.1.1]. */
function defaultStackLimit(cls: TerrainClass | undefined): number {
  return cls === "mountain" || cls === "alpine" ? 3 : 4;
}

/** "unknown" when the type cannot be looked up (no game, or an unknown type): no land/sea checks then. */
type Role = "naval" | "helicopter" | "land" | "unknown";

function roleOf(type: NextWarUnitType | undefined): Role {
  if (!type) return "unknown";
  if (type.flags.some((f) => NAVAL_FLAGS.includes(f))) return "naval";
  return type.flags.includes("helicopter") ? "helicopter" : "land";
}

const PLACE_CODES = {
  setup: { unknown: "E-SETUP-UNKNOWN-LOCATION", offmap: "W-SETUP-OFFMAP", landInSea: "E-SETUP-LAND-IN-SEA", navalOnLand: "E-SETUP-NAVAL-ON-LAND" },
  entry: { unknown: "E-ENTRY-UNKNOWN-LOCATION", offmap: "W-ENTRY-OFFMAP", landInSea: "E-ENTRY-LAND-IN-SEA", navalOnLand: "E-ENTRY-NAVAL-ON-LAND" },
} as const satisfies Record<string, Record<string, LintCode>>;

export function lintNextWarScenario(scenario: Scenario, sink: FindingSink, ctx: ScenarioContext, scope: ScenarioIds): void {
  const game = ctx.game && isNextWarGame(ctx.game) ? ctx.game : undefined;
  const map = ctx.map?.layout === "hex" ? (ctx.map as HexMap) : undefined;
  const index = ctx.hexIndex ?? null;
  const units = scenario.units ?? [];
  const formations = scenario.formations ?? [];
  const types = new Map((game?.unitTypes ?? []).map((t) => [t.id, t]));

  uniqueIds(sink, "E-UNIT-DUPLICATE-ID", "Unit", units, "units");
  const formationIds = uniqueIds(sink, "E-FORMATION-DUPLICATE-ID", "Formation", formations, "formations");
  formations.forEach((f, i) => {
    if (!scope.nations.has(f.nation)) sink.add("E-NATION-UNKNOWN", pointer("formations", i, "nation"), `Unknown nation "${f.nation}".`);
    if (f.parent !== undefined && (!formationIds.has(f.parent) || f.parent === f.id)) {
      sink.add("E-FORMATION-UNKNOWN-PARENT", pointer("formations", i, "parent"), `Formation "${f.id}" has unknown parent "${f.parent}".`);
    }
  });

  const unitById = new Map<string, (typeof units)[number]>();
  units.forEach((u, i) => {
    if (!unitById.has(u.id)) unitById.set(u.id, u);
    const at = (key: string) => pointer("units", i, key);
    if (game && !types.has(u.type)) sink.add("E-UNIT-UNKNOWN-TYPE", at("type"), `Unit "${u.id}" has type "${u.type}", which the game does not define.`);
    if (!scope.nations.has(u.nation)) sink.add("E-NATION-UNKNOWN", at("nation"), `Unit "${u.id}" belongs to unknown nation "${u.nation}".`);
    if (u.formation !== undefined && !formationIds.has(u.formation)) sink.add("E-UNIT-UNKNOWN-FORMATION", at("formation"), `Unit "${u.id}" names unknown formation "${u.formation}".`);
    if (roleOf(types.get(u.type)) === "land") {
      const missing = (["attack", "defence", "er", "ma", "sp", "steps"] as const).filter((k) => u[k] === undefined);
      if (missing.length > 0) sink.add("W-UNIT-INCOMPLETE", pointer("units", i), `Land unit "${u.id}" has no ${missing.join(", ")} [2.3].`);
      if (u.steps === 2 && !u.reduced) sink.add("W-UNIT-NO-REDUCED-SIDE", pointer("units", i), `Two-step unit "${u.id}" has no reduced values.`);
    }
    if (roleOf(types.get(u.type)) === "helicopter") {
      // Without CS a helicopter supports nothing, without range it reaches nothing [2.4.2, 2.4.3, 6.5.3].
      const missing = [...(["cs", "range"] as const).filter((k) => u[k] === undefined), ...(u.steps === 2 && u.reduced?.cs === undefined ? ["reduced.cs"] : [])];
      if (missing.length > 0) sink.add("W-HELICOPTER-INCOMPLETE", pointer("units", i), `Attack helicopter "${u.id}" has no ${missing.join(", ")} [2.4].`);
    }
  });

  const placed = new Map<string, string>();
  const place = (unitId: string, at: string) => {
    if (placed.has(unitId)) sink.add("E-UNIT-PLACED-TWICE", at, `Unit "${unitId}" is already placed at ${placed.get(unitId)}.`);
    else placed.set(unitId, at);
  };
  const checkPlace = (kind: "setup" | "entry", where: string, role: Role, at: string, who: string) => {
    if (!index) return null;
    const codes = PLACE_CODES[kind];
    const p = index.place(where);
    if (p.kind === "unknown" || (p.kind === "edge" && kind === "setup")) {
      sink.add(codes.unknown, at, `"${where}" is not a hex, box${kind === "entry" ? " or map edge" : ""} of the map.`);
    } else if (p.kind === "offmap") sink.add(codes.offmap, at, `Hex ${where} (${who}) is outside the map.`);
    else if (role === "land" && (p.kind === "box" || (p.kind === "hex" && p.sea))) sink.add(codes.landInSea, at, `Land unit ${who} cannot be at sea in ${where} [8.3.3].`);
    else if (role === "naval" && (p.kind === "edge" || (p.kind === "hex" && !p.sea && !p.port))) sink.add(codes.navalOnLand, at, `Naval unit ${who} must be in a sea hex, box or port, not ${where} [8.5.6.3].`);
    return p;
  };

  const stacks = new Map<number, { sp: number; naval: number; at: string; formations: Set<string | undefined> }>();
  (scenario.setup ?? []).forEach((s, i) => {
    const at = pointer("setup", i, "at");
    const unit = unitById.get(s.unit);
    if (!unit) {
      sink.add("E-SETUP-UNKNOWN-UNIT", pointer("setup", i, "unit"), `Setup names unknown unit "${s.unit}".`);
      return;
    }
    place(s.unit, pointer("setup", i));
    // A marine set up with `at` naming an AMPH starts aboard it [8.5.8] (the engine checks its capacity).
    const ship = unitById.get(s.at);
    if (ship && (!game || (types.get(ship.type)?.flags.includes("amph") && types.get(unit.type)?.flags.includes("marine")))) return;
    const role = roleOf(types.get(unit.type));
    const p = checkPlace("setup", s.at, role, at, `"${unit.id}"`);
    if (p?.kind !== "hex") return;
    const stack = stacks.get(p.index) ?? { sp: 0, naval: 0, at, formations: new Set() };
    if (role === "land" || role === "unknown") {
      // A land unit without printed SP takes 1, as the engine and the set-up map count it.
      stack.sp += unit.sp ?? 1;
      stack.formations.add(unit.formation);
    }
    if (role === "naval" && p.sea) {
      stack.naval += 1;
      if (stack.naval === 2) sink.add("E-SETUP-NAVAL-STACK", at, `More than one naval unit in sea hex ${s.at} [7.3.6].`);
    }
    stacks.set(p.index, stack);
  });
  if (index) {
    const limits = new Map((game?.charts.tec.terrain ?? []).map((row) => [row.terrainClass, row.stackLimit]));
    for (const [hex, stack] of stacks) {
      const cls = index.classAt(hex);
      // Units of one division alone in a hex stack freely, except in mountain/alpine [8.1.1.1, exception].
      const [only] = stack.formations;
      if (stack.formations.size === 1 && only !== undefined && cls !== "mountain" && cls !== "alpine") continue;
      const limit = (cls && limits.get(cls)) ?? defaultStackLimit(cls);
      if (stack.sp > limit) sink.add("W-SETUP-OVERSTACK", stack.at, `${stack.sp} stacking points set up where ${limit} are allowed [8.1.1.1].`);
    }
  }

  const boxes = map ? new Set((map.offMapBoxes ?? []).map((b) => b.id)) : null;
  (scenario.reinforcements ?? []).forEach((r, i) => {
    if (r.turn > scope.lastTurn) sink.add("E-REINFORCEMENT-AFTER-LAST-TURN", pointer("reinforcements", i, "turn"), `Reinforcements on turn ${r.turn}, after the last turn ${scope.lastTurn} [10.0].`);
    const roles = new Set<Role>();
    r.units.forEach((id, j) => {
      const unit = unitById.get(id);
      if (!unit) sink.add("E-REINFORCEMENT-UNKNOWN-UNIT", pointer("reinforcements", i, "units", j), `Reinforcement names unknown unit "${id}".`);
      else {
        place(id, pointer("reinforcements", i, "units", j));
        roles.add(roleOf(types.get(unit.type)));
      }
    });
    // A ported module's reinforcement box: the units are scheduled, but wait in the box until given an entry [10.0].
    if (boxes?.has(r.at)) sink.add("W-ENTRY-OFF-MAP-BOX", pointer("reinforcements", i, "at"), `The units of turn ${r.turn} arrive in the off-map box "${r.at}": they wait there until the reinforcement names an entry hex, box or map edge [10.0].`);
    else for (const role of roles) if (role !== "helicopter") checkPlace("entry", r.at, role, pointer("reinforcements", i, "at"), `on turn ${r.turn}`);
  });
  // Units waiting in an off-map box (a ported module's zone): placed there, so neither also set up nor unplaced.
  (scenario.holding ?? []).forEach((h, i) => {
    if (!unitById.has(h.unit)) sink.add("E-HOLDING-UNKNOWN-UNIT", pointer("holding", i, "unit"), `Holding names unknown unit "${h.unit}".`);
    else place(h.unit, pointer("holding", i));
    if (boxes && !boxes.has(h.box)) sink.add("E-HOLDING-UNKNOWN-BOX", pointer("holding", i, "box"), `"${h.box}" is not an off-map box of the map${boxes.size > 0 ? ` (it has ${[...boxes].slice(0, 5).join(", ")}${boxes.size > 5 ? ", …" : ""})` : " (it has none)"}.`);
  });
  // The Advanced game's MSU counters start off the map, in the pool [19.4].
  const msuPool = (u: (typeof units)[number]) => playsAdvanced(game) && isSupplyUnitType(types.get(u.type));
  units.forEach((u, i) => {
    if (!placed.has(u.id) && !msuPool(u)) sink.add("W-UNIT-UNPLACED", pointer("units", i, "id"), `Unit "${u.id}" is neither set up, arriving nor held in an off-map box.`);
  });

  if (index) {
    scenario.victory?.vpHexes.forEach((v, i) => {
      if (index.indexOf(v.hex) === null) sink.add("E-VP-HEX-OFFMAP", pointer("victory", "vpHexes", i, "hex"), `VP hex ${v.hex} is not on the map.`);
    });
    scenario.victory?.capitals.forEach((c, i) => {
      if (index.indexOf(c.hex) === null) sink.add("E-VP-HEX-OFFMAP", pointer("victory", "capitals", i, "hex"), `Capital ${c.hex} is not on the map.`);
    });
  }
  // An elimination-VP type the game lacks would never score [12.1].
  scenario.victory?.eliminationVp?.forEach((e, i) => {
    if (game && !types.has(e.type)) sink.add("E-UNIT-UNKNOWN-TYPE", pointer("victory", "eliminationVp", i, "type"), `Elimination VP names type "${e.type}", which the game does not define [12.1].`);
  });
  scenario.victory?.capitals.forEach((c, i) => {
    if (!scope.nations.has(c.nation)) sink.add("E-NATION-UNKNOWN", pointer("victory", "capitals", i, "nation"), `Unknown nation "${c.nation}".`);
  });

  lintAdvancedScenario(scenario, sink, { game, map, index, types, scope });
  if (game && ctx.gameSink) lintChartsCoverage(game, map, index, [...unitById.values()].map((u) => types.get(u.type)), ctx.gameSink);
}

/** The CRT and TEC must cover every terrain class the map uses and every mobility class the OOB uses [8.3, 9.2.2]. */
function lintChartsCoverage(
  game: NextWarGame,
  map: HexMap | undefined,
  index: HexMapIndex | null,
  unitTypes: (NextWarUnitType | undefined)[],
  sink: FindingSink,
): void {
  const used = new Set<TerrainClass>();
  if (map && index) for (const entry of map.terrain.legend) {
    const cls = index.terrainTypeClass.get(entry.value);
    if (cls && cls !== "sea") used.add(cls);
  }
  const crtClasses = new Set(game.charts.crt.terrainRows.flatMap((r) => r.terrainClasses));
  const tecClasses = new Set(game.charts.tec.terrain.map((r) => r.terrainClass));
  for (const cls of used) {
    if (!crtClasses.has(cls)) sink.add("E-CRT-MISSING-TERRAIN", pointer("charts", "crt", "terrainRows"), `The CRT has no row for terrain class "${cls}", which the map uses [9.2.2].`);
    if (!tecClasses.has(cls)) sink.add("E-TEC-MISSING-TERRAIN", pointer("charts", "tec", "terrain"), `The TEC has no row for terrain class "${cls}", which the map uses [8.3].`);
  }
  const mobility = new Set(unitTypes.flatMap((t) => (t?.mobility ? [t.mobility] : [])));
  game.charts.tec.terrain.forEach((row, i) => {
    if (row.terrainClass === "sea") return;
    for (const m of mobility) {
      if (!row.movement[m]) sink.add("E-TEC-MISSING-MOBILITY", pointer("charts", "tec", "terrain", i, "movement"), `TEC row "${row.terrainClass}" has no cost for ${m} units, which the OOB uses [8.3].`);
    }
  });
}

