/**
 * Which values of a document are references, and to what. A path pattern
 * matches a JSON path; "#" stands for any array index. The same table drives
 * completion, go-to-definition and hover, so they always agree.
 */
import type { DocumentKind } from "@/lib/model/document-kind";
import type { JsonPath } from "./json-tree";

export type RefKind =
  | "unit"
  | "formation"
  | "nation"
  | "side"
  | "unit-type"
  | "terrain"
  | "hex"
  /** A setup location: a hex label or a sea/coastal box id. */
  | "location"
  /** An entry location: a hex, a box, or a map edge (edge:west). */
  | "entry"
  /** An area map's territory or sea zone. */
  | "space";

export type Pattern = readonly (string | "#")[];

const SCENARIO: [Pattern, RefKind][] = [
  [["units", "#", "type"], "unit-type"],
  [["units", "#", "nation"], "nation"],
  [["units", "#", "formation"], "formation"],
  [["formations", "#", "nation"], "nation"],
  [["formations", "#", "parent"], "formation"],
  [["nations", "#", "side"], "side"],
  [["setup", "#", "unit"], "unit"],
  [["setup", "#", "at"], "location"],
  [["reinforcements", "#", "units", "#"], "unit"],
  [["reinforcements", "#", "at"], "entry"],
  [["holding", "#", "unit"], "unit"],
  [["replacements", "#", "nation"], "nation"],
  [["initiative", "side"], "side"],
  [["initiative", "vpThresholds", "#", "side"], "side"],
  [["victory", "vpHexes", "#", "hex"], "hex"],
  [["victory", "capitals", "#", "nation"], "nation"],
  [["victory", "capitals", "#", "hex"], "hex"],
  [["victory", "preGameVp", "#", "side"], "side"],
  [["areaSetup", "#", "territory"], "space"],
  [["areaSetup", "#", "nation"], "nation"],
  [["areaSetup", "#", "units", "#", "type"], "unit-type"],
  [["income", "#", "nation"], "nation"],
  [["victoryCities", "cities", "#"], "space"],
];

const MAP: [Pattern, RefKind][] = [
  [["terrain", "legend", "#", "value"], "terrain"],
  [["borders", "legend", "#", "value"], "nation"],
  [["features", "#", "hex"], "hex"],
  [["features", "#", "originalOwner"], "nation"],
  [["features", "#", "nation"], "nation"],
  [["hexsides", "#", "nation"], "nation"],
  [["roads", "#", "path", "#"], "hex"],
  [["seaZones", "#", "hexes", "#"], "hex"],
  [["labels", "#", "hex"], "hex"],
];

const GAME: [Pattern, RefKind][] = [[["nations", "#", "side"], "side"]];

const TABLES: Record<DocumentKind, [Pattern, RefKind][]> = { scenario: SCENARIO, map: MAP, game: GAME };

function matches(pattern: Pattern, path: JsonPath): boolean {
  if (pattern.length !== path.length) return false;
  return pattern.every((step, i) => (step === "#" ? typeof path[i] === "number" : step === path[i]));
}

/** The kind of reference a value at `path` is, or null when it is not one. */
export function refKindAt(kind: DocumentKind, path: JsonPath): RefKind | null {
  for (const [pattern, ref] of TABLES[kind]) if (matches(pattern, path)) return ref;
  return null;
}

/** Every path pattern at which a document of this kind names a `ref` (e.g. where a scenario names unit ids). */
export function referencePatterns(kind: DocumentKind, ref: RefKind): Pattern[] {
  return TABLES[kind].filter(([, r]) => r === ref).map(([p]) => p);
}
