import type { AreaMap } from "@/lib/model/map-area";
import { MAP_SCHEMA_VERSION } from "@/lib/model/map-hex";

export interface NewAreaMapInput {
  name: string;
  width: number;
  height: number;
  /** SHA-256 of an uploaded background picture. */
  background?: string;
}

/**
 * An empty area map of the given size. It has no territory yet, so the schema
 * flags it until the first one is drawn: saving work in progress is allowed.
 */
export function newAreaMap(input: NewAreaMapInput): AreaMap {
  const name = input.name.trim();
  if (!name) throw new Error("Give the map a name.");
  for (const [what, n] of [["Width", input.width], ["Height", input.height]] as const) {
    if (!Number.isInteger(n) || n < 100 || n > 20000) throw new Error(`${what} must be a whole number of pixels from 100 to 20000.`);
  }
  return {
    $schema: "map.schema.json",
    schemaVersion: MAP_SCHEMA_VERSION,
    name,
    layout: "area",
    size: { width: input.width, height: input.height },
    ...(input.background ? { background: { asset: input.background, opacity: 0.5 } } : {}),
    wrap: { horizontal: false },
    nations: [],
    territories: [],
    seaZones: [],
    connections: [],
    canals: [],
  } as unknown as AreaMap;
}
