import { describe, expect, it } from "vitest";
import { parseBuildFile } from "./build-file";

const B = "VASSAL.build.module.map.boardPicker.board";

const BUILD_FILE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<VASSAL.launch.BasicModule VassalVersion="3.2.17" name="Test &amp; Module" version="1.2">
  <VASSAL.build.module.PlayerRoster><entry>North</entry><entry>South</entry></VASSAL.build.module.PlayerRoster>
  <VASSAL.build.module.Map edgeHeight="10" edgeWidth="20" mapName="Main">
    <VASSAL.build.module.map.BoardPicker>
      <VASSAL.build.module.map.boardPicker.Board image="main.png" name="Big">
        <${B}.ZonedGrid>
          <${B}.HexGrid dx="50.0" dy="58.0" sideways="false" x0="-10" y0="29">
            <${B}.mapgrid.HexGridNumbering first="H" hLeading="1" hOff="1" hType="N" sep="" stagger="false" vLeading="2" vOff="0" vType="N"/>
          </${B}.HexGrid>
          <${B}.mapgrid.Zone name="Box" path="0,0;100,0;100,50;0,50" useParentGrid="false">
            <${B}.SquareGrid dx="25.0" dy="25.0"/>
          </${B}.mapgrid.Zone>
          <${B}.mapgrid.Zone name="Woods" path="200,200;300,200;300,300" useParentGrid="true"/>
          <${B}.mapgrid.ZonedGridHighlighter/>
        </${B}.ZonedGrid>
      </VASSAL.build.module.map.boardPicker.Board>
      <VASSAL.build.module.map.boardPicker.Board image="/images/side.png" name="Small">
        <${B}.SquareGrid dx="25.0" dy="25.0"/>
      </VASSAL.build.module.map.boardPicker.Board>
    </VASSAL.build.module.map.BoardPicker>
    <VASSAL.build.module.map.SetupStack name="Garrison" owningBoard="Big" x="120" y="80" useGridLocation="false">
      <VASSAL.build.widget.PieceSlot entryName="Militia">+/null/piece;;;militia.png;Militia/null;0;0</VASSAL.build.widget.PieceSlot>
    </VASSAL.build.module.map.SetupStack>
  </VASSAL.build.module.Map>
  <VASSAL.build.module.PrototypesContainer>
    <VASSAL.build.module.PrototypeDefinition name="North Unit">+/null/mark;Side	piece;;;;/North	null;0;0</VASSAL.build.module.PrototypeDefinition>
  </VASSAL.build.module.PrototypesContainer>
  <VASSAL.build.module.PieceWindow name="Counters">
    <VASSAL.build.widget.TabWidget>
      <VASSAL.build.widget.ListWidget entryName="North">
        <VASSAL.build.widget.PanelWidget entryName="1st Corps">
          <VASSAL.build.widget.PieceSlot entryName="A &amp; B">+/null/prototype;North Unit	piece;;;a.png;A &amp; B/	null;0;0</VASSAL.build.widget.PieceSlot>
        </VASSAL.build.widget.PanelWidget>
      </VASSAL.build.widget.ListWidget>
    </VASSAL.build.widget.TabWidget>
  </VASSAL.build.module.PieceWindow>
  <VASSAL.build.module.PredefinedSetup isMenu="true" name="Scenarios">
    <VASSAL.build.module.PredefinedSetup isMenu="false" name="Blank" useFile="false"/>
    <VASSAL.build.module.PredefinedSetup file="first.sav" isMenu="false" name="First" useFile="true"/>
  </VASSAL.build.module.PredefinedSetup>
