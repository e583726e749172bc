import type { DocumentKind } from "@/lib/model/document-kind";
import { type SchemaName, detectKind } from "@/lib/model/documents";
import type { Game } from "@/lib/model/game";
import type { GameMap } from "@/lib/model/map";
import { migrateDocument } from "@/lib/model/migrate";
import type { Scenario } from "@/lib/model/scenario";
import { type Finding, FindingSink } from "./findings";
import { findInputProblems } from "./hostile";
import { jsonPositions } from "./json-position";
import { parseJsonText } from "./json-text";
import { type AreaMapIndex, lintAreaMap } from "./lints/area-map";
import { lintGame } from "./lints/game";
import { lintHexMap } from "./lints/hex-map";
import { lintScenario } from "./lints/scenario";
import type { HexMapIndex } from "./map-index";
import { checkSchema } from "./schema-check";

/** A document checked on its own; `data` is set only when it matched its schema. */
export interface CheckedDocument {
  kind: DocumentKind;
  sink: FindingSink;
  data?: Game | GameMap | Scenario;
  hexIndex?: HexMapIndex | null;
  areaIndex?: AreaMapIndex;
}

/** Hostile keys, version, JSON Schema, then the document's own lints. */
export function checkDocument(kind: DocumentKind, value: unknown, base = ""): CheckedDocument {
  const sink = new FindingSink(base);
  const checked: CheckedDocument = { kind, sink };
  if (findInputProblems(value, sink) > 0) return checked;
  let doc = value;
  if (doc && typeof doc === "object" && !Array.isArray(doc) && typeof (doc as { schemaVersion?: unknown }).schemaVersion === "number") {
    const migrated = migrateDocument(kind, doc as Record<string, unknown>);
    if (!migrated.ok) {
      sink.add("E-SCHEMA-VERSION", "/schemaVersion", migrated.message);
      return checked;
    }
    doc = migrated.doc;
  }
  const schemaFindings = checkSchema(kind, doc);
  if (schemaFindings.length > 0) {
    for (const f of schemaFindings) sink.raw(f);
    return checked;
  }
  if (kind === "game") {
    const game = doc as Game;
    lintGame(game, sink);
    checked.data = game;
  } else if (kind === "map") {
    const map = doc as GameMap;
    if (map.layout === "hex") checked.hexIndex = lintHexMap(map, sink);
    else checked.areaIndex = lintAreaMap(map, sink);
    checked.data = map;
  } else {
    checked.data = doc as Scenario;
  }
  return checked;
}

/**
 * Runs a scenario's lints with its game and map. `game`/`map` are undefined
 * when the reference could not be resolved (reported at /game or /map).
 */
export function lintScenarioWith(scenario: CheckedDocument, game: CheckedDocument | undefined, map: CheckedDocument | undefined): void {
  const data = scenario.data as Scenario | undefined;
  if (!data) return;
  const sink = scenario.sink;
  if (!game) sink.add("E-SCENARIO-GAME-NOT-FOUND", "/game", `Cannot find the game "${data.game}".`);
  else if (!game.data) sink.add("E-SCENARIO-GAME-INVALID", "/game", `The game "${data.game}" has errors; fix them to check this scenario against it.`);
  if (!map) sink.add("E-SCENARIO-MAP-NOT-FOUND", "/map", `Cannot find the map "${data.map}".`);
  else if (!map.data || (map.data as GameMap).layout === "hex" && !map.hexIndex) {
    sink.add("E-SCENARIO-MAP-INVALID", "/map", `The map "${data.map}" has errors; fix them to check this scenario against it.`);
  }
  lintScenario(data, sink, {
    game: game?.data as Game | undefined,
    map: map?.data && (map.data as GameMap).layout === "hex" && !map.hexIndex ? undefined : (map?.data as GameMap | undefined),
    hexIndex: map?.hexIndex,
    areaIndex: map?.areaIndex,
    gameSink: game?.data ? game.sink : undefined,
    mapSink: map?.data ? map.sink : undefined,
  });
}

/** Fills in line and column from the source text, and drops repeated findings. */
export function withPositions(findings: readonly Finding[], text: string | undefined): Finding[] {
  const seen = new Set<string>();
  const unique = findings.filter((f) => {
    const key = `${f.code}\u0000${f.pointer}\u0000${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (text === undefined || unique.length === 0) return unique;
  const locate = jsonPositions(text);
  return unique.map((f) => {
    const at = locate(f.pointer);
    return at ? { ...f, line: at.line, column: at.column } : f;
  });
}

/**
 * Findings for one parsed document of a known kind, on its own (a scenario's
 * game and map are not consulted; use validateProject for that). Pass the
 * text it came from to get line and column.
 */
export function validateDocument(kind: DocumentKind, value: unknown, text?: string): Finding[] {
  const checked = checkDocument(kind, value);
  if (kind === "scenario" && checked.data) lintScenario(checked.data as Scenario, checked.sink, {});
  return withPositions(checked.sink.findings, text);
}

export interface TextDocument {
  kind: SchemaName | null;
  findings: Finding[];
  value?: unknown;
}

/**
 * Validates one document given as text, alone (a scenario's references are not
 * followed; see validateProject). The kind is detected when not given.
 */
export function validateText(text: string, kind?: DocumentKind): TextDocument {
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    return { kind: kind ?? null, findings: [{ code: parsed.code, severity: "error", message: parsed.message, pointer: parsed.pointer ?? "", line: parsed.line, column: parsed.column }] };
  }
  const detected = kind ?? detectKind(parsed.value);
  if (detected === null || detected === "bundle") {
    const sink = new FindingSink();
    if (detected === null) sink.add("E-DOCUMENT-KIND", "", "Cannot tell which document this is: a game has `ruleset`, a map `layout`, a scenario `game` and `map`, a bundle `format`.");
    else sink.add("E-DOCUMENT-KIND", "", "This is a bundle; validate it with validateBundle.");
    return { kind: detected, findings: withPositions(sink.findings, parsed.text), value: parsed.value };
  }
  // Alone, a scenario still gets its own lints; what needs the game or map waits for validateProject.
  return { kind: detected, findings: validateDocument(detected, parsed.value, parsed.text), value: parsed.value };
}
