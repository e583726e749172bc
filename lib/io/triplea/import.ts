import { GAME_SCHEMA_VERSION, type AreaGame } from "@/lib/model/game";
import type { AreaMap } from "@/lib/model/map-area";
import { MAP_SCHEMA_VERSION } from "@/lib/model/map-hex";
import { SCENARIO_SCHEMA_VERSION, type Scenario } from "@/lib/model/scenario";
import { validateProject } from "@/lib/validate/project";
import { mapBoard } from "./board";
import { IdMaker } from "./ids";
import { layOut } from "./layout";
import { MAX_MAP_FILE_CHARS, parsePoints, parsePolygons, parseProperties } from "./map-files";
import { readGame, type TripleAGame } from "./parse-game";
import { Report, type ReportEntry } from "./report";
import { areaSetupOf, incomeOf, sidesOf, turnOrderOf, victoryCitiesOf } from "./scenario-parts";
import { mapUnitTypes } from "./units";
import { parseXml } from "./xml";

/** The texts of a TripleA game and (optionally) its map skin files. */
export interface TripleAInput {
  xml: string;
  /** File name used in messages. */
  xmlName?: string;
  polygons?: string;
  centers?: string;
  place?: string;
  properties?: string;
}

export interface TripleADocuments {
  game: AreaGame;
  map: AreaMap;
  scenario: Scenario;
}

export type TripleAImport = ({ ok: true } & TripleADocuments & { report: ReportEntry[] }) | { ok: false; reason: string; report: ReportEntry[] };

/** Document file names a scenario refers to: the CLI writes these files, the studio's bundle resolves them by kind. */
export const DOCUMENT_FILES = { game: "game.json", map: "map.json", scenario: "scenario.json" } as const;

const PALETTE = ["#8c3b2e", "#3d6fb6", "#6a9a4b", "#6b6b6b", "#c79a2e", "#7a4f9a", "#2e8c85", "#b5651d", "#4a4a8c", "#9a2e5c"];

/**
 * Imports a TripleA game as a game, an area map and a scenario, with a report
 * of everything that was not carried over. Pure: no I/O, clock or randomness.
 * The documents are validated before they are returned; any error refuses the
 * whole import, so callers never write half a result.
 */
