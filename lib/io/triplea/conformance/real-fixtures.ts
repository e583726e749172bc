import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TripleAInput } from "../import";

/**
 * The real TripleA files from a public project, beside the repository in
 * ../shared/fixtures (never inside it): read only by `npm run
 * test:conformance`, whose global set-up fails when the folder is missing.
 */
const SHARED_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../shared/fixtures");
export const REAL_DIR = path.join(SHARED_FIXTURES, "triplea", "world_war_ii_v3");

export type RealGame = "WW2v3-1941.xml" | "WW2v3-1942.xml";

export function realText(name: string): string {
  return fs.readFileSync(path.join(REAL_DIR, name), "utf8");
}

export function realInput(xml: RealGame, withMap = true): TripleAInput {
  return {
    xml: realText(xml),
    xmlName: xml,
    ...(withMap ? { polygons: realText("polygons.txt"), centers: realText("centers.txt"), place: realText("place.txt"), properties: realText("map.properties") } : {}),
  };
}
