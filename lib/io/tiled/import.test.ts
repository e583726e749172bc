import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { exportTiled } from "./export";
import { type TiledImportOptions, importTiled } from "./import";
import type { Inflate } from "./layer-data";
import { testMap } from "@/lib/painter/test-map";

const inflate: Inflate = (data, format, maxBytes) => new Uint8Array(format === "zlib" ? zlib.inflateSync(data, { maxOutputLength: maxBytes }) : zlib.gunzipSync(data, { maxOutputLength: maxBytes }));

/** A small hexagonal TMX map: 4×3 flat-top odd, 64×56 tiles with side 32 (Warbench's own layout), one tileset. */
function tmx(opts: { data?: string; encoding?: string; tileset?: string; objects?: string; attrs?: string; props?: string } = {}): string {
  const data = opts.data ?? "1,2,1,2,\n2,1,2,1,\n1,1,0,3";
  return `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="hexagonal" renderorder="right-down" width="4" height="3" tilewidth="64" tileheight="56" infinite="0" hexsidelength="32" staggeraxis="x" staggerindex="odd" ${opts.attrs ?? ""}>
${opts.props ?? ""}
${
  opts.tileset ??
  `<tileset firstgid="1" name="land" tilewidth="64" tileheight="56" tilecount="3" columns="3">
  <image source="land.png" width="192" height="56"/>
  <tile id="0"><properties><property name="terrain" value="plain"/></properties></tile>
  <tile id="1" type="forest"/>
  <tile id="2"><properties><property name="terrain" value="Sea Water"/><property name="terrainClass" value="sea"/><property name="colour" type="color" value="#ff2040a0"/></properties></tile>
 </tileset>`
}
<layer id="1" name="ground" width="4" height="3"><data${opts.encoding ?? ' encoding="csv"'}>${data}</data></layer>
${opts.objects ?? ""}
</map>`;
}

const run = (text: string, options: TiledImportOptions = {}) => importTiled(text, { fileName: "t.tmx", ...options });
const ok = (text: string, options: TiledImportOptions = {}) => {
  const r = run(text, options);
  if (!r.ok) throw new Error(r.reason);
  return r;
};
const gidBytes = (gids: number[]) => new Uint8Array(new Uint32Array(gids).buffer);
const GIDS = [1, 2, 1, 2, 2, 1, 2, 1, 1, 1, 0, 3];

