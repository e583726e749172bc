import { describe, expect, it } from "vitest";
import { hexMapSchema } from "@/lib/model/map-hex";
import { fitPlacement, nudge } from "./background";
import { MapEditor } from "./editor";
import type { EditorEvent } from "./map-document";
import { testMap } from "./test-map";

function editor() {
  return new MapEditor(testMap("flat", 8, 6));
}

describe("the board picture through the editor's history", () => {
  it("placing, nudging and removing are one undo step each, and undo/redo put each back exactly", () => {
    const e = editor();
    const placed = fitPlacement(e.map.spec, "a".repeat(64), 400, 300);
    e.setBackground("Add picture", placed);
    e.setBackground("Move picture", nudge(placed, 0.5, 0));
    e.setBackground("Remove picture", undefined);
    expect(e.document().background).toBeUndefined();
    expect(e.history.peekUndo()).toBe("Remove picture");
    e.undo();
    expect(e.document().background).toEqual(nudge(placed, 0.5, 0));
    e.undo();
    expect(e.document().background).toEqual(placed);
    e.undo();
    expect("background" in e.document()).toBe(false);
    e.redo();
    e.redo();
    expect(e.document().background).toEqual(nudge(placed, 0.5, 0));
    expect(e.dirty).toBe(true);
  });

  it("a slider's live changes fold into one step, committed on release", () => {
    const e = editor();
    const placed = fitPlacement(e.map.spec, "a".repeat(64), 400, 300);
    e.setBackground("Add picture", placed);
    for (const opacity of [0.5, 0.4, 0.3]) e.setBackground("Picture opacity", { ...placed, opacity }, true);
    expect(e.document().background?.opacity).toBe(0.3);
    e.endGesture();
    expect(e.history.peekUndo()).toBe("Picture opacity");
    e.undo();
    expect(e.document().background?.opacity).toBe(placed.opacity);
    e.undo();
    expect(e.document().background).toBeUndefined();
  });

  it("saves a document the schema accepts, the picture with it", () => {
    const e = editor();
    e.setBackground("Add picture", { ...fitPlacement(e.map.spec, "a".repeat(64), 400, 300), rotation: 120, aspect: 1.05 });
    const parsed = hexMapSchema.safeParse(e.document());
    expect(parsed.success).toBe(true);
    expect(new MapEditor(e.document()).document().background).toEqual(e.document().background);
  });

  it("tells the canvas to redraw the picture, not the map", () => {
    const e = editor();
    const events: EditorEvent[] = [];
    e.subscribe((ev) => events.push(ev));
    e.setBackground("Add picture", fitPlacement(e.map.spec, "a".repeat(64), 400, 300));
    expect(events.some((ev) => ev.background && ev.view)).toBe(true);
    expect(events.some((ev) => ev.full)).toBe(false);
  });

  it("paints traced hexes as one undo step; a viewer changes nothing", () => {
    const e = editor();
    e.paintTerrain("Trace forest", [0, 1, 9, 10], 2);
    expect(e.document().terrain.rows.slice(0, 2)).toEqual(["ffcccccc", "cffccccc"]);
    e.undo();
    expect(e.document().terrain.rows.slice(0, 2)).toEqual(["cccccccc", "cccccccc"]);

    const viewer = editor();
    viewer.makeReadOnly();
    viewer.setBackground("Add picture", fitPlacement(viewer.map.spec, "a".repeat(64), 400, 300));
    viewer.paintTerrain("Trace forest", [0], 2);
    expect(viewer.document()).toEqual(editor().document());
    expect(viewer.history.canUndo).toBe(false);
  });
});
