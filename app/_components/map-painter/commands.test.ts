import { describe, expect, it } from "vitest";
import { fitPlacement } from "@/lib/painter/background";
import { MapEditor } from "@/lib/painter/editor";
import { testMap } from "@/lib/painter/test-map";
import { commandFor, type PainterUi } from "./commands";

const key = (k: string, mods: { shift?: boolean; ctrl?: boolean } = {}) => ({ key: k, shiftKey: !!mods.shift, ctrlKey: !!mods.ctrl, metaKey: false, altKey: false });

function setup() {
  const editor = new MapEditor(testMap());
  editor.setBackground("Add picture", fitPlacement(editor.map.spec, "a".repeat(64), 400, 300));
  const calls: string[] = [];
  let pictureMode = false;
  const ui = {
    togglePicture: () => calls.push("togglePicture"),
    traceFromPicture: () => calls.push("trace"),
    cancelPicture: () => {
      calls.push("cancelPicture");
      const was = pictureMode;
      pictureMode = false;
      return was;
    },
  } as unknown as PainterUi;
  return { editor, ui, calls, enterPictureMode: () => (pictureMode = true) };
}

describe("the picture's keys", () => {
  it("Shift+arrows nudge the picture (one undo step each); plain arrows still pan", () => {
    const { editor, ui } = setup();
    const before = editor.map.meta.background!;
    const table: [string, number, number][] = [
      ["ArrowLeft", -0.05, 0],
      ["ArrowRight", 0.05, 0],
      ["ArrowUp", 0, -0.05],
      ["ArrowDown", 0, 0.05],
    ];
    for (const [k, dx, dy] of table) {
      const start = editor.map.meta.background!;
      commandFor(key(k, { shift: true }))!.run(editor, ui);
      expect(editor.map.meta.background!.x - start.x).toBeCloseTo(dx, 12);
      expect(editor.map.meta.background!.y - start.y).toBeCloseTo(dy, 12);
    }
    expect(editor.history.peekUndo()).toBe("Move picture");
    for (let i = 0; i < 4; i++) editor.undo();
    expect(editor.map.meta.background).toEqual(before);
    const view = editor.view;
    commandFor(key("ArrowLeft"))!.run(editor, ui);
    expect(editor.view.x).toBeGreaterThan(view.x);
    expect(editor.map.meta.background).toEqual(before);
  });

  it("[ and ] fade and strengthen the picture within 0..1", () => {
    const { editor, ui } = setup();
    for (let i = 0; i < 12; i++) commandFor(key("]"))!.run(editor, ui);
    expect(editor.map.meta.background!.opacity).toBe(1);
    commandFor(key("["))!.run(editor, ui);
    expect(editor.map.meta.background!.opacity).toBe(0.9);
  });

  it("Esc leaves a picture mode before it touches the selection; Shift+B and T reach the shell", () => {
    const { editor, ui, calls, enterPictureMode } = setup();
    editor.setSelection([1, 2]);
    enterPictureMode();
    commandFor(key("Escape"))!.run(editor, ui);
    expect(editor.selection.size).toBe(2);
    commandFor(key("Escape"))!.run(editor, ui);
    expect(editor.selection.size).toBe(0);
    commandFor(key("B", { shift: true }))!.run(editor, ui);
    commandFor(key("t"))!.run(editor, ui);
    expect(calls).toEqual(["cancelPicture", "cancelPicture", "togglePicture", "trace"]);
  });
});