describe("importTiled: tiles and terrain", () => {
  it("reads terrain from the terrain property, the tile's class, colours and classes (declared, guessed, default)", () => {
    const r = ok(tmx());
    expect(r.map.grid).toEqual({ orientation: "flat", columns: 4, rows: 3, offset: "odd", firstLabel: "0101", labelFormat: "CCRR" });
    expect(r.map.terrainTypes).toEqual([
      { id: "plain", name: "plain", colour: "#d8e6a8", terrainClass: "clear" },
      { id: "forest", name: "forest", colour: "#6b9a4a", terrainClass: "clear-forest" },
      { id: "sea-water", name: "Sea Water", colour: "#2040a0", terrainClass: "sea" },
      { id: "clear", name: "Clear", colour: "#d8e6a8", terrainClass: "clear" },
    ]);
    expect(r.map.terrain.rows).toEqual(["abab", "baba", "aadc"]);
    expect(r.report).toContainEqual({ severity: "info", where: "tile layers", message: '1 cell with no tile became "clear"' });
    expect(r.report).toContainEqual(expect.objectContaining({ where: 'terrain "forest"', message: expect.stringContaining('"clear-forest" guessed') }));
    expect(r.report).toContainEqual(expect.objectContaining({ where: 'terrain "plain"', message: expect.stringContaining('"clear" guessed') }));
  });

  it("reads every layer encoding alike: CSV, <tile gid>, base64 plain, zlib and gzip (the last two only with an inflater)", () => {
    const expected = ok(tmx()).map;
    const b64 = (b: Uint8Array) => Buffer.from(b).toString("base64");
    expect(ok(tmx({ encoding: "", data: GIDS.map((g) => `<tile gid="${g}"/>`).join("") })).map).toEqual(expected);
    expect(ok(tmx({ encoding: ' encoding="base64"', data: b64(gidBytes(GIDS)) })).map).toEqual(expected);
    const zl = tmx({ encoding: ' encoding="base64" compression="zlib"', data: b64(zlib.deflateSync(gidBytes(GIDS))) });
    const gz = tmx({ encoding: ' encoding="base64" compression="gzip"', data: b64(zlib.gzipSync(gidBytes(GIDS))) });
    expect(ok(zl, { inflate }).map).toEqual(expected);
    expect(ok(gz, { inflate }).map).toEqual(expected);
    expect(run(zl)).toMatchObject({ ok: false, reason: expect.stringMatching(/layer "ground": zlib-compressed layer data is read only by the command line/) });
    expect(run(tmx({ encoding: ' encoding="base64" compression="zstd"', data: "AAAA" }))).toMatchObject({ ok: false, reason: expect.stringMatching(/layer "ground": zstd-compressed layer data is not supported/) });
  });

  it("refuses a decompression bomb, bad CSV, an infinite map and a non-hexagonal one, each in one line with the place", () => {
    const bomb = tmx({ encoding: ' encoding="base64" compression="zlib"', data: Buffer.from(zlib.deflateSync(new Uint8Array(10_000_000))).toString("base64") });
    const r = run(bomb, { inflate });
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/layer "ground": zlib layer data cannot be decompressed/) });
    expect(run(tmx({ data: "1,2,x" }))).toMatchObject({ ok: false, reason: 't.tmx: layer "ground": unexpected character "x" in the CSV layer data (tile 3)' });
    expect(run(tmx({ data: "1,2" }))).toMatchObject({ ok: false, reason: 't.tmx: layer "ground": CSV layer data holds 2 tiles, not the layer\'s 12' });
    expect(run(tmx({ attrs: 'x="1"' }).replace('infinite="0"', 'infinite="1"'))).toMatchObject({ ok: false, reason: expect.stringContaining("infinite maps are not supported") });
    expect(run(tmx().replace('orientation="hexagonal"', 'orientation="orthogonal"'))).toMatchObject({ ok: false, reason: 't.tmx: orientation "orthogonal" is not hexagonal: only a hexagonal Tiled map can become a hex map' });
    const evil = `<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaa">]><map/>`;
    const t0 = performance.now();
    expect(run(evil)).toMatchObject({ ok: false, reason: expect.stringContaining("t.tmx: refused: its DOCTYPE declares entities") });
    expect(performance.now() - t0).toBeLessThan(100);
    for (const r of [run(bomb, { inflate }), run(evil)]) expect(r.ok ? "" : r.reason).not.toContain("\n");
  });

  it("clears flip and rotation flags and reports each kind once, with a count", () => {
    const data = [0x80000001, 0x80000002, 0x40000001, 0x10000002, 0xa0000002, 1, 2, 1, 1, 1, 1, 3].join(",");
    const r = ok(tmx({ data }));
    expect(r.map.terrain.rows).toEqual(["abab", "baba", "aaac"]);
    const flags = r.report.filter((e) => /flag was cleared/.test(e.message)).map((e) => e.message);
    expect(flags).toEqual([
      "3 cells were flipped horizontally: the flag was cleared (a hex has no orientation)",
      "1 cell was flipped vertically: the flag was cleared (a hex has no orientation)",
      "1 cell was flipped diagonally (rotated 60°): the flag was cleared (a hex has no orientation)",
      "1 cell was rotated 120°: the flag was cleared (a hex has no orientation)",
    ]);
  });

  it("maps tiles through a terrain map (gid, tileset:local id, image), and reports unknown tiles once each with their count", () => {
    const tileset = `<tileset firstgid="1" name="art" tilewidth="64" tileheight="56" tilecount="3" columns="0">
      <tile id="0"><image source="img/grass.png" width="64" height="56"/></tile>
      <tile id="1"><image source="img/trees.png" width="64" height="56"/></tile>
      <tile id="2"><image source="img/rock.png" width="64" height="56"/></tile></tileset>`;
    const r = ok(tmx({ tileset }), { terrainMap: { "grass.png": "clear", "art:1": "forest" } });
    expect(r.map.terrainTypes.map((t) => t.id)).toEqual(["clear", "forest"]);
    expect(r.map.terrain.rows).toEqual(["abab", "baba", "aaaa"]);
    expect(r.report.filter((e) => e.severity === "warning")).toEqual([
      { severity: "warning", where: 'tile 2 of tileset "art" (gid 3)', message: 'has no terrain property and is not in the terrain map: its 1 cell became "clear" (give the tile a "terrain" property in Tiled, or pass --terrain-map)' },
    ]);
    expect(ok(tmx({ tileset }), { terrainMap: { "3": "hills" } }).map.terrainTypes.map((t) => t.terrainClass)).toContain("hills");
  });

  it("reads an external tileset when given, and reports it missing (with the caller's hint) when not", () => {
    const external = `<?xml version="1.0"?><tileset name="ext" tilewidth="64" tileheight="56" tilecount="1" columns="1"><tile id="0"><properties><property name="terrain" value="hills"/></properties></tile></tileset>`;
    const text = tmx({ tileset: '<tileset firstgid="1" source="ext.tsx"/>', data: "1,1,1,1,1,1,1,1,1,1,1,1" });
    expect(ok(text, { tilesets: { "ext.tsx": external } }).map.terrainTypes.map((t) => t.id)).toEqual(["hills"]);
    // A TMJ tileset under a TMX map, as Tiled allows.
    const tsj = JSON.stringify({ type: "tileset", name: "ext", tilewidth: 64, tileheight: 56, tilecount: 1, columns: 1, tiles: [{ id: 0, properties: [{ name: "terrain", type: "string", value: "marsh" }] }] });
    const viaJson = ok(text.replace("ext.tsx", "ext.tsj"), { tilesets: { "ext.tsj": tsj } });
    expect(viaJson.map.terrainTypes.map((t) => `${t.id}:${t.terrainClass}`)).toEqual(["marsh:marsh"]);
    const missing = ok(text, { missingTilesetHint: "embed it in Tiled" });
    expect(missing.map.terrainTypes.map((t) => t.id)).toEqual(["clear"]);
    expect(missing.report).toContainEqual({ severity: "warning", where: 'tileset "ext.tsx"', message: "the external tileset was not supplied, so its tiles' properties are unknown: embed it in Tiled" });
  });
});

