"use client";

import { useRef } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { describeUses, hexesCutOff, scenarioSources, usesOfHexes } from "@/lib/validate/uses";
import { loadScenariosOnMap } from "../../_actions/editor-context";
import { FormDialog } from "../form-dialog";

/**
 * Resizing the hex map. When the hexes it cuts off hold what a scenario of
 * the project places or scores there, the first Resize only says which
 * scenarios and what [#26 item 2]; pressing Resize again with the same numbers
 * resizes (Ctrl+Z undoes it).
 */
export function ResizeDialog(props: { editor: MapEditor; projectId: string; documentId: string; open: boolean; onClose: () => void }) {
  const { editor } = props;
  /** The numbers the designer was warned about: the same numbers again go ahead. */
  const warned = useRef<string | null>(null);
  return (
    <FormDialog
      open={props.open}
      title="Resize map"
      submitLabel="Resize"
      fields={[
        { name: "left", label: "Columns to add on the left (negative removes)", initial: "0" },
        { name: "right", label: "Columns to add on the right", initial: "0" },
        { name: "top", label: "Rows to add at the top", initial: "0" },
        { name: "bottom", label: "Rows to add at the bottom", initial: "0" },
      ]}
      onClose={() => {
        warned.current = null;
        props.onClose();
      }}
      onSubmit={async (v) => {
        const by = { left: Number(v.left), right: Number(v.right), top: Number(v.top), bottom: Number(v.bottom) };
        if (Object.values(by).some((n) => !Number.isInteger(n))) return "Each value must be a whole number.";
        const key = JSON.stringify(by);
        if (warned.current !== key && Object.values(by).some((n) => n < 0)) {
          const cut = hexesCutOff(editor.document(), by);
          const found = cut.size > 0 ? await loadScenariosOnMap(props.projectId, props.documentId) : null;
          const uses = found?.ok ? usesOfHexes(scenarioSources(found.value), cut) : [];
          if (uses.length > 0 || (found && !found.ok)) {
            warned.current = key;
            const what = found?.ok ? `The hexes cut off are used by: ${describeUses(uses)}` : `Could not check which scenarios use the hexes cut off (${found?.error}).`;
            return `${what} Press Resize again to cut them off anyway; Ctrl+Z undoes the resize.`;
          }
        }
        try {
          editor.resize(by);
          editor.fit();
          warned.current = null;
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      }}
    >
      <p className="muted">Everything painted stays where it is relative to its neighbours; hex labels are renumbered. Undo reverses it.</p>
    </FormDialog>
  );
}