</VASSAL.launch.BasicModule>`;

describe("parseBuildFile", () => {
  const parsed = parseBuildFile(BUILD_FILE);
  if (!parsed.ok) throw new Error(parsed.reason);
  const m = parsed.module;

  it("reads the module's name, version and the PlayerRoster's sides", () => {
    expect(m.name).toBe("Test & Module");
    expect(m.version).toBe("1.2");
    expect(m.sides).toEqual(["North", "South"]);
  });

  it("reads maps with their edges, boards, hex grid and numbering", () => {
    expect(m.maps).toHaveLength(1);
    const map = m.maps[0]!;
    expect(map).toMatchObject({ name: "Main", edgeWidth: 20, edgeHeight: 10, widget: false });
    expect(map.boards.map((b) => [b.name, b.image])).toEqual([
      ["Big", "images/main.png"],
      ["Small", "images/side.png"],
    ]);
    expect(map.boards[0]!.hexGrid).toEqual({
      dx: 50,
      dy: 58,
      x0: -10,
      y0: 29,
      sideways: false,
      numbering: { first: "H", sep: "", hType: "N", vType: "N", hLeading: 1, vLeading: 2, hOff: 1, vOff: 0, hDescend: false, vDescend: false, stagger: false },
    });
    expect(map.boards[1]!.hexGrid).toBeUndefined();
    expect(map.boards[1]!.otherGrid).toBe("SquareGrid");
  });

  it("reads zones: outline, whether they use the board's grid, their own grid", () => {
    expect(m.maps[0]!.boards[0]!.zones).toEqual([
      {
        name: "Box",
        path: [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
          { x: 100, y: 50 },
          { x: 0, y: 50 },
        ],
        useParentGrid: false,
        ownGrid: "SquareGrid",
      },
      {
        name: "Woods",
        path: [
          { x: 200, y: 200 },
          { x: 300, y: 200 },
          { x: 300, y: 300 },
        ],
        useParentGrid: true,
      },
    ]);
  });

  it("reads prototypes and palette slots with their text (entities decoded) and folders", () => {
    expect(m.prototypes).toEqual([{ name: "North Unit", definition: "+/null/mark;Side\tpiece;;;;/North\tnull;0;0" }]);
    expect(m.slots).toEqual([{ name: "A & B", definition: "+/null/prototype;North Unit\tpiece;;;a.png;A & B/\tnull;0;0", folders: ["Counters", "North", "1st Corps"] }]);
  });

  it("reads at-start stacks and predefined set-ups (menus flattened, blank ones without a file)", () => {
    expect(m.maps[0]!.stacks).toEqual([{ name: "Garrison", board: "Big", x: 120, y: 80, slots: [{ name: "Militia", definition: "+/null/piece;;;militia.png;Militia/null;0;0", folders: [] }] }]);
    expect(m.setups).toEqual([
      { name: "Blank", menu: ["Scenarios"] },
      { name: "First", file: "first.sav", menu: ["Scenarios"] },
    ]);
  });

  it("uses VASSAL's defaults for attributes left out (regular hexes from dy, staggered numbering)", () => {
    const r = parseBuildFile(`<VASSAL.launch.BasicModule name="M"><VASSAL.build.module.Map mapName="A"><VASSAL.build.module.map.BoardPicker><VASSAL.build.module.map.boardPicker.Board name="B" image="b.png"><${B}.HexGrid dy="60"><${B}.mapgrid.HexGridNumbering/></${B}.HexGrid></VASSAL.build.module.map.boardPicker.Board></VASSAL.build.module.map.BoardPicker></VASSAL.build.module.Map></VASSAL.launch.BasicModule>`);
    if (!r.ok) throw new Error(r.reason);
    const g = r.module.maps[0]!.boards[0]!.hexGrid!;
    expect(g.dx).toBeCloseTo((60 * Math.sqrt(3)) / 2, 9);
    expect(g).toMatchObject({ x0: 0, y0: 32, sideways: false });
    expect(g.numbering).toMatchObject({ stagger: true, hOff: 1, vOff: 1, first: "H" });
  });

  it("refuses a buildFile declaring entities and one that is not a module, with one line", () => {
    const entity = parseBuildFile(`<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaa">]><VASSAL.launch.BasicModule name="&a;"/>`);
    expect(entity).toEqual({ ok: false, reason: expect.stringMatching(/^buildFile: refused: its DOCTYPE declares entities/) });
    const other = parseBuildFile(`<game name="x"/>`, "buildFile.xml");
    expect(other).toEqual({ ok: false, reason: "buildFile.xml: not a VASSAL module (its root element is <game>)" });
  });
});
