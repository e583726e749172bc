import { Report, type ReportEntry } from "../report";
import { readArchive } from "../zip/archive";
import { sniffImage } from "@/lib/model/asset-type";
import type { HexMap, NextWarGame, NextWarUnitType, Scenario } from "@/lib/model";
import { nextWarStarterGame, starterNextWarCharts, starterScenario } from "@/lib/starters";
import { DEFAULT_IMPORT_TERRAIN, IMPORT_TERRAINS, type BoardMap, boardToMap } from "./board-map";
import { BUILD_FILE_NAMES, type VassalBoard, type VassalHexGrid, type VassalMap, type VassalModule, parseBuildFile } from "./build-file";
import { placeGrid } from "./hex-grid";
import { decodeSetup, decodeSlot, stackPieces } from "./decoders";
import { type Locate, onImportedBoard, onOtherBoard } from "./locate";
import { pictureSize } from "./picture-size";
import { picturesOf } from "./pictures";
import type { SavedBoard } from "./saved-game";
import { type SetupParts, setupParts } from "./setups";
import { buildPalette, type PaletteSlot } from "./units";
import type { ImportedAsset } from "./pictures";

export type { ImportedAsset } from "./pictures";

/**
 * A VASSAL module (`.vmod`) imported as a Next War game, a hex map over the
 * module's board picture, and one scenario per predefined set-up; pictures
 * (the board, counter faces) come back as assets for the project. Pure apart
 * from reading the zip in memory (lib/io/zip): no files, no database.
 */
export interface VassalImportOptions {
  /** The board to import (a Board's name); the module's first hex-gridded board when absent. */
  board?: string;
  /** Import only this predefined set-up (its menu name or file name); all when absent. */
  setup?: string;
  /** The module's file name, for the report and the project's description. */
  fileName?: string;
  /** The terrain every hex starts as (a terrain id of a new map); "clear" when absent. */
  terrain?: string;
}


export interface ImportedDocument {
  /** The document's name in the project; the scenario names its game and map by these. */
  name: string;
  content: Record<string, unknown>;
}

export type VassalImportResult =
  | { ok: true; moduleName: string; game: ImportedDocument; map: ImportedDocument; scenarios: ImportedDocument[]; assets: ImportedAsset[]; report: ReportEntry[] }
  | { ok: false; reason: string; report: ReportEntry[] };

/** The module's bytes can be 10 MB of zip holding thousands of pictures: refused past this before unzipping. */
export const MAX_MODULE_BYTES = 64 * 1024 * 1024;

type Fail = { ok: false; reason: string; report: ReportEntry[] };

export async function importVassal(bytes: Uint8Array, options: VassalImportOptions = {}): Promise<VassalImportResult> {
  try {
    return await importModule(bytes, options);
  } catch (error) {
    // A module no check foresaw still gets one line, never a stack trace.
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 160);
    return { ok: false, reason: `${options.fileName ?? "the module"} cannot be imported (${message})`, report: [] };
  }
}

