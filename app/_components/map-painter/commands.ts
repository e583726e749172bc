import { type EditorCommand, type KeyInput, findCommand, plainKey as plain, withModifier as mod } from "@/lib/editor-core/commands";
import { nudge } from "@/lib/painter/background";
import type { MapEditor } from "@/lib/painter/editor";
import type { ToolId } from "@/lib/painter/tools/types";
import type { Layers } from "../board-canvas/hex-vectors";

/** What the painter's commands can ask of the React shell around the editor. */
export interface PainterUi {
  save(): void;
  toggleHelp(): void;
  toggleLayer(layer: keyof Layers): void;
  toggleMinimap(): void;
  copy(): void;
  paste(): void;
  exportPng(): void;
  exportSvg(): void;
  /** The board picture's panel, its terrain-from-picture assist, and leaving either's click mode (true if one was on). */
  togglePicture(): void;
  traceFromPicture(): void;
  cancelPicture(): boolean;
}

export type Command = EditorCommand<MapEditor, PainterUi, "Tools" | "Edit" | "View" | "File">;

const tool = (id: ToolId, label: string, key: string): Command => ({
  id: `tool.${id}`,
  label,
  group: "Tools",
  keys: key.toUpperCase(),
  test: plain(key),
  run: (editor) => editor.setTool(id),
});

const PAN_STEP = 80;
/** Picture nudges in hex radii: small, since the grid must line up to a pixel or two. */
const PICTURE_STEP = 0.05;

const nudgePicture = (id: string, label: string, arrow: string, key: string, dx: number, dy: number): Command => ({
  id,
  label,
  group: "Edit",
  keys: `Shift+${arrow}`,
  test: (e) => !mod(e) && e.shiftKey && e.key === key,
  run: (e) => {
    const bg = e.map.meta.background;
    if (bg) e.setBackground("Move picture", nudge(bg, dx, dy));
  },
});

const pictureOpacity = (id: string, label: string, key: string, by: number): Command => ({
  id,
  label,
  group: "Edit",
  keys: key,
  test: (e) => !mod(e) && e.key === key,
  run: (e) => {
    const bg = e.map.meta.background;
    if (bg) e.setBackground("Picture opacity", { ...bg, opacity: Math.round(Math.min(1, Math.max(0, bg.opacity + by)) * 100) / 100 });
  },
});

