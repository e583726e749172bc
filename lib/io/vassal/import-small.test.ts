import { describe, expect, it } from "vitest";
import type { HexMap, NextWarGame, Scenario } from "@/lib/model";
import { validateProject } from "@/lib/validate";
import { boardPng } from "./fixtures/board";
import { zipEntries } from "./fixtures/module";
import { vassalCentre } from "./hex-grid";
import { importVassal } from "./import";

/** Small modules written here, each for one path of the import the fixture module does not take. */
const B = "VASSAL.build.module.map.boardPicker.board";
const utf8 = (s: string) => new TextEncoder().encode(s);
const SVG = utf8(`<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><rect width="50" height="50" fill="#888"/></svg>`);
const GRID = { dx: 55.42562584220407, dy: 64, x0: 38, y0: 36 };

function buildFile(o: { sides: string[]; stacks?: string; grid?: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<VASSAL.launch.BasicModule name="Small" version="1">
  <VASSAL.build.module.PlayerRoster>${o.sides.map((s) => `<entry>${s}</entry>`).join("")}</VASSAL.build.module.PlayerRoster>
  <VASSAL.build.module.Map mapName="Main">
    <VASSAL.build.module.map.BoardPicker>
      <VASSAL.build.module.map.boardPicker.Board image="board.png" name="Only">
        <${B}.HexGrid dx="${GRID.dx}" dy="${GRID.dy}" x0="${GRID.x0}" y0="${GRID.y0}" ${o.grid ?? ""}>
          <${B}.mapgrid.HexGridNumbering first="H" hLeading="1" hOff="1" hType="N" stagger="false" vLeading="1" vOff="1" vType="N"/>
        </${B}.HexGrid>
      </VASSAL.build.module.map.boardPicker.Board>
    </VASSAL.build.module.map.BoardPicker>
    ${o.stacks ?? ""}
  </VASSAL.build.module.Map>
  <VASSAL.build.module.PieceWindow name="Pieces">
    <VASSAL.build.widget.ListWidget entryName="North">
      <VASSAL.build.widget.PieceSlot entryName="Rifles">+/null/piece;;;rifles.svg;Rifles/null;0;0</VASSAL.build.widget.PieceSlot>
    </VASSAL.build.widget.ListWidget>
  </VASSAL.build.module.PieceWindow>
</VASSAL.launch.BasicModule>`;
}

function moduleOf(xml: string): Uint8Array {
  return zipEntries([
    ["buildFile", utf8(xml)],
    ["images/board.png", boardPng()],
    ["images/rifles.svg", SVG],
  ]);
}

describe("importVassal on small modules", () => {
  it("reads set-up positions past the map's blank edges", async () => {
    const c = vassalCentre({ ...GRID, sideways: false }, 4, 3);
    const stacks = `<VASSAL.build.module.map.SetupStack name="Garrison" owningBoard="Only" x="${Math.round(c.x)}" y="${Math.round(c.y)}" useGridLocation="false">
      <VASSAL.build.widget.PieceSlot entryName="Rifles">+/null/piece;;;rifles.svg;Rifles/null;0;0</VASSAL.build.widget.PieceSlot>
    </VASSAL.build.module.map.SetupStack>`;
    const xml = buildFile({ sides: ["North", "South"], stacks }).replace('<VASSAL.build.module.Map mapName="Main">', '<VASSAL.build.module.Map mapName="Main" edgeWidth="200" edgeHeight="150">');
    const r = await importVassal(moduleOf(xml));
    if (!r.ok) throw new Error(r.reason);
    const scenario = r.scenarios[0]!.content as unknown as Scenario;
    expect(scenario.setup).toEqual([{ unit: scenario.units![0]!.id, at: "0504" }]);
  });

  it("makes a scenario of the at-start stacks when there is no predefined set-up", async () => {
    const c = vassalCentre({ ...GRID, sideways: false }, 4, 3);
    const stacks = `<VASSAL.build.module.map.SetupStack name="Garrison" owningBoard="Only" x="${Math.round(c.x)}" y="${Math.round(c.y)}" useGridLocation="false">
      <VASSAL.build.widget.PieceSlot entryName="Rifles">+/null/piece;;;rifles.svg;Rifles/null;0;0</VASSAL.build.widget.PieceSlot>
    </VASSAL.build.module.map.SetupStack>`;
    const r = await importVassal(moduleOf(buildFile({ sides: ["North", "South"], stacks })));
    if (!r.ok) throw new Error(r.reason);
    expect(r.scenarios.map((s) => s.name)).toEqual(["At start"]);
    const scenario = r.scenarios[0]!.content as unknown as Scenario;
    expect(scenario.setup).toEqual([{ unit: scenario.units![0]!.id, at: "0504" }]);
  });

  it("adds an opponent when the palette has one side, and makes one empty scenario when the module has no set-up", async () => {
    const r = await importVassal(moduleOf(buildFile({ sides: ["North"] })));
    if (!r.ok) throw new Error(r.reason);
    const game = r.game.content as unknown as NextWarGame;
    expect(game.sides.map((s) => s.name)).toEqual(["North", "Opponent"]);
    expect(r.report.some((e) => e.where === "sides" && /a second side "Opponent" is added/.test(e.message))).toBe(true);
    expect(r.scenarios.map((s) => s.name)).toEqual(["Scenario"]);
    const f = validateProject({ game: { value: r.game.content }, map: { value: r.map.content }, scenario: { value: r.scenarios[0]!.content } });
    expect([...(f.game ?? []), ...(f.map ?? []), ...(f.scenario ?? [])].filter((x) => x.severity === "error")).toEqual([]);
  });

  it("numbers the hexes itself and says how, when VASSAL names them with letters (the first column, offset 1, is B)", async () => {
    const letters = await importVassal(moduleOf(buildFile({ sides: ["North", "South"] }).replace('hType="N"', 'hType="A"')));
    if (!letters.ok) throw new Error(letters.reason);
    const map = letters.map.content as unknown as HexMap;
    expect(map.grid.firstLabel).toBe("0101");
    expect(letters.report.some((e) => /letters, which Warbench labels cannot hold: Warbench numbers the hexes itself from 0101 at the top left \(VASSAL B01 is 0101/.test(e.message))).toBe(true);
  });

  it("lays a sideways grid as pointy-top hexes", async () => {
    const r = await importVassal(moduleOf(buildFile({ sides: ["North", "South"], grid: 'sideways="true"' }).replace('first="H"', 'first="V"')));
    if (!r.ok) throw new Error(r.reason);
    expect((r.map.content as unknown as HexMap).grid.orientation).toBe("pointy");
  });

  it("refuses a hex grid that would make more hexes than a map holds, or has no size, with one line", async () => {
    const tiny = buildFile({ sides: ["North", "South"] }).replace(`dx="${GRID.dx}" dy="${GRID.dy}"`, 'dx="0.5" dy="0.6"');
    expect(await importVassal(moduleOf(tiny))).toMatchObject({ ok: false, reason: expect.stringMatching(/^map "Main" board "Only": its hex grid over the 960×700 picture makes \d+×\d+ hexes, over the 1,000 × 1,000 a hex map holds$/) });
    const flat = buildFile({ sides: ["North", "South"] }).replace(`dx="${GRID.dx}" dy="${GRID.dy}"`, 'dx="0" dy="64"');
    expect(await importVassal(moduleOf(flat))).toMatchObject({ ok: false, reason: 'map "Main" board "Only": its hex grid\'s size (dx 0, dy 64) is not a usable hex size' });
  });

  it("refuses a module with no hex board, and one whose board picture is missing", async () => {
    const square = buildFile({ sides: ["North", "South"] }).replace(/<VASSAL\.build\.module\.map\.boardPicker\.board\.HexGrid[\s\S]*?<\/VASSAL\.build\.module\.map\.boardPicker\.board\.HexGrid>/, `<${B}.SquareGrid dx="50" dy="50"/>`);
    expect(await importVassal(moduleOf(square))).toMatchObject({ ok: false, reason: "the module has no board with a hex grid (only hex boards become hex maps)" });
    const noPicture = zipEntries([["buildFile", utf8(buildFile({ sides: ["North", "South"] }))]]);
    expect(await importVassal(noPicture)).toMatchObject({ ok: false, reason: expect.stringMatching(/board "Only": its picture "images\/board\.png" is missing or not a PNG, JPEG or SVG/) });
  });
});
