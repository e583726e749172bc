import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { readArchive } from "@/lib/io/zip/archive";
import { importTiled } from "@/lib/io/tiled/import";
import { MapEditor } from "@/lib/painter/editor";
import { testMap } from "@/lib/painter/test-map";
import { mergeImported, readTiledFile, tiledDownload } from "./tiled-files";

const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("the painter's Tiled import and export", () => {
  it("downloads a TMX with its picture inside, and a TMJ zipped with its PNG; both import back", async () => {
    const map = testMap("pointy", 5, 4);
    const tmx = tiledDownload(map, "tmx", "theatre");
    expect(tmx.name).toBe("theatre.tmx");
    expect(text(tmx.bytes)).toContain('<image format="png"');
    const fromTmx = importTiled(text(tmx.bytes), { fileName: "theatre.tmx" });
    expect(fromTmx.ok && fromTmx.map.grid).toEqual(map.grid);
    const tmj = tiledDownload(map, "tmj", "theatre");
    expect(tmj.name).toBe("theatre-tiled.zip");
    const zip = await readArchive(tmj.bytes);
    if (!zip.ok) throw new Error(zip.reason);
    expect([...zip.entries.keys()].sort()).toEqual(["theatre-tiles.png", "theatre.tmj"]);
    const fromTmj = importTiled(text(zip.entries.get("theatre.tmj")!), { fileName: "theatre.tmj" });
    expect(fromTmj.ok && fromTmj.map.terrain).toEqual(map.terrain);
  });

  it("refuses compressed layers and reports external tilesets with what to do, reading no more than the file", async () => {
    const data = Buffer.from(zlib.deflateSync(new Uint8Array(new Uint32Array([1]).buffer))).toString("base64");
    const tmx = `<map orientation="hexagonal" width="1" height="1" tilewidth="64" tileheight="56" hexsidelength="32" staggeraxis="x"><tileset firstgid="1" source="land.tsx"/><layer name="g" width="1" height="1"><data encoding="base64" compression="zlib">${data}</data></layer></map>`;
    const r = await readTiledFile(new File([tmx], "z.tmx"));
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('z.tmx: layer "g": zlib-compressed layer data is read only by the command line') });
    const plain = tmx.replace(/<data[^]*<\/data>/, '<data encoding="csv">1</data>');
    const ok = await readTiledFile(new File([plain], "p.tmx"));
    expect(ok.report).toContainEqual({ severity: "warning", where: 'tileset "land.tsx"', message: expect.stringContaining("embed it in the map in Tiled") });
  });

  it("replaces the map as one undo step, keeping the document's name, description and off-map boxes; undo brings it back", () => {
    const current = { ...testMap("flat", 8, 6), description: "Ours", offMapBoxes: [{ id: "box", name: "Box" }] };
    const editor = new MapEditor(current);
    const before = editor.document();
    const imported = testMap("pointy", 3, 2);
    imported.name = "From Tiled";
    imported.terrain.rows = ["fff", "sss"];
    editor.replaceDocument("Import Tiled map", mergeImported(before, imported));
    const after = editor.document();
    expect(after).toMatchObject({ name: "Test map", description: "Ours", offMapBoxes: [{ id: "box", name: "Box" }], grid: { orientation: "pointy", columns: 3, rows: 2 } });
    expect(after.terrain.rows).toEqual(["fff", "sss"]);
    expect(editor.history.peekUndo()).toBe("Import Tiled map");
    expect(editor.undo()).toBe(true);
    expect(editor.document()).toEqual(before);
    expect(editor.redo()).toBe(true);
    expect(editor.document()).toEqual(after);
  });
});