describe("importTiled: objects", () => {
  // Centre of tile (c, r) in the 64×56 flat odd layout: x = 48c + 32, y = 56r + 28 (+28 on odd columns).
  const centre = (c: number, r: number) => ({ x: 48 * c + 32, y: 56 * r + 28 + (c % 2 ? 28 : 0) });
  const obj = (id: number, body: string, props: Record<string, string>, xy: { x: number; y: number }, name = "") =>
    `<object id="${id}"${name ? ` name="${name}"` : ""} x="${xy.x}" y="${xy.y}"><properties>${Object.entries(props)
      .map(([k, v]) => `<property name="${k}" value="${v}"/>`)
      .join("")}</properties>${body}</object>`;

  it("reads hexsides drawn roughly along hex edges, roads through centres, features and labels", () => {
    const c11 = centre(1, 1);
    // The edge between 0202 and 0203 (below hex 1,1) runs from (c.x−16, c.y+28) to (c.x+16, c.y+28): drawn 3 px off.
    const river = obj(1, `<polyline points="0,0 32,2"/>`, { kind: "major-river" }, { x: c11.x - 16, y: c11.y + 31 });
    const a = centre(0, 0);
    const b = centre(1, 0);
    const c = centre(2, 0);
    const road = obj(2, `<polyline points="0,0 ${b.x - a.x},${b.y - a.y} ${c.x - a.x},${c.y - a.y}"/>`, { kind: "highway" }, a);
    const city = obj(3, "<point/>", { kind: "city", vp: "2" }, { x: c11.x + 5, y: c11.y - 4 }, "Halvard");
    const port = obj(4, "<point/>", { kind: "port" }, centre(3, 2));
    const fort = obj(5, "<point/>", { kind: "fortification" }, centre(0, 2));
    const capital = `<object id="6" name="Capital" type="capital" x="${centre(2, 2).x - 10}" y="${centre(2, 2).y - 10}" width="20" height="20"><properties><property name="nation" value="north"/></properties></object>`;
    const label = `<object id="7" x="${centre(3, 0).x - 20}" y="${centre(3, 0).y - 8}" width="40" height="16"><text>The Bay</text></object>`;
    const off = obj(8, "<point/>", { kind: "town" }, { x: -500, y: 10 });
    const odd = obj(9, "<point/>", { kind: "volcano" }, centre(0, 0));
    const far = obj(10, `<polyline points="0,0 1e300,0"/>`, { kind: "minor-river" }, centre(0, 0));
    const r = ok(tmx({ objects: `<objectgroup id="2" name="things">${river}${road}${city}${port}${fort}${capital}${label}${off}${odd}${far}</objectgroup>` }));
    expect(r.map.hexsides).toEqual([{ kind: "major-river", sides: ["0202-0203"] }]);
    expect(r.map.roads).toEqual([{ kind: "highway", path: ["0101", "0201", "0301"] }]);
    expect(r.map.features).toEqual([
      { kind: "city", hex: "0202", name: "Halvard", vp: 2 },
      { kind: "port", hex: "0403", capacity: 2 },
      { kind: "capital", hex: "0303", name: "Capital", nation: "north" },
    ]);
    expect(r.map.labels).toEqual([{ hex: "0401", text: "The Bay" }]);
    expect(r.report).toContainEqual({ severity: "warning", where: 'layer "things" object 5', message: 'a fortification needs a "originalOwner" property; skipped' });
    expect(r.report).toContainEqual({ severity: "warning", where: 'layer "things" object 8', message: "is off the map; skipped" });
    expect(r.report).toContainEqual({ severity: "warning", where: 'layer "things" object 10', message: "runs far beyond the map; skipped" });
    expect(r.report).toContainEqual({ severity: "info", where: 'layer "things" object 9', message: 'kind "volcano" is not a hexside, road, feature, label, nation or sea zone; skipped' });
  });

  it("reads nations and sea zones from polygons and rectangles: the hexes whose centres are inside", () => {
    // A rectangle over columns 0–1 of rows 0–1 (centres at y 28, 84 and 56, 112), and a triangle around hex 3,2's centre.
    const north = `<object id="1" name="Northland" x="0" y="0" width="96" height="120"><properties><property name="nation" value="north"/><property name="colour" type="color" value="#ff336699"/></properties></object>`;
    const c = centre(3, 2);
    const bay = `<object id="2" name="The Bay" x="${c.x}" y="${c.y}"><properties><property name="kind" value="sea-zone"/></properties><polygon points="-10,-10 10,-10 0,12"/></object>`;
    const south = obj(3, "<point/>", { nation: "south" }, centre(2, 2));
    const r = ok(tmx({ objects: `<objectgroup id="2" name="areas">${north}${bay}${south}</objectgroup>` }));
    expect(r.map.nations).toEqual([
      { id: "north", name: "Northland", colour: "#336699" },
      { id: "south", name: "south", colour: "#2e86c1" },
    ]);
    expect(r.map.borders?.rows).toEqual(["aa..", "aa..", "..b."]);
    expect(r.map.seaZones).toEqual([{ id: "the-bay", name: "The Bay", seaBox: { id: "the-bay-sea-box", name: "The Bay sea box" }, coastalBox: { id: "the-bay-coastal-box", name: "The Bay coastal box" }, hexes: ["0403"] }]);
  });
});