async function importModule(bytes: Uint8Array, options: VassalImportOptions): Promise<VassalImportResult> {
  // One line per piece type is asked for, and a campaign module has thousands of them.
  const report = new Report(10_000);
  const fail = (reason: string): Fail => ({ ok: false, reason, report: report.list() });
  const file = options.fileName ?? "the module";
  if (bytes.length > MAX_MODULE_BYTES) return fail(`${file} is ${(bytes.length / 1048576).toFixed(1)} MB, over the ${MAX_MODULE_BYTES / 1048576} MB limit for a module`);
  const terrain = options.terrain ?? DEFAULT_IMPORT_TERRAIN;
  if (!IMPORT_TERRAINS.includes(terrain)) return fail(`there is no terrain "${terrain.slice(0, 40)}" to start the map with (choose one of ${IMPORT_TERRAINS.join(", ")})`);
  const archive = await readArchive(bytes, { what: file });
  if (!archive.ok) return fail(archive.reason);
  const entries = archive.entries;
  const buildName = BUILD_FILE_NAMES.find((n) => entries.has(n));
  if (!buildName) return fail(`${file} has no buildFile: not a VASSAL module`);
  const parsed = parseBuildFile(new TextDecoder().decode(entries.get(buildName)), buildName);
  if (!parsed.ok) return fail(parsed.reason);
  const mod = parsed.module;

  const chosen = chooseBoard(mod, options.board, report);
  if (!chosen.ok) return fail(chosen.reason);
  const { map: vmap, board } = chosen;
  const pictures = picturesOf(entries, report);
  const boardPicture = board.image ? pictures.get(board.image, `${board.where} image`) : null;
  if (!boardPicture) return fail(`${board.where}: its picture ${board.image ? `"${board.image}" is missing or not a PNG, JPEG or SVG` : "is not set"} (the grid is placed over it)`);
  if (!boardPicture.size) return fail(`${board.where}: the size of its picture "${board.image}" cannot be read`);

  const gridProblem = hexGridProblem(board.hexGrid!, boardPicture.size);
  if (gridProblem) return fail(`${board.where}: ${gridProblem}`);

  const slots = paletteSlots(mod, report);
  const palette = buildPalette(slots, mod.sides, report);
  if (palette.types.length === 0) return fail(`${file}: no piece of the palette belongs to a side, so there is no unit type to import`);
  if (palette.sides.length < 2) {
    // A game has two sides (a scenario needs both); a one-sided palette gets an opponent to name.
    const id = palette.sides.some((x) => x.id === "opponent") ? "opponent-2" : "opponent";
    palette.sides.push({ id, name: "Opponent", colour: "#b23a2e" });
    report.info("sides", `the palette's pieces belong to one side only: a second side "Opponent" is added, with no nation or unit`);
  }
  const counters = new Map<string, { front: string; back?: string }>();
  const unitTypes: NextWarUnitType[] = palette.types.map((t) => {
    const front = pictures.get(t.faces.front, `unit type "${t.type.id}" front face`);
    if (!front) return t.type;
    const back = t.faces.back ? pictures.get(t.faces.back, `unit type "${t.type.id}" back face`) : null;
    const counter = { front: front.sha256, ...(back ? { back: back.sha256 } : {}) };
    counters.set(t.type.id, counter);
    return { ...t.type, counter };
  });

  report.info("unit types", `every unit type starts as foot mobility with no flags, and every unit without values: set them in the game and the OOB (${palette.types.length} unit types)`);
  const name = mod.name.slice(0, 200);
  const starter = nextWarStarterGame(name);
  const game: NextWarGame = {
    ...starter,
    description: `Ported from the VASSAL module "${mod.name}"${mod.version ? ` version ${mod.version}` : ""}: sides, nations and unit types with their counter pictures. Unit values are drawn on the counters, not in the module: fill them in the OOB. ${starter.description ?? ""}`.slice(0, 20000),
    sides: palette.sides,
    nations: palette.nations,
    unitTypes,
    charts: starterNextWarCharts(palette.sides.map((x) => x.id)),
  };
  const nations = palette.nations.map((n, i) => ({ id: n.id, name: n.name, colour: palette.sides.find((s) => s.id === n.side)?.colour ?? NATION_COLOURS[i % NATION_COLOURS.length]! }));
  const boardMap = boardToMap(board, board.hexGrid!, { sha256: boardPicture.sha256, ...boardPicture.size }, { name: mapDocumentName(vmap, board), terrain, nations }, report);

  const scenarios = await buildScenarios(mod, vmap, boardMap, { game, gameName: name, mapName: boardMap.map.name, map: boardMap.map, palette, counters, entries, setup: options.setup }, report);
  if (!scenarios.ok) return fail(scenarios.reason);
  return {
    ok: true,
    moduleName: name,
    game: { name, content: game as unknown as Record<string, unknown> },
    map: { name: boardMap.map.name, content: boardMap.map as unknown as Record<string, unknown> },
    scenarios: scenarios.documents,
    assets: pictures.used(),
    report: report.list(),
  };
}

/** Why a hex grid cannot become a Warbench map over its picture (a hex map has at most 1,000 columns and rows), or null. */
function hexGridProblem(grid: VassalHexGrid, size: { width: number; height: number }): string | null {
  if (!(grid.dx > 0 && grid.dy > 0 && grid.dx < 100000 && grid.dy < 100000) || !Number.isFinite(grid.x0) || !Number.isFinite(grid.y0)) return `its hex grid's size (dx ${grid.dx}, dy ${grid.dy}) is not a usable hex size`;
  const place = placeGrid(grid, size.width, size.height);
  if (place.columns > 1000 || place.rows > 1000) return `its hex grid over the ${size.width}×${size.height} picture makes ${place.columns}×${place.rows} hexes, over the 1,000 × 1,000 a hex map holds`;
  return null;
}

/** The map document is named as the module's map; a map of several boards adds the board's name. */
function mapDocumentName(vmap: VassalMap, board: VassalBoard): string {
  return (vmap.boards.length === 1 || board.name === vmap.name ? vmap.name : `${vmap.name}: ${board.name}`).slice(0, 200);
}

