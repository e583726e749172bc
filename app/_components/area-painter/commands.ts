import { AREA_COMMANDS as EDITOR_COMMANDS, type AreaPainterUi } from "@/lib/area-painter/commands";
import type { AreaEditor } from "@/lib/area-painter/editor";
import { type EditorCommand, type KeyInput, findCommand, plainKey, withModifier } from "@/lib/editor-core/commands";
import type { AreaView } from "../board-canvas/area-view";

/** What the commands can ask of the React shell: the headless registry's needs plus the view's. */
export interface AreaUi extends AreaPainterUi {
  view: AreaView;
  toggleLabels(): void;
}

export type AreaViewCommand = EditorCommand<AreaEditor, AreaUi, "Tools" | "Edit" | "View" | "File">;

const PAN_STEP = 80;

/** Zoom, pan and layers belong to the view, so they are added here to the editor's own registry. */
const VIEW_COMMANDS: AreaViewCommand[] = [
  { id: "view.fit", label: "Fit map", group: "View", keys: "0", test: plainKey("0"), run: (_, ui) => ui.view.fit() },
  { id: "view.in", label: "Zoom in", group: "View", keys: "+", test: (e) => !withModifier(e) && (e.key === "+" || e.key === "="), run: (_, ui) => ui.view.zoomAt(ui.view.width / 2, ui.view.height / 2, 1.25) },
  { id: "view.out", label: "Zoom out", group: "View", keys: "−", test: (e) => !withModifier(e) && (e.key === "-" || e.key === "_"), run: (_, ui) => ui.view.zoomAt(ui.view.width / 2, ui.view.height / 2, 0.8) },
  { id: "view.left", label: "Pan left", group: "View", keys: "←", test: (e) => e.key === "ArrowLeft", run: (_, ui) => ui.view.pan(PAN_STEP, 0) },
  { id: "view.right", label: "Pan right", group: "View", keys: "→", test: (e) => e.key === "ArrowRight", run: (_, ui) => ui.view.pan(-PAN_STEP, 0) },
  { id: "view.up", label: "Pan up", group: "View", keys: "↑", test: (e) => e.key === "ArrowUp", run: (_, ui) => ui.view.pan(0, PAN_STEP) },
  { id: "view.down", label: "Pan down", group: "View", keys: "↓", test: (e) => e.key === "ArrowDown", run: (_, ui) => ui.view.pan(0, -PAN_STEP) },
  { id: "view.labels", label: "Names and IPC on/off", group: "View", keys: "Shift+L", test: (e) => !withModifier(e) && e.shiftKey && e.key.toLowerCase() === "l", run: (_, ui) => ui.toggleLabels() },
];

/** Every area-editor action with its shortcut: the keyboard, the toolbar and the `?` overlay read this one list. */
export const AREA_VIEW_COMMANDS: AreaViewCommand[] = [...EDITOR_COMMANDS, ...VIEW_COMMANDS];

export const areaCommandFor = (e: KeyInput) => findCommand(AREA_VIEW_COMMANDS, e);
export const areaKeysOf = (id: string) => AREA_VIEW_COMMANDS.find((c) => c.id === id)?.keys ?? "";
