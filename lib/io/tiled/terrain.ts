import { ID_PATTERN } from "@/lib/model/fields";
import type { HexMap } from "@/lib/model/map-hex";
import { TERRAIN_CLASSES, type TerrainClass } from "@/lib/model/vocabulary";
import type { Report } from "../report";
import { GID_FLAGS, GID_MASK, type TiledMapData, type TiledTile, type TiledTileset } from "./model";

export type TerrainType = HexMap["terrainTypes"][number];
export type Nation = HexMap["nations"][number];
export type SeaZoneMeta = Omit<HexMap["seaZones"][number], "hexes">;

/** What a tile stands for: a terrain, a nation's ground or a sea zone (Warbench's own exports use all three). */
export type TileMeaning = { terrain?: string; nation?: string; seaZone?: string };

/** Guesses from a terrain's id or name, in order: the first that matches wins. */
const CLASS_GUESSES: [RegExp, TerrainClass][] = [
  [/sea|ocean|water|lake|coast/, "sea"],
  [/alpine|glacier/, "alpine"],
  [/mountain/, "mountain"],
  [/hill.*(forest|wood)|(forest|wood).*hill/, "hills-forest"],
  [/rough.*(forest|wood)|(forest|wood).*rough/, "rough-forest"],
  [/hill/, "hills"],
  [/rough|broken|rock/, "rough"],
  [/marsh|swamp|bog|wetland/, "marsh"],
  [/forest|wood|jungle|tree/, "clear-forest"],
  [/urban|city|town/, "urban"],
  [/clear|plain|grass|field|open|farm|desert|steppe/, "clear"],
];

const CLASS_COLOURS: Record<TerrainClass, string> = {
  clear: "#d8e6a8",
  "clear-forest": "#6b9a4a",
  rough: "#c8b48a",
  "rough-forest": "#7d8f4e",
  marsh: "#9fbf9a",
  hills: "#c9a66b",
  "hills-forest": "#8a8f4a",
  mountain: "#9a7f62",
  alpine: "#e8ecef",
  urban: "#9e9e9e",
  sea: "#7fb2e5",
};

export function guessClass(idOrName: string): TerrainClass | null {
  const s = idOrName.toLowerCase();
  for (const [re, cls] of CLASS_GUESSES) if (re.test(s)) return cls;
  return null;
}

export function classColour(cls: TerrainClass): string {
  return CLASS_COLOURS[cls];
}

/** A Tiled colour (#RRGGBB or #AARRGGBB) as #rrggbb (case kept, so an export comes back as it went), or null. */
export function tiledColour(v: string | undefined): string | null {
  if (!v) return null;
  const m = /^#?(?:[0-9a-fA-F]{2})?([0-9a-fA-F]{6})$/.exec(v.trim());
  return m ? `#${m[1]!}` : null;
}

/** An id the document accepts, made from whatever a file calls a thing. */
export function toId(raw: string, fallback: string): string {
  if (ID_PATTERN.test(raw)) return raw;
  const slug = raw
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "-")
    .replace(/^[^a-z0-9]+/, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug && ID_PATTERN.test(slug) ? slug : fallback;
}

const basename = (p: string) => p.split(/[\\/]/).pop() ?? p;

/**
 * Resolves global tile ids to what they mean, once per distinct id: the
 * terrain map first (gid, `tileset:localId`, the tile's image by path or file
 * name), then the tile's `terrain` / `nation` / `seaZone` property, then its
 * class. Flags are cleared and counted per kind; each unknown tile is reported
 * once with how many cells use it.
 */
export class TileResolver {
  private cache = new Map<number, TileMeaning | null>();
  readonly flagCounts = GID_FLAGS.map(() => 0);
  readonly unknown = new Map<number, { where: string; count: number }>();
  readonly terrains = new Map<string, TerrainType>();
  readonly nations = new Map<string, Nation>();
  readonly seaZones = new Map<string, SeaZoneMeta>();
  /** Legend characters the tiles ask for (a `char` property: Warbench's export keeps the document's). */
  readonly chars = { terrain: new Map<string, string>(), nation: new Map<string, string>() };
  /** Terrains whose class was not declared by a `terrainClass` property. */
  readonly guessed: { id: string; cls: TerrainClass; guessed: boolean }[] = [];

  constructor(
    private readonly map: TiledMapData,
    private readonly terrainMap: Record<string, string> | undefined,
  ) {}

  /** Looks a tile up ahead of the cells (so declared terrains keep their tileset order), counting nothing. */
  peek(gid: number) {
    if (!this.cache.has(gid)) this.cache.set(gid, this.lookUp(gid));
  }

  /** The meaning of a cell's gid (0: empty), flags counted. */
  resolve(raw: number): TileMeaning | null {
    if (raw === 0) return null;
    if (raw > GID_MASK) for (let f = 0; f < GID_FLAGS.length; f++) if (raw & GID_FLAGS[f]!.bit) this.flagCounts[f]!++;
    const gid = raw & GID_MASK;
    if (gid === 0) return null;
    let meaning = this.cache.get(gid);
    if (meaning === undefined) {
      meaning = this.lookUp(gid);
      this.cache.set(gid, meaning);
    }
    if (!meaning) {
      const u = this.unknown.get(gid);
      if (u) u.count++;
      else this.unknown.set(gid, { where: this.describe(gid), count: 1 });
    }
    return meaning;
  }

  tilesetOf(gid: number): TiledTileset | null {
    let found: TiledTileset | null = null;
    for (const ts of this.map.tilesets) if (ts.firstgid <= gid && (!found || ts.firstgid > found.firstgid)) found = ts;
    return found;
  }