export function importTripleA(input: TripleAInput): TripleAImport {
  const report = new Report();
  const file = input.xmlName ?? "game.xml";
  const fail = (reason: string): TripleAImport => ({ ok: false, reason, report: report.list() });
  for (const [name, text] of [["polygons.txt", input.polygons], ["centers.txt", input.centers], ["place.txt", input.place], ["map.properties", input.properties]] as const) {
    if (text !== undefined && text.length > MAX_MAP_FILE_CHARS) return fail(`${name}: refused: over the ${MAX_MAP_FILE_CHARS / 1024 / 1024} MB limit for a map file`);
  }
  const xml = parseXml(input.xml, file);
  if (!xml.ok) return fail(xml.reason);
  const read = readGame(xml.root, file, report);
  if (!read.ok) return fail(read.reason);
  const tg = read.game;
  if (tg.territories.length === 0) return fail(`${file}: the TripleA game declares no territories`);
  if (!tg.territories.some((t) => !t.water)) return fail(`${file}: the TripleA game has no land territory (an area map needs at least one)`);
  if (tg.players.length === 0) return fail(`${file}: the TripleA game has no players`);
  if (tg.units.length === 0) return fail(`${file}: the TripleA game declares no unit types`);

  const properties = input.properties !== undefined ? parseProperties(input.properties) : undefined;
  const nationIds = new IdMaker("nation");
  for (const p of tg.players) nationIds.id(p);
  const nationId = (p: string) => nationIds.get(p);
  const { sides, sideOf } = sidesOf(tg, new IdMaker("side"), report);
  const nations: AreaGame["nations"] = tg.players.map((p, i) => ({
    id: nationIds.id(p),
    name: p,
    side: sideOf.get(p) as string,
    colour: colourOf(properties?.get(`color.${p}`)) ?? (PALETTE[i % PALETTE.length] as string),
  }));
  const unitIds = new IdMaker("unit");
  const { unitTypes, factories } = mapUnitTypes(tg, unitIds, report);
  const board = mapBoard(tg, new IdMaker("space"), nationId, report);
  const { size, wrap } = layOut(
    board,
    {
      polygons: input.polygons !== undefined ? parsePolygons(input.polygons, report) : undefined,
      centers: input.centers !== undefined ? parsePoints(input.centers, report, "centers.txt") : undefined,
      place: input.place !== undefined ? parsePoints(input.place, report, "place.txt") : undefined,
      properties,
    },
    report,
  );
  const areaSetup = areaSetupOf(tg, board, unitTypes, (n) => unitIds.get(n), factories, nationId, report);
  const income = incomeOf(tg, nationId, report);
  const victoryCities = victoryCitiesOf(tg, board, report);
  reportUnmapped(tg, report);

  const source = `Imported from the TripleA game "${tg.name}".`;
  const game: AreaGame = {
    schemaVersion: GAME_SCHEMA_VERSION,
    name: tg.name,
    description: source,
    ruleset: "aa1942",
    sides: sides.map((s) => ({ ...s })),
    nations,
    unitTypes,
    turnOrder: turnOrderOf(tg, nationId, report),
  };
  const map: AreaMap = {
    schemaVersion: MAP_SCHEMA_VERSION,
    name: `${tg.name} map`,
    description: source,
    layout: "area",
    size,
    wrap,
    nations: nations.map(({ id, name, colour }) => ({ id, name, colour: colour as string })),
    territories: board.territories.map(inSchemaOrder),
    seaZones: board.seaZones.map((z) => ({ id: z.id, name: z.name, ...(z.number !== undefined ? { number: z.number } : {}), polygons: z.polygons, ...(z.label ? { label: z.label } : {}) })),
    connections: board.connections,
    canals: board.canals,
  };
  const scenario: Scenario = {
    schemaVersion: SCENARIO_SCHEMA_VERSION,
    name: `${tg.name} set-up`,
    description: `${source} TripleA games have no round limit: this one ends after round 10 (turns.last).`,
    game: DOCUMENT_FILES.game,
    map: DOCUMENT_FILES.map,
    sides: sides.map((s) => ({ ...s })),
    nations: nations.map(({ id, side }) => ({ id, side })),
    turns: { first: 1, last: 10 },
    areaSetup,
    income,
    ...(victoryCities ? { victoryCities } : {}),
  };
  const checked = validateProject({ game: { value: game }, map: { value: map }, scenario: { value: scenario } });
  for (const kind of ["game", "map", "scenario"] as const) {
    for (const f of checked[kind] ?? []) {
      if (f.severity === "error") return fail(`${file}: the imported ${kind} does not validate: ${f.code} at ${f.pointer || "/"}: ${f.message}`);
      report.warn(`${kind} ${f.pointer || "/"}`, `${f.code}: ${f.message}`);
    }
  }
  return { ok: true, game, map, scenario, report: report.list() };
}

function colourOf(hex: string | undefined): string | undefined {
  return hex && /^[0-9a-fA-F]{6}$/.test(hex) ? `#${hex.toLowerCase()}` : undefined;
}

/** Player attachments (national objectives, technology) and game options are TripleA rules Warbench does not play: one line each. */
function reportUnmapped(tg: TripleAGame, report: Report): void {
  for (const a of tg.attachments) {
    if (a.type === "player") report.warn(`${a.name} on "${a.attachTo}"`, `${a.javaClass.split(".").pop()} (${a.options.map((o) => o.name).join(", ")}) is not modelled; not imported`);
    else if (a.type !== "territory" && a.type !== "unitType") report.warn(`${a.name} on "${a.attachTo}"`, `a ${a.type || "untyped"} attachment is not modelled; not imported`);
  }
  const options = [...tg.properties.keys()].filter((k) => !/^(Projection of Power|Honorable Surrender|Total Victory)( VCs)?$/.test(k));
  if (options.length > 0) report.info("<propertyList>", `${options.length} game options are not modelled (Warbench plays the aa1942 rules): ${options.slice(0, 8).join(", ")}${options.length > 8 ? ", …" : ""}`);
}

/** Keys in the schema's order, whatever order the import set them in, so the JSON files are the same for the same game. */
function inSchemaOrder(t: AreaMap["territories"][number]): AreaMap["territories"][number] {
  const out: AreaMap["territories"][number] = { id: t.id, name: t.name, ...(t.originalOwner ? { originalOwner: t.originalOwner } : {}), ipc: t.ipc, polygons: t.polygons };
  for (const key of ["victoryCity", "industrialComplex", "capital", "neutral", "impassable"] as const) if (t[key]) out[key] = true;
  const { polygons } = out;
  delete (out as { polygons?: unknown }).polygons;
  return { ...out, polygons, ...(t.label ? { label: t.label } : {}) };
}
