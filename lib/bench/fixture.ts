// Which TripleA game the area benchmarks import: the project's own (Narrow Seas, lib/io/triplea/fixtures) unless
// `--fixture DIR` names a TripleA map folder, so a fresh clone runs them with nothing beside it.
import fs from "node:fs";
import path from "node:path";

export const OWN_FIXTURE = path.join(import.meta.dirname, "..", "io", "triplea", "fixtures", "narrow-seas");

/** In a folder with several games (TripleA's World War II v3 holds 1941 and 1942), the one the figures have used. */
const PREFERRED_XML = "WW2v3-1942.xml";

/** The map files the import dialog sends beside the XML, by the field the import takes them in. */
const MAP_FILES = { polygons: "polygons.txt", centers: "centers.txt", place: "place.txt", properties: "map.properties" } as const;

export interface TripleaFixture {
  /** The folder's name, for the JSON lines ("narrow-seas", "world_war_ii_v3"). */
  name: string;
  dir: string;
  xmlName: string;
  /** The body of POST /api/projects/import-triplea, as the import dialog sends it. */
  body: { xml: string; xmlName: string; polygons?: string; centers?: string; place?: string; properties?: string };
}

/** The `--fixture DIR` (or `--fixture=DIR`) among a benchmark's arguments, or null; anything else is refused. */
export function fixtureArgument(args: string[]): string | null {
  let fixture: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--fixture") {
      const next = args[++i];
      if (!next || next.startsWith("--")) throw new Error("--fixture needs a folder: --fixture DIR (a TripleA map folder with the game XML, polygons.txt, centers.txt…)");
      fixture = next;
    } else if (arg.startsWith("--fixture=")) {
      fixture = arg.slice("--fixture=".length);
    } else {
      throw new Error(`unknown argument ${arg} (the only one is --fixture DIR)`);
    }
  }
  return fixture;
}

/** The game XML to import from a folder's file names: WW2v3-1942.xml when there, else the only .xml. */
export function pickXml(files: string[], dir: string): string {
  const xmls = files.filter((f) => f.toLowerCase().endsWith(".xml")).sort();
  if (xmls.includes(PREFERRED_XML)) return PREFERRED_XML;
  if (xmls.length === 1) return xmls[0]!;
  if (xmls.length === 0) throw new Error(`${dir} holds no TripleA game (.xml); --fixture takes a TripleA map folder`);
  throw new Error(`${dir} holds ${xmls.length} games (${xmls.join(", ")}); name one: --fixture ${path.join(dir, xmls[0]!)}`);
}

/** Reads a TripleA fixture: a map folder (its game picked by pickXml) or one game XML in it; null is the project's own. */
export function loadTripleaFixture(where: string | null): TripleaFixture {
  const target = path.resolve(where ?? OWN_FIXTURE);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    throw new Error(`--fixture ${where}: no such folder`);
  }
  const dir = stat.isDirectory() ? target : path.dirname(target);
  const xmlName = stat.isDirectory() ? pickXml(fs.readdirSync(dir), dir) : path.basename(target);
  const body: TripleaFixture["body"] = { xml: fs.readFileSync(path.join(dir, xmlName), "utf8"), xmlName };
  for (const [field, file] of Object.entries(MAP_FILES) as [keyof typeof MAP_FILES, string][]) {
    const at = path.join(dir, file);
    if (fs.existsSync(at)) body[field] = fs.readFileSync(at, "utf8");
  }
  if (!body.polygons) throw new Error(`${dir} has no polygons.txt: the area benchmarks need the map's outlines`);
  return { name: path.basename(dir), dir, xmlName, body };
}