const NATION_COLOURS = ["#4f7fbf", "#c8553d", "#5f9f5f", "#b08f3f"];

function chooseBoard(mod: VassalModule, wanted: string | undefined, report: Report): { ok: true; map: VassalMap; board: VassalBoard } | { ok: false; reason: string } {
  const all = mod.maps.flatMap((m) => m.boards.map((b) => ({ map: m, board: b })));
  const gridded = all.filter((c) => c.board.hexGrid);
  let pick: (typeof all)[number] | undefined;
  if (wanted !== undefined) {
    pick = all.find((c) => c.board.name === wanted) ?? all.find((c) => c.board.name.toLowerCase() === wanted.toLowerCase());
    if (!pick) return { ok: false, reason: `the module has no board "${wanted.slice(0, 80)}" (its hex boards: ${gridded.map((c) => `"${c.board.name}"`).join(", ") || "none"})` };
    if (!pick.board.hexGrid) return { ok: false, reason: `${pick.board.where} has no hex grid${pick.board.otherGrid ? ` (a ${pick.board.otherGrid})` : ""}: only hex boards become hex maps` };
  } else {
    pick = gridded.find((c) => !c.map.widget) ?? gridded[0];
    if (!pick) return { ok: false, reason: "the module has no board with a hex grid (only hex boards become hex maps)" };
  }
  for (const c of all) {
    if (c === pick) continue;
    report.info(c.board.where, c.board.hexGrid ? `another hex board: not imported (choose it with the board option)` : `not a hex board${c.board.otherGrid ? ` (a ${c.board.otherGrid})` : ""}: not imported`);
  }
  if (pick.map.boards.length > 1) report.info(`map "${pick.map.name}"`, `has ${pick.map.boards.length} boards: a set-up laid out on another of them comes to "${pick.board.name}" through VASSAL's hex names`);
  return { ok: true, map: pick.map, board: pick.board };
}

/** The palette's slots decoded, each with its prototypes (nested ones too) and their markers gathered. */
function paletteSlots(mod: VassalModule, report: Report): PaletteSlot[] {
  const protos = new Map(mod.prototypes.map((p) => [p.name, decodeSlot(p.definition)]));
  const out: PaletteSlot[] = [];
  mod.slots.forEach((slot, i) => {
    const where = `palette ${[...slot.folders, slot.name || `slot ${i + 1}`].map((f) => `"${f}"`).join(" / ")}`;
    const d = decodeSlot(slot.definition);
    if (!d) {
      report.warn(where, "the piece definition cannot be read: not carried over");
      return;
    }
    const prototypes: string[] = [];
    const properties: Record<string, string> = {};
    const visit = (names: readonly string[], depth: number) => {
      for (const n of names) {
        if (prototypes.includes(n) || depth > 20) continue;
        prototypes.push(n);
        const p = protos.get(n);
        if (!p) continue;
        for (const [k, v] of Object.entries(p.properties)) if (!(k in properties)) properties[k] = v;
        visit(p.prototypes, depth + 1);
      }
    };
    visit(d.prototypes, 0);
    Object.assign(properties, d.properties);
    out.push({ name: slot.name, folders: slot.folders, definition: d, prototypes, properties, where });
  });
  return out;
}

interface ScenarioInputs {
  game: NextWarGame;
  gameName: string;
  mapName: string;
  map: HexMap;
  palette: ReturnType<typeof buildPalette>;
  counters: Map<string, { front: string; back?: string }>;
  entries: Map<string, Uint8Array>;
  setup?: string;
}

