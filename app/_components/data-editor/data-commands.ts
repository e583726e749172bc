import type { EditorCommand } from "./commands";
import { OOB_SHORTCUTS, type OobRequest } from "./oob-commands";

export type View = "json" | "oob" | "timeline" | "area";

/** What the data editor's commands act on: the shell's save, the text, the views. */
export interface DataCommandTarget {
  /** Ctrl+S: for a viewer, it says why nothing saves (and does not open the browser's "save page"). */
  save: () => void;
  format: () => void;
  setView: (view: View) => void;
  /** Shows the OOB table and hands it the request (it may mount only now). */
  oob: (kind: OobRequest["kind"]) => void;
  /** Monaco's rename (F2) on a unit id or reference in the text. */
  renameInText: () => void;
  undo: () => void;
  redo: () => void;
  view: View;
  isScenario: boolean;
  isArea: boolean;
}

/** Every data-editor action with its shortcut: the window's keys and Monaco's F1 palette read this one list. */
export function dataCommands(t: DataCommandTarget): EditorCommand[] {
  return [
    { id: "warbench.save", label: "Save", shortcut: { ctrl: true, key: "s" }, run: t.save },
    { id: "warbench.format", label: "Format document", shortcut: { shift: true, alt: true, key: "f" }, run: t.format },
    { id: "warbench.view.json", label: "Show JSON", shortcut: { alt: true, key: "1" }, run: () => t.setView("json") },
    ...(t.isArea ? [{ id: "warbench.view.area", label: "Show the area setup", shortcut: { alt: true, key: "2" }, run: () => t.setView("area") }] : []),
    ...(t.isScenario && !t.isArea
      ? [
          { id: "warbench.view.oob", label: "Show OOB table", shortcut: { alt: true, key: "2" }, run: () => t.setView("oob") },
          { id: "warbench.view.timeline", label: "Show reinforcement timeline", shortcut: { alt: true, key: "3" }, run: () => t.setView("timeline") },
          { id: "warbench.oob.add", label: "Add a unit", shortcut: OOB_SHORTCUTS.add, run: () => t.oob("add") },
          { id: "warbench.oob.copies", label: "Add numbered copies of the selected unit", shortcut: OOB_SHORTCUTS.copies, run: () => t.oob("copies") },
          {
            id: "warbench.oob.rename",
            label: "Rename a unit id everywhere",
            shortcut: OOB_SHORTCUTS.rename,
            // In the text, Monaco's rename (F2) on a unit id or reference; in the table, the selected row's id.
            run: () => (t.view === "json" ? t.renameInText() : t.oob("rename")),
          },
        ]
      : []),
    { id: "warbench.undo", label: "Undo", shortcut: { ctrl: true, key: "z" }, run: t.undo },
    { id: "warbench.redo", label: "Redo", shortcut: { ctrl: true, key: "y" }, run: t.redo },
  ];
}
