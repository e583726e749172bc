import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TripleAInput } from "./import";

/** The TripleA fixtures beside the repository (../shared/fixtures), read by the tests. */
export const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../shared/fixtures/triplea/world_war_ii_v3");

export function fixtureText(name: string): string {
  return fs.readFileSync(path.join(FIXTURE_DIR, name), "utf8");
}

export function fixtureInput(xml: "WW2v3-1941.xml" | "WW2v3-1942.xml", withMap = true): TripleAInput {
  return {
    xml: fixtureText(xml),
    xmlName: xml,
    ...(withMap ? { polygons: fixtureText("polygons.txt"), centers: fixtureText("centers.txt"), place: fixtureText("place.txt"), properties: fixtureText("map.properties") } : {}),
  };
}
