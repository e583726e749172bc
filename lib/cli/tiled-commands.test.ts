import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testMap } from "@/lib/painter/test-map";
import { runInProcess as cli } from "./run-in-process";

let dir: string;
const at = (f: string) => path.join(dir, f);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-tiled-"));
  const map = testMap("pointy", 6, 5);
  map.terrain.rows[1] = "ffssff";
  map.features.push({ kind: "city", hex: "0302", name: "Halvard", vp: 2 });
  map.hexsides.push({ kind: "minor-river", sides: ["0101-0201"] });
  fs.writeFileSync(at("map.json"), JSON.stringify(map));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("warbench export --to tiled / import --from tiled", () => {
  it("exports TMX with its tileset PNG, and imports it back to the same document", async () => {
    const e = await cli("export", "--to", "tiled", at("map.json"), "--out", at("out/world.tmx"));
    expect(e).toMatchObject({ code: 0 });
    expect(fs.readdirSync(at("out")).sort()).toEqual(["world-tiles.png", "world.tmx"]);
    const png = PNG.sync.read(fs.readFileSync(at("out/world-tiles.png")));
    // Three terrains, two nations, one sea zone: six 56×64 tiles in one row.
    expect([png.width, png.height]).toEqual([6 * 56, 64]);
    expect(fs.readFileSync(at("out/world.tmx"), "utf8")).toContain('staggeraxis="y"');
    const i = await cli("import", "--from", "tiled", at("out/world.tmx"), "--out", at("back.json"));
    expect(i.code).toBe(0);
    const original = JSON.parse(fs.readFileSync(at("map.json"), "utf8"));
    const back = JSON.parse(fs.readFileSync(at("back.json"), "utf8"));
    expect(back.terrain.rows).toEqual(original.terrain.rows);
    expect(back.features).toEqual(original.features);
    expect(back.hexsides).toEqual(original.hexsides);
    // Existing files are kept unless --force.
    expect((await cli("import", "--from", "tiled", at("out/world.tmx"), "--out", at("back.json"))).code).toBe(2);
    expect((await cli("import", "--from", "tiled", at("out/world.tmx"), "--out", at("back.json"), "--force")).code).toBe(0);
    expect((await cli("export", "--to", "tiled", at("map.json"), "--out", at("out/world.tmx"))).code).toBe(2);
  });

  it("exports TMJ, prints the document to stdout without --out, and everything as JSON with --json", async () => {
    expect((await cli("export", "--to", "tiled", at("map.json"), "--format", "tmj", "--out", at("j/m.tmj"), "--json")).code).toBe(0);
    const plain = await cli("import", "--from", "tiled", at("j/m.tmj"));
    expect(plain.code).toBe(0);
    expect(JSON.parse(plain.out).grid).toMatchObject({ orientation: "pointy", columns: 6, rows: 5 });
    const json = await cli("import", "--from", "tiled", at("j/m.tmj"), "--json");
    expect(JSON.parse(json.out)).toMatchObject({ ok: true, map: { layout: "hex" }, report: [] });
  });

  it("reads external tilesets beside the map, zlib layers, and a terrain map", async () => {
    const gids = new Uint32Array([1, 1, 2, 2]);
    const data = Buffer.from(zlib.deflateSync(new Uint8Array(gids.buffer))).toString("base64");
    fs.mkdirSync(at("ext/sets"), { recursive: true });
    fs.writeFileSync(at("ext/sets/art.tsx"), '<?xml version="1.0"?><tileset name="art" tilewidth="64" tileheight="56" tilecount="2" columns="2"><image source="art.png" width="128" height="56"/></tileset>');
    fs.writeFileSync(
      at("ext/m.tmx"),
      `<?xml version="1.0"?><map orientation="hexagonal" width="2" height="2" tilewidth="64" tileheight="56" hexsidelength="32" staggeraxis="x" staggerindex="even"><tileset firstgid="1" source="sets/art.tsx"/><layer name="g" width="2" height="2"><data encoding="base64" compression="zlib">${data}</data></layer></map>`,
    );
    fs.writeFileSync(at("ext/terrain.json"), JSON.stringify({ "art:0": "forest", "2": "sea" }));
    const r = await cli("import", "--from", "tiled", at("ext/m.tmx"), "--terrain-map", at("ext/terrain.json"), "--json");
    expect(r.code).toBe(0);
    const map = JSON.parse(r.out).map;
    expect(map.grid).toMatchObject({ orientation: "flat", offset: "even" });
    expect(map.terrainTypes.map((t: { id: string; terrainClass: string }) => `${t.id}:${t.terrainClass}`)).toEqual(["forest:clear-forest", "sea:sea"]);
    expect(map.terrain.rows).toEqual(["aa", "bb"]);
  });

  it("refuses bad maps with exit 1 and one line, writing nothing", async () => {
    fs.writeFileSync(at("evil.tmx"), '<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaa">]><map/>');
    const r = await cli("import", "--from", "tiled", at("evil.tmx"), "--out", at("evil/out.json"));
    expect(r.code).toBe(1);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toContain("evil.tmx: refused");
    expect(fs.existsSync(at("evil"))).toBe(false);
    fs.writeFileSync(at("ortho.tmj"), JSON.stringify({ type: "map", orientation: "orthogonal", width: 2, height: 2, tilewidth: 32, tileheight: 32, layers: [], tilesets: [] }));
    const o = await cli("import", "--from", "tiled", at("ortho.tmj"), "--json");
    expect(o.code).toBe(1);
    expect(JSON.parse(o.out)).toMatchObject({ ok: false, reason: expect.stringContaining('orientation "orthogonal" is not hexagonal') });
    fs.writeFileSync(at("abs.tmx"), '<map orientation="hexagonal" width="1" height="1" tilewidth="64" tileheight="56" hexsidelength="32" staggeraxis="x"><tileset firstgid="1" source="/etc/passwd"/></map>');
    expect(await cli("import", "--from", "tiled", at("abs.tmx"))).toMatchObject({ code: 1, err: expect.stringContaining('tileset "/etc/passwd" is not a relative .tsx or .tsj path') });
    fs.writeFileSync(at("area.json"), JSON.stringify({ schemaVersion: 1, layout: "area", name: "A" }));
    expect(await cli("export", "--to", "tiled", at("area.json"))).toMatchObject({ code: 1, err: expect.stringContaining("an area map; Tiled holds hex maps") });
    fs.writeFileSync(at("bad-terrain.json"), "[1]");
    expect((await cli("import", "--from", "tiled", at("out/world.tmx"), "--terrain-map", at("bad-terrain.json"))).code).toBe(1);
  });

  it("exits 2 on usage errors and unreadable files, with the usage", async () => {
    const u = await cli("import", "--from", "tiled");
    expect(u.code).toBe(2);
    expect(u.err).toContain("Usage: warbench import --from tiled");
    expect((await cli("import", "--from", "tiled", at("missing.tmx"))).code).toBe(2);
    expect((await cli("import", "--from", "tiled", at("out/world.tmx"), "--bogus")).code).toBe(2);
    expect((await cli("export", "--to", "tiled", at("map.json"), "--format", "svg")).code).toBe(2);
    expect((await cli("export", "--to", "tiled", at("missing.json"))).code).toBe(2);
    expect((await cli("--help")).out).toContain("warbench export --to tiled <map.json>");
  });
});