/** Every painter action with its shortcut: one registry for the keyboard, the toolbar and the help overlay. */
export const COMMANDS: Command[] = [
  tool("brush", "Brush", "b"),
  tool("line", "Line", "l"),
  tool("rect", "Rectangle", "r"),
  tool("fill", "Flood fill", "g"),
  tool("eyedropper", "Eyedropper", "i"),
  tool("hexside", "Hexsides (rivers, water, ferries, fortified lines)", "e"),
  tool("road", "Roads", "o"),
  tool("feature", "Features (bases, ports, cities…)", "f"),
  tool("select", "Select (box, lasso, magic wand)", "s"),
  tool("pan", "Pan", "h"),
  { id: "brush.1", label: "Brush size 1", group: "Tools", keys: "1", test: plain("1"), run: (e) => e.setOptions({ brushSize: 1 }) },
  { id: "brush.2", label: "Brush size 2 rings", group: "Tools", keys: "2", test: plain("2"), run: (e) => e.setOptions({ brushSize: 2 }) },
  { id: "brush.3", label: "Brush size 3 rings", group: "Tools", keys: "3", test: plain("3"), run: (e) => e.setOptions({ brushSize: 3 }) },
  { id: "edit.undo", label: "Undo", group: "Edit", keys: "Ctrl+Z", test: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === "z", run: (e) => void e.undo() },
  {
    id: "edit.redo",
    label: "Redo",
    group: "Edit",
    keys: "Shift+Ctrl+Z",
    test: (e) => mod(e) && ((e.shiftKey && e.key.toLowerCase() === "z") || e.key.toLowerCase() === "y"),
    run: (e) => void e.redo(),
  },
  { id: "edit.copy", label: "Copy selected hexes", group: "Edit", keys: "Ctrl+C", test: (e) => mod(e) && e.key.toLowerCase() === "c", run: (_, ui) => ui.copy() },
  { id: "edit.paste", label: "Paste at the hex under the pointer", group: "Edit", keys: "Ctrl+V", test: (e) => mod(e) && e.key.toLowerCase() === "v", run: (_, ui) => ui.paste() },
  {
    id: "edit.delete",
    label: "Delete selection contents / selected hex's features",
    group: "Edit",
    keys: "Delete",
    test: (e) => e.key === "Delete" || e.key === "Backspace",
    run: (e) => {
      if (e.selection.size > 0) e.deleteSelectionContents();
      else if (e.selectedHex !== null) e.deleteFeaturesAt([e.selectedHex]);
    },
  },
  {
    id: "edit.selectNone",
    label: "Cancel stroke / picture alignment or trace / clear selection",
    group: "Edit",
    keys: "Esc",
    test: (e) => e.key === "Escape",
    run: (e, ui) => void (ui.cancelPicture() || e.cancelGesture() || (e.setSelection([]), e.selectHex(null))),
  },
  { id: "file.save", label: "Save", group: "File", keys: "Ctrl+S", test: (e) => mod(e) && e.key.toLowerCase() === "s", run: (_, ui) => ui.save() },
  { id: "file.png", label: "Export PNG", group: "File", keys: "Shift+P", test: (e) => !mod(e) && e.shiftKey && e.key.toLowerCase() === "p", run: (_, ui) => ui.exportPng() },
  { id: "file.svg", label: "Export SVG", group: "File", keys: "Shift+V", test: (e) => !mod(e) && e.shiftKey && e.key.toLowerCase() === "v", run: (_, ui) => ui.exportSvg() },
  { id: "view.fit", label: "Fit map", group: "View", keys: "0", test: plain("0"), run: (e) => e.fit() },
  { id: "view.in", label: "Zoom in", group: "View", keys: "+", test: (e) => !mod(e) && (e.key === "+" || e.key === "="), run: (e) => e.zoom(e.viewport.width / 2, e.viewport.height / 2, 1.25) },
  { id: "view.out", label: "Zoom out", group: "View", keys: "−", test: (e) => !mod(e) && (e.key === "-" || e.key === "_"), run: (e) => e.zoom(e.viewport.width / 2, e.viewport.height / 2, 0.8) },
  { id: "view.left", label: "Pan left", group: "View", keys: "←", test: (e) => e.key === "ArrowLeft", run: (e) => e.setView({ ...e.view, x: e.view.x + PAN_STEP }) },
  { id: "view.right", label: "Pan right", group: "View", keys: "→", test: (e) => e.key === "ArrowRight", run: (e) => e.setView({ ...e.view, x: e.view.x - PAN_STEP }) },
  { id: "view.up", label: "Pan up", group: "View", keys: "↑", test: (e) => e.key === "ArrowUp", run: (e) => e.setView({ ...e.view, y: e.view.y + PAN_STEP }) },
  { id: "view.down", label: "Pan down", group: "View", keys: "↓", test: (e) => e.key === "ArrowDown", run: (e) => e.setView({ ...e.view, y: e.view.y - PAN_STEP }) },
  { id: "view.grid", label: "Grid on/off", group: "View", keys: "Shift+G", test: (e) => !mod(e) && e.shiftKey && e.key.toLowerCase() === "g", run: (_, ui) => ui.toggleLayer("grid") },
  { id: "view.labels", label: "Hex labels on/off", group: "View", keys: "Shift+L", test: (e) => !mod(e) && e.shiftKey && e.key.toLowerCase() === "l", run: (_, ui) => ui.toggleLayer("labels") },
  { id: "view.minimap", label: "Minimap on/off", group: "View", keys: "M", test: plain("m"), run: (_, ui) => ui.toggleMinimap() },
  { id: "picture.panel", label: "Board picture panel", group: "View", keys: "Shift+B", test: (e) => !mod(e) && e.shiftKey && e.key.toLowerCase() === "b", run: (_, ui) => ui.togglePicture() },
  { id: "picture.trace", label: "Terrain from picture (click a sample, Enter paints)", group: "Edit", keys: "T", test: plain("t"), run: (_, ui) => ui.traceFromPicture() },
  nudgePicture("picture.left", "Nudge picture left", "←", "ArrowLeft", -PICTURE_STEP, 0),
  nudgePicture("picture.right", "Nudge picture right", "→", "ArrowRight", PICTURE_STEP, 0),
  nudgePicture("picture.up", "Nudge picture up", "↑", "ArrowUp", 0, -PICTURE_STEP),
  nudgePicture("picture.down", "Nudge picture down", "↓", "ArrowDown", 0, PICTURE_STEP),
  pictureOpacity("picture.fainter", "Picture fainter", "[", -0.1),
  pictureOpacity("picture.stronger", "Picture stronger", "]", 0.1),
  { id: "view.help", label: "Keyboard shortcuts", group: "View", keys: "?", test: (e) => e.key === "?", run: (_, ui) => ui.toggleHelp() },
];

/** Shifted tool letters (Shift+G, Shift+L…) are view commands: findCommand tests those first. */
export const commandFor = (e: KeyInput): Command | undefined => findCommand(COMMANDS, e);

export function keysOf(id: string): string {
  return COMMANDS.find((c) => c.id === id)?.keys ?? "";
}
