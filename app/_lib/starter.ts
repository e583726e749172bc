import { GAME_SCHEMA_VERSION } from "@/lib/model/game";
import { newHexMap } from "@/lib/painter/new-map";

/** The content a new, empty document starts with; a map starts as a 30×20 all-clear hex map. */
export function starterDocument(kind: string, name: string): Record<string, unknown> {
  if (kind === "map") return newHexMap({ name: name.trim() || "New map", orientation: "flat", columns: 30, rows: 20, offset: "odd", firstLabel: "0101" });
  return { schemaVersion: kind === "game" ? GAME_SCHEMA_VERSION : 1, kind, name: name.trim() };
}