async function buildScenarios(mod: VassalModule, vmap: VassalMap, board: BoardMap, s: ScenarioInputs, report: Report): Promise<{ ok: true; documents: ImportedDocument[] } | { ok: false; reason: string }> {
  let setups = mod.setups;
  if (s.setup !== undefined) {
    const wanted = s.setup;
    setups = setups.filter((x) => x.name === wanted || x.file === wanted);
    if (setups.length === 0) return { ok: false, reason: `the module has no predefined set-up "${wanted.slice(0, 80)}" (its set-ups: ${mod.setups.filter((x) => x.file).map((x) => `"${x.name}"`).join(", ") || "none"})` };
  }
  const ctx = { mapName: vmap.name, edge: { x: vmap.edgeWidth, y: vmap.edgeHeight }, locate: onImportedBoard(board), palette: s.palette, counters: s.counters };
  const documents: ImportedDocument[] = [];
  const names = new Set<string>();
  const add = (name: string, parts: SetupParts, source: string | null) => {
    let unique = name.slice(0, 190) || "Scenario";
    for (let n = 2; names.has(unique); n += 1) unique = `${name.slice(0, 190)} (${n})`;
    names.add(unique);
    documents.push({ name: unique, content: scenarioOf(unique, parts, s, source) as unknown as Record<string, unknown> });
  };
  for (const setup of setups) {
    const where = `set-up "${setup.name}"`;
    if (!setup.file) {
      report.info(where, "starts a blank game (no saved game): no scenario");
      continue;
    }
    const saved = s.entries.get(setup.file);
    if (!saved) {
      report.warn(where, `its saved game "${setup.file}" is not in the module: no scenario`);
      continue;
    }
    const decoded = await decodeSetup(saved, setup.file);
    if (!decoded.ok) {
      report.warn(where, `${decoded.reason}: no scenario`);
      continue;
    }
    for (const e of decoded.report) report.add(e.severity, e.where, e.message);
    const locate = locatorFor(decoded.boards.filter((b) => b.map === vmap.name), vmap, board, s.entries, where, report);
    add(setup.name, setupParts(decoded.pieces, { ...ctx, locate }, where, report), `the set-up "${setup.name}" (${setup.file})`);
  }
  const stacks = vmap.stacks.filter((st) => !st.board || st.board === board.map.name || vmap.boards.length === 1);
  if (s.setup === undefined && documents.length === 0 && stacks.length > 0) {
    add("At start", setupParts(stackPieces(stacks, vmap.name, ctx.edge), ctx, `map "${vmap.name}" at-start stacks`, report), `the at-start stacks of the map "${vmap.name}"`);
  }
  if (documents.length === 0) {
    report.info("set-ups", "the module has no set-up to import: one empty scenario is made");
    add("Scenario", { units: [], setup: [], holding: [], reinforcements: [] }, null);
  }
  return { ok: true, documents };
}

/** Where the set-up's pieces land: it lays out the imported board, or another of the map's boards (a part-map). */
function locatorFor(laid: readonly SavedBoard[], vmap: VassalMap, board: BoardMap, entries: Map<string, Uint8Array>, where: string, report: Report): Locate {
  const imported = onImportedBoard(board);
  if (laid.length === 0) return imported;
  const first = laid.find((b) => b.column === 0 && b.row === 0) ?? (laid[0] as SavedBoard);
  if (laid.length > 1) report.warn(where, `it lays out ${laid.length} boards side by side on the map "${vmap.name}": only "${first.board}" at the top left is read`);
  const nowhere = (why: string): Locate => {
    report.warn(where, `${why}: its pieces on the map "${vmap.name}" are not set up`);
    return () => ({ kind: "none", why });
  };
  if (first.reversed) return nowhere(`it turns the board "${first.board}" upside down`);
  const other = vmap.boards.find((b) => b.name === first.board);
  if (!other) return nowhere(`it lays out the board "${first.board}", which the module does not have`);
  if (other === board.source) return imported;
  const located = onOtherBoard(board, other, pictureSizeOf(entries, other.image));
  if ("why" in located) return nowhere(located.why);
  report.info(where, `it is set up on the board "${other.name}": its pieces come to "${board.source.name}" by VASSAL's hex names`);
  return located;
}

function pictureSizeOf(entries: Map<string, Uint8Array>, image: string | undefined): { width: number; height: number } {
  const bytes = image ? entries.get(image) : undefined;
  const type = bytes ? sniffImage(bytes) : null;
  return (bytes && type && pictureSize(bytes, type)) || { width: 0, height: 0 };
}

function scenarioOf(name: string, parts: SetupParts, s: ScenarioInputs, source: string | null): Scenario {
  const lastTurn = Math.max(8, ...parts.reinforcements.map((r) => r.turn));
  const base = starterScenario(s.game, s.map, { name, gameRef: s.gameName, mapRef: s.mapName, lastTurn });
  return {
    ...base,
    description: (source
      ? `Ported from ${source} of the VASSAL module "${s.gameName}". Units stand where it puts them; their values are drawn on the counters: fill them in the OOB.`
      : `An empty scenario: the VASSAL module "${s.gameName}" has no set-up to port.`
    ).slice(0, 20000),
    ...(parts.units.length > 0 ? { units: parts.units } : {}),
    ...(parts.setup.length > 0 ? { setup: parts.setup } : {}),
    ...(parts.reinforcements.length > 0 ? { reinforcements: parts.reinforcements } : {}),
    ...(parts.holding.length > 0 ? { holding: parts.holding } : {}),
  };
}
