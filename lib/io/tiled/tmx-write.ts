import { type TiledLayer, type TiledMapData, type TiledObject, type TiledProperties, type TiledTileset, nextObjectId as nextId } from "./model";
import { propertyType, propertyValue } from "./property-types";

/** Escapes for an attribute value; line breaks as character references, which survive attribute normalisation. */
function attr(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
}

function properties(p: TiledProperties, indent: string): string {
  const entries = Object.entries(p);
  if (entries.length === 0) return "";
  const lines = entries.map(([name, value]) => {
    const type = propertyType(name);
    return `${indent} <property name="${attr(name)}"${type === "string" ? "" : ` type="${type}"`} value="${attr(propertyValue(name, value))}"/>`;
  });
  return `${indent}<properties>\n${lines.join("\n")}\n${indent}</properties>\n`;
}

function tileset(ts: TiledTileset): string {
  let out = ` <tileset firstgid="${ts.firstgid}" name="${attr(ts.name)}" tilewidth="${ts.tilewidth}" tileheight="${ts.tileheight}" tilecount="${ts.tilecount}" columns="${ts.columns}">\n`;
  const img = ts.image;
  if (img?.data) out += `  <image format="${attr(img.data.format)}" width="${img.width}" height="${img.height}">\n   <data encoding="base64">${img.data.base64}</data>\n  </image>\n`;
  else if (img?.source) out += `  <image source="${attr(img.source)}" width="${img.width}" height="${img.height}"/>\n`;
  for (const t of ts.tiles.values()) out += `  <tile id="${t.id}"${t.type ? ` type="${attr(t.type)}"` : ""}>\n${properties(t.properties, "   ")}  </tile>\n`;
  return `${out} </tileset>\n`;
}

function object(o: TiledObject): string {
  const head = `  <object id="${o.id}"${o.name ? ` name="${attr(o.name)}"` : ""}${o.type ? ` type="${attr(o.type)}"` : ""} x="${o.x}" y="${o.y}"`;
  let body = properties(o.properties, "   ");
  if (o.point) body += "   <point/>\n";
  if (o.polyline) body += `   <polyline points="${o.polyline.map((p) => `${p.x},${p.y}`).join(" ")}"/>\n`;
  if (o.polygon) body += `   <polygon points="${o.polygon.map((p) => `${p.x},${p.y}`).join(" ")}"/>\n`;
  return body ? `${head}>\n${body}  </object>\n` : `${head}/>\n`;
}

function layer(l: TiledLayer, id: number): string {
  if (l.kind === "tiles") {
    const rows: string[] = [];
    for (let r = 0; r < l.height; r++) rows.push(Array.from(l.gids.subarray(r * l.width, (r + 1) * l.width)).join(","));
    return ` <layer id="${id}" name="${attr(l.name)}" width="${l.width}" height="${l.height}"${l.opacity !== undefined ? ` opacity="${l.opacity}"` : ""}>\n${properties(l.properties, "  ")}  <data encoding="csv">\n${rows.join(",\n")}\n</data>\n </layer>\n`;
  }
  return ` <objectgroup id="${id}" name="${attr(l.name)}">\n${properties(l.properties, "  ")}${l.objects.map(object).join("")} </objectgroup>\n`;
}

/** A TMX map as Tiled 1.10 writes it: CSV layers, one tileset, object groups after the tile layers. */
export function writeTmx(m: TiledMapData): string {
  const nextObjectId = nextId(m);
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" tiledversion="1.10.2" orientation="${m.orientation}" renderorder="right-down" width="${m.width}" height="${m.height}" tilewidth="${m.tilewidth}" tileheight="${m.tileheight}" infinite="0" hexsidelength="${m.hexsidelength}" staggeraxis="${m.staggeraxis}" staggerindex="${m.staggerindex}" nextlayerid="${m.layers.length + 1}" nextobjectid="${nextObjectId}">\n`;
  out += properties(m.properties, " ");
  for (const ts of m.tilesets) out += tileset(ts);
  m.layers.forEach((l, i) => (out += layer(l, i + 1)));
  return `${out}</map>\n`;
}
