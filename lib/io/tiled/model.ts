/**
 * A Tiled map as both readers (TMX, TMJ) hand it on and both writers take it:
 * only what a hex map document needs, with every property value as Tiled
 * wrote it (a string; the importer converts where it reads it).
 */
export type TiledProperties = Record<string, string>;

export interface TiledTile {
  id: number;
  /** The tile's class (Tiled 1.9+) or type (before). */
  type?: string;
  /** The tile's own picture, in a collection-of-images tileset. */
  image?: string;
  properties: TiledProperties;
}

export interface TiledImage {
  source?: string;
  width: number;
  height: number;
  /** An embedded picture (TMX `<image format="png"><data encoding="base64">`). */
  data?: { format: string; base64: string };
}

export interface TiledTileset {
  firstgid: number;
  name: string;
  /** Set when the tileset is an external .tsx/.tsj that was not supplied: its tiles are unknown. */
  missingSource?: string;
  tilewidth: number;
  tileheight: number;
  tilecount: number;
  columns: number;
  image?: TiledImage;
  tiles: Map<number, TiledTile>;
  properties: TiledProperties;
}

export interface TiledPoint {
  x: number;
  y: number;
}

export interface TiledObject {
  id: number;
  name: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  point?: boolean;
  ellipse?: boolean;
  /** Vertices relative to (x, y). */
  polygon?: TiledPoint[];
  polyline?: TiledPoint[];
  gid?: number;
  text?: string;
  properties: TiledProperties;
}

export interface TiledTileLayer {
  kind: "tiles";
  name: string;
  width: number;
  height: number;
  /** Global tile ids, flags included, row by row. */
  gids: Uint32Array;
  properties: TiledProperties;
  opacity?: number;
}

export interface TiledObjectLayer {
  kind: "objects";
  name: string;
  objects: TiledObject[];
  properties: TiledProperties;
  colour?: string;
}

export type TiledLayer = TiledTileLayer | TiledObjectLayer;

export interface TiledMapData {
  orientation: string;
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  hexsidelength: number;
  staggeraxis: "x" | "y";
  staggerindex: "odd" | "even";
  properties: TiledProperties;
  tilesets: TiledTileset[];
  /** Every tile and object layer, group layers flattened, bottom first. */
  layers: TiledLayer[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Flip and rotation flags in a global tile id's top four bits (Tiled's hexagonal 120° rotation is the fourth). */
export const GID_FLAGS = [
  { bit: 0x80000000, name: "flipped horizontally" },
  { bit: 0x40000000, name: "flipped vertically" },
  { bit: 0x20000000, name: "flipped diagonally (rotated 60°)" },
  { bit: 0x10000000, name: "rotated 120°" },
] as const;
export const GID_MASK = 0x0fffffff;

/** A Tiled map in Warbench is at most the map document's 1000 × 1000 hexes. */
export const MAX_TILED_SIDE = 1000;
export const MAX_TILED_OBJECTS = 200_000;

/** One past the highest object id (a loop: a spread of 200,000 ids would overflow the call stack). */
export function nextObjectId(m: TiledMapData): number {
  let max = 0;
  for (const l of m.layers) if (l.kind === "objects") for (const o of l.objects) if (o.id > max) max = o.id;
  return max + 1;
}
