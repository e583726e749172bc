import { type EditorCommand, findCommand, type KeyInput, plainKey, withModifier } from "@/lib/editor-core/commands";
import type { AreaEditor } from "./editor";
import type { AreaToolId } from "./tools/types";

/** What the area painter's commands can ask of the React shell around the editor. */
export interface AreaPainterUi {
  save(): void;
  toggleHelp(): void;
  exportPng(): void;
  exportSvg(): void;
  /**
   * Deleting a space: the shell first says which scenarios use it and asks
   * [#26 item 2]; without it the space goes at once (Ctrl+Z brings it back).
   */
  deleteSpace?(id: string): void;
}

export type AreaCommand = EditorCommand<AreaEditor, AreaPainterUi, "Tools" | "Edit" | "File" | "View">;

const tool = (id: AreaToolId, label: string, key: string): AreaCommand => ({
  id: `tool.${id}`,
  label,
  group: "Tools",
  keys: key.toUpperCase(),
  test: plainKey(key),
  run: (editor) => editor.setTool(id),
});

/**
 * Every area-painter action with its shortcut: one registry for the
 * keyboard, the toolbar and the `?` help overlay. The view may append its
 * own view commands (zoom, pan, layers).
 */
export const AREA_COMMANDS: AreaCommand[] = [
  tool("select", "Select, drag vertices", "v"),
  {
    id: "tool.draw-territory",
    label: "Draw territory",
    group: "Tools",
    keys: "T",
    test: plainKey("t"),
    run: (e) => {
      e.setDrawKind("territory");
      e.setTool("draw");
    },
  },
  {
    id: "tool.draw-sea",
    label: "Draw sea zone",
    group: "Tools",
    keys: "Z",
    test: plainKey("z"),
    run: (e) => {
      e.setDrawKind("seaZone");
      e.setTool("draw");
    },
  },
  tool("add-polygon", "Add an outline to the selected space (islands)", "p"),
  tool("insert-vertex", "Insert vertex on a side", "i"),
  tool("delete-vertex", "Delete vertex", "x"),
  tool("split", "Split a space along a line", "k"),
  tool("merge", "Merge two spaces", "m"),
  tool("label", "Move label", "l"),
  tool("connect", "Connect / disconnect two spaces", "c"),
  tool("canal", "Canal", "n"),
  tool("pan", "Pan", "h"),
  { id: "edit.undo", label: "Undo", group: "Edit", keys: "Ctrl+Z", test: (e) => withModifier(e) && !e.shiftKey && e.key.toLowerCase() === "z", run: (e) => void e.undo() },
  {
    id: "edit.redo",
    label: "Redo",
    group: "Edit",
    keys: "Shift+Ctrl+Z",
    test: (e) => withModifier(e) && ((e.shiftKey && e.key.toLowerCase() === "z") || e.key.toLowerCase() === "y"),
    run: (e) => void e.redo(),
  },
  { id: "edit.finish", label: "Close outline / end line / make canal", group: "Edit", keys: "Enter", test: (e) => e.key === "Enter", run: (e) => void e.key("Enter") },
  {
    id: "edit.delete",
    label: "Take back last point / delete selected vertex or space",
    group: "Edit",
    keys: "Delete",
    test: (e) => e.key === "Delete" || e.key === "Backspace",
    run: (e, ui) => {
      if (e.key("Backspace")) return;
      const space = e.selectedSpace;
      if (space && ui.deleteSpace && !(e.selectedVertex !== null && e.model.vertices.has(e.selectedVertex))) ui.deleteSpace(space);
      else e.deleteSelection();
    },
  },
  { id: "edit.cancel", label: "Cancel drawing or drag / clear selection", group: "Edit", keys: "Esc", test: (e) => e.key === "Escape", run: (e) => void (e.cancelGesture() || e.select(null)) },
  { id: "file.save", label: "Save", group: "File", keys: "Ctrl+S", test: (e) => withModifier(e) && e.key.toLowerCase() === "s", run: (_, ui) => ui.save() },
  { id: "file.png", label: "Export PNG", group: "File", keys: "Shift+P", test: (e) => !withModifier(e) && e.shiftKey && e.key.toLowerCase() === "p", run: (_, ui) => ui.exportPng() },
  { id: "file.svg", label: "Export SVG", group: "File", keys: "Shift+S", test: (e) => !withModifier(e) && e.shiftKey && e.key.toLowerCase() === "s", run: (_, ui) => ui.exportSvg() },
  { id: "view.help", label: "Keyboard shortcuts", group: "View", keys: "?", test: (e) => e.key === "?", run: (_, ui) => ui.toggleHelp() },
];

export function areaCommandFor(e: KeyInput, commands: readonly AreaCommand[] = AREA_COMMANDS): AreaCommand | undefined {
  return findCommand(commands, e);
}
