import { describe, expect, it } from "vitest";
import { AREA_COMMANDS, areaCommandFor, type AreaPainterUi } from "./commands";
import { AreaEditor } from "./editor";
import { exportAreaSvg } from "./export-svg";
import { sampleMap, twoSquares } from "./test-maps";

const key = (k: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const ui: AreaPainterUi = { save() {}, toggleHelp() {}, exportPng() {}, exportSvg() {} };

describe("properties and settings, each one undo step", () => {
  it("sets, renames (updating canals and manual connections) and deletes", () => {
    const ed = new AreaEditor(sampleMap());
    const before = ed.document();
    expect(ed.setSpaceProps("aurel", { ipc: 12, victoryCity: false })).toBeNull();
    expect(ed.spaceView("aurel")!.props).not.toHaveProperty("victoryCity");
    expect(ed.setSpaceProps("aurel", { ipc: 120 })).toEqual({ error: "IPC is a whole number from 0 to 99." });
    expect(ed.setSpaceProps("sz-1", { number: 7 })).toBeNull();
    expect(ed.renameSpace("zarcan-neck", "neck")).toBeNull();
    expect(ed.document().canals[0]!.controlledBy).toEqual(["neck"]);
    expect(ed.renameSpace("sz-4", "aurel")).toEqual({ error: '"aurel" is already used.' });
    expect(ed.renameSpace("sz-4", "north-sea")).toBeNull();
    expect(ed.connections().get("north-sea")?.has("sz-5")).toBe(true);
    expect(ed.document().canals[0]!.seaZones).toEqual(["north-sea", "sz-5"]);
    expect(ed.deleteSpace("sz-5")).toBeNull();
    expect(ed.document().canals).toEqual([]);
    expect(ed.setMapSettings({ size: { width: 1700, height: 900 }, background: { asset: "a".repeat(64), opacity: 0.4 } })).toBeNull();
    expect(Object.keys(ed.document()).indexOf("background")).toBeLessThan(Object.keys(ed.document()).indexOf("wrap"));
    while (ed.undo());
    expect(ed.document()).toEqual(before);
  });

  it("connects and disconnects by hand on top of the borders; a canal connects its zones", () => {
    const ed = new AreaEditor(twoSquares());
    ed.setTool("connect");
    ed.pointerDown(50, 50);
    ed.pointerDown(150, 50);
    expect(ed.connections().get("a")?.has("b")).toBe(false);
    expect(ed.model.manual.remove).toEqual(["a\u0000b"]);
    ed.pointerDown(50, 50);
    ed.pointerDown(150, 50);
    expect(ed.model.manual).toEqual({ add: [], remove: [] });
    ed.createSpaceFromPolygon("seaZone", [{ x: 220, y: 0 }, { x: 300, y: 0 }, { x: 300, y: 80 }], { id: "t" });
    ed.setTool("canal");
    ed.pointerDown(150, 150);
    ed.pointerDown(280, 20);
    ed.pointerDown(150, 50);
    ed.key("Enter");
    expect(ed.lastError).toBeNull();
    expect(ed.document().canals).toEqual([{ id: "canal", name: "Canal S–Sea zone 2", seaZones: ["s", "t"], controlledBy: ["b"] }]);
    expect(ed.connections().get("s")?.has("t")).toBe(true);
    ed.undo();
    expect(ed.document().canals).toEqual([]);
    expect(ed.connections().get("s")?.has("t")).toBe(false);
  });

  it("moves a label by dragging, as one step", () => {
    const ed = new AreaEditor(twoSquares());
    ed.setTool("label");
    ed.pointerDown(20, 20);
    ed.pointerMove(30, 30);
    ed.pointerUp(40, 40);
    expect(ed.spaceView("a")!.label).toEqual({ x: 40, y: 40 });
    ed.undo();
    expect(ed.spaceView("a")!.label).toEqual({ x: 50, y: 50 });
  });
});

describe("command registry", () => {
  it("has unique ids and keys, and runs by key", () => {
    expect(new Set(AREA_COMMANDS.map((c) => c.id)).size).toBe(AREA_COMMANDS.length);
    expect(new Set(AREA_COMMANDS.map((c) => c.keys)).size).toBe(AREA_COMMANDS.length);
    const ed = new AreaEditor(twoSquares());
    areaCommandFor(key("z"))!.run(ed, ui);
    expect([ed.tool, ed.drawKind]).toEqual(["draw", "seaZone"]);
    ed.setSpaceProps("a", { ipc: 5 });
    areaCommandFor(key("z", { ctrlKey: true }))!.run(ed, ui);
    expect(ed.spaceView("a")!.props).toMatchObject({ ipc: 2 });
    let exported = false;
    areaCommandFor(key("S", { shiftKey: true }))!.run(ed, { ...ui, exportSvg: () => (exported = true) });
    expect(exported).toBe(true);
  });

  it("Delete on a selected space asks the shell first when it can [#26 item 2]; without it the space goes at once", () => {
    const ed = new AreaEditor(twoSquares());
    ed.select("a");
    const asked: string[] = [];
    areaCommandFor(key("Delete"))!.run(ed, { ...ui, deleteSpace: (id) => asked.push(id) });
    expect(asked).toEqual(["a"]);
    expect(ed.spaceIds()).toContain("a");
    areaCommandFor(key("Delete"))!.run(ed, ui);
    expect(ed.spaceIds()).not.toContain("a");
  });
});

describe("SVG export", () => {
  it("draws every space with owners' colours, names and IPC values", () => {
    const map = sampleMap();
    const svg = exportAreaSvg(map);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<path /g)).toHaveLength(map.territories.length + map.seaZones.length);
    expect(svg).toContain(`fill="${map.nations[0]!.colour}"`);
    expect(svg).toContain(">Aurel<tspan");
    expect(svg).toContain(">10</tspan>");
  });
});