  private describe(gid: number): string {
    const ts = this.tilesetOf(gid);
    return ts ? `tile ${gid - ts.firstgid} of tileset "${ts.name}" (gid ${gid})` : `gid ${gid} (no tileset holds it)`;
  }

  private lookUp(gid: number): TileMeaning | null {
    const ts = this.tilesetOf(gid);
    const local = ts ? gid - ts.firstgid : -1;
    const tile: TiledTile | undefined = ts?.tiles.get(local);
    const mapped = this.fromTerrainMap(gid, ts, local, tile);
    if (mapped) return { terrain: this.addTerrain(mapped, tile) };
    if (!tile) return null;
    const p = tile.properties;
    const meaning: TileMeaning = {};
    if (p.terrain) meaning.terrain = this.addTerrain(p.terrain, tile);
    if (p.nation) meaning.nation = this.addNation(p.nation, tile);
    if (p.seaZone) meaning.seaZone = this.addSeaZone(p.seaZone, tile);
    if (!meaning.terrain && !meaning.nation && !meaning.seaZone && tile.type) meaning.terrain = this.addTerrain(tile.type, tile);
    return meaning.terrain || meaning.nation || meaning.seaZone ? meaning : null;
  }

  private fromTerrainMap(gid: number, ts: TiledTileset | null, local: number, tile: TiledTile | undefined): string | null {
    const m = this.terrainMap;
    if (!m) return null;
    const keys = [String(gid), ...(ts ? [`${ts.name}:${local}`] : []), ...(tile?.image ? [tile.image, basename(tile.image)] : [])];
    for (const k of keys) if (Object.hasOwn(m, k) && typeof m[k] === "string") return m[k];
    return null;
  }

  addTerrain(raw: string, tile?: TiledTile): string {
    const id = toId(raw, `terrain-${this.terrains.size + 1}`);
    if (this.terrains.has(id)) return id;
    const p = tile?.properties ?? {};
    const name = (p.name || raw).slice(0, 200) || id;
    const declared = p.terrainClass && (TERRAIN_CLASSES as readonly string[]).includes(p.terrainClass) ? (p.terrainClass as TerrainClass) : null;
    const guess = declared ? null : (guessClass(id) ?? guessClass(name));
    const cls = declared ?? guess ?? "clear";
    const colour = tiledColour(p.colour ?? p.color) ?? classColour(cls);
    this.terrains.set(id, { id, name, colour, terrainClass: cls });
    if (p.char && /^[!-~]$/.test(p.char)) this.chars.terrain.set(id, p.char);
    if (!declared) this.guessed.push({ id, cls, guessed: guess !== null });
    return id;
  }

  private addNation(raw: string, tile?: TiledTile): string {
    const id = toId(raw, `nation-${this.nations.size + 1}`);
    if (!this.nations.has(id)) {
      const p = tile?.properties ?? {};
      this.nations.set(id, { id, name: (p.name || raw).slice(0, 200) || id, colour: tiledColour(p.colour ?? p.color) ?? paletteColour(this.nations.size) });
      if (p.char && /^[!-~]$/.test(p.char)) this.chars.nation.set(id, p.char);
    }
    return id;
  }

  addNationMeta(n: Nation): string {
    if (!this.nations.has(n.id)) this.nations.set(n.id, n);
    return n.id;
  }

  private addSeaZone(raw: string, tile?: TiledTile): string {
    const id = toId(raw, `sea-zone-${this.seaZones.size + 1}`);
    if (!this.seaZones.has(id)) this.seaZones.set(id, seaZoneMeta(id, raw, tile?.properties ?? {}));
    return id;
  }

  addSeaZoneMeta(z: SeaZoneMeta): string {
    if (!this.seaZones.has(z.id)) this.seaZones.set(z.id, z);
    return z.id;
  }

  /** The report of flags, unknown tiles and guessed classes. */
  reportTo(report: Report, defaultTerrain: string) {
    GID_FLAGS.forEach((f, i) => {
      const n = this.flagCounts[i]!;
      if (n > 0) report.info("tile layers", `${n} cell${n === 1 ? "" : "s"} ${n === 1 ? "was" : "were"} ${f.name}: the flag was cleared (a hex has no orientation)`);
    });
    for (const [, u] of [...this.unknown].sort((a, b) => a[0] - b[0]))
      report.warn(u.where, `has no terrain property and is not in the terrain map: its ${u.count} cell${u.count === 1 ? "" : "s"} became "${defaultTerrain}" (give the tile a "terrain" property in Tiled, or pass --terrain-map)`);
    for (const g of this.guessed) {
      if (g.guessed) report.info(`terrain "${g.id}"`, `terrain class "${g.cls}" guessed from its name (set a "terrainClass" tile property to choose)`);
      else if (!g.guessed) report.info(`terrain "${g.id}"`, `no terrain class found: counted as "clear" (set a "terrainClass" tile property to choose)`);
    }
  }
}

export function seaZoneMeta(id: string, raw: string, p: Record<string, string>): SeaZoneMeta {
  const name = (p.name || raw).slice(0, 200) || id;
  const box = (key: string, suffix: string, what: string) => ({ id: toId(p[`${key}Id`] ?? "", `${id}-${suffix}`), name: (p[`${key}Name`] || `${name} ${what}`).slice(0, 200) });
  return { id, name, seaBox: box("seaBox", "sea-box", "sea box"), coastalBox: box("coastalBox", "coastal-box", "coastal box") };
}

const PALETTE = ["#c0392b", "#2e86c1", "#27ae60", "#8e44ad", "#d68910", "#17a589", "#7f8c8d", "#b03a2e"];
export function paletteColour(i: number): string {
  return PALETTE[i % PALETTE.length]!;
}
