import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { exportTiled } from "../export";
import { importTiled } from "../import";

/**
 * A real Tiled map from Tiled's own examples, beside the repository in
 * ../shared/fixtures/tiled (never inside it): read only by `npm run
 * test:conformance`. Its absence fails the run rather than skipping it.
 */
const TILED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../shared/fixtures/tiled");
const FILE = "test_hexagonal_tile_60x60x30.tmx";

describe(`Tiled's ${FILE}`, () => {
  it("is there to check (../shared/fixtures/tiled beside the repository)", () => {
    expect(fs.existsSync(path.join(TILED_DIR, FILE)), `test:conformance needs ${path.join(TILED_DIR, FILE)}; the README's test command (npm test) does not`).toBe(true);
  });

  const text = () => fs.readFileSync(path.join(TILED_DIR, FILE), "utf8");

  it("imports as a 20×20 flat-top odd map, its flip and rotation flags cleared and reported once per kind", () => {
    const r = importTiled(text(), { fileName: FILE });
    if (!r.ok) throw new Error(r.reason);
    expect(r.map.grid).toMatchObject({ orientation: "flat", offset: "odd", columns: 20, rows: 20 });
    const flags = r.report.filter((e) => /flag was cleared/.test(e.message));
    // Rows 1 and 4 hold the same tile in every flip and rotation: 14 tiles, 12 of them flagged (counted by hand from the CSV).
    expect(flags.map((e) => e.message.replace(/ cells? (was|were) .*/, ""))).toEqual(["7", "6", "4", "4"]);
    expect(flags.map((e) => e.message)).toEqual(expect.arrayContaining([expect.stringContaining("flipped horizontally"), expect.stringContaining("rotated 120°")]));
    // The one tile has no terrain property: its cells and the empty ones take the default terrain, both reported.
    expect(r.map.terrainTypes.map((t) => t.id)).toEqual(["clear"]);
    expect(r.report).toContainEqual(expect.objectContaining({ severity: "warning", where: 'tile 0 of tileset "test_hexagonal_tile_60x60x30" (gid 1)', message: expect.stringContaining("its 14 cells") }));
    expect(r.report).toContainEqual({ severity: "info", where: "tile layers", message: '386 cells with no tile became "clear"' });
  });

  it("exported (TMX and TMJ) and imported again, is the same document", () => {
    const first = importTiled(text(), { fileName: FILE });
    if (!first.ok) throw new Error(first.reason);
    for (const format of ["tmx", "tmj"] as const) {
      const out = exportTiled(first.map, format, "again");
      const back = importTiled(new TextDecoder().decode(out.files[0]!.bytes), { fileName: `again.${format}`, format });
      expect(back.ok && back.map).toEqual(first.map);
    }
  });
});