describe("importTiled: TMJ and speed", () => {
  it("reads a TMJ export and refuses JSON past the shape limits with the place", () => {
    const map = testMap("pointy", 5, 4);
    const tmj = new TextDecoder().decode(exportTiled(map, "tmj").files[0]!.bytes);
    const r = importTiled(tmj, { fileName: "m.tmj" });
    expect(r.ok && r.map.grid).toEqual(map.grid);
    const deep = `{"layers":${"[".repeat(40)}${"]".repeat(40)}}`;
    expect(importTiled(deep, { fileName: "d.tmj" })).toMatchObject({ ok: false, reason: expect.stringMatching(/^d\.tmj: refused at line 1, column \d+: nested deeper than 32 levels$/) });
    expect(importTiled('{"__proto__":{}}', { fileName: "p.tmj" })).toMatchObject({ ok: false, reason: expect.stringContaining('the key "__proto__"') });
  });

  it("imports a 200×150 map with objects well under 500 ms", () => {
    const big = testMap("flat", 200, 150);
    big.terrain.rows = big.terrain.rows.map((row, r) => [...row].map((_, c) => "cfs"[(r * 7 + c * 3) % 3]).join(""));
    for (let c = 0; c < 199; c++) big.roads.push({ kind: "primary", path: [`${String(c + 1).padStart(3, "0")}075`, `${String(c + 2).padStart(3, "0")}075`] });
    big.grid.labelFormat = "CCCRRR";
    big.grid.firstLabel = "001001";
    const text = new TextDecoder().decode(exportTiled(big, "tmx").files[0]!.bytes);
    // The best of three warm runs: the machine running the tests is shared, and one slow run says nothing about the code.
    importTiled(text);
    let ms = Infinity;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const r = importTiled(text, { fileName: "big.tmx" });
      ms = Math.min(ms, performance.now() - t0);
      expect(r.ok).toBe(true);
    }
    expect(ms).toBeLessThan(500);
  });
});
