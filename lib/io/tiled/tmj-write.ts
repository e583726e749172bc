import { type TiledLayer, type TiledMapData, type TiledObject, type TiledTileset, nextObjectId as nextId } from "./model";
import { typedProperties } from "./property-types";

const props = (p: Record<string, string>) => (Object.keys(p).length > 0 ? { properties: typedProperties(p) } : {});

function tileset(ts: TiledTileset) {
  return {
    columns: ts.columns,
    firstgid: ts.firstgid,
    ...(ts.image?.source ? { image: ts.image.source, imageheight: ts.image.height, imagewidth: ts.image.width } : {}),
    margin: 0,
    name: ts.name,
    spacing: 0,
    tilecount: ts.tilecount,
    tileheight: ts.tileheight,
    tiles: [...ts.tiles.values()].map((t) => ({ id: t.id, ...(t.type ? { type: t.type } : {}), ...props(t.properties) })),
    tilewidth: ts.tilewidth,
  };
}

function object(o: TiledObject) {
  return {
    height: o.height,
    id: o.id,
    name: o.name,
    ...(o.point ? { point: true } : {}),
    ...(o.polyline ? { polyline: o.polyline } : {}),
    ...(o.polygon ? { polygon: o.polygon } : {}),
    ...props(o.properties),
    rotation: 0,
    type: o.type,
    visible: true,
    width: o.width,
    x: o.x,
    y: o.y,
  };
}

function layer(l: TiledLayer, id: number) {
  if (l.kind === "tiles") return { data: Array.from(l.gids), height: l.height, id, name: l.name, opacity: l.opacity ?? 1, ...props(l.properties), type: "tilelayer", visible: true, width: l.width, x: 0, y: 0 };
  return { draworder: "topdown", id, name: l.name, objects: l.objects.map(object), opacity: 1, ...props(l.properties), type: "objectgroup", visible: true, x: 0, y: 0 };
}

/** A TMJ (JSON) map as Tiled 1.10 writes it. */
export function writeTmj(m: TiledMapData): string {
  const nextObjectId = nextId(m);
  const out = {
    compressionlevel: -1,
    height: m.height,
    hexsidelength: m.hexsidelength,
    infinite: false,
    layers: m.layers.map((l, i) => layer(l, i + 1)),
    nextlayerid: m.layers.length + 1,
    nextobjectid: nextObjectId,
    orientation: m.orientation,
    ...props(m.properties),
    renderorder: "right-down",
    staggeraxis: m.staggeraxis,
    staggerindex: m.staggerindex,
    tiledversion: "1.10.2",
    tileheight: m.tileheight,
    tilesets: m.tilesets.map(tileset),
    tilewidth: m.tilewidth,
    type: "map",
    version: "1.10",
    width: m.width,
  };
  return `${JSON.stringify(out)}\n`;
}
