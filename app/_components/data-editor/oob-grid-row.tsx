"use client";

import { type OobRow, cellChoices as choicesFor } from "@/lib/editor-intel";
import { CounterThumb } from "./counter-thumb";
import { COLUMNS, ROW_HEIGHT } from "./oob-columns";
import { setUnitDrag } from "./unit-drag";

/**
 * One unit's row in the OOB grid: its checkbox, its cells (the one being
 * edited as a field, or a list where the value is a choice) and "show in
 * JSON". It drags onto the map pane: the selected rows when it is one of them.
 */
export function OobGridRow(props: {
  row: OobRow;
  /** Where the row sits in the windowed grid. */
  top: number;
  checked: boolean;
  /** The cell being edited in this row. */
  editing: keyof OobRow | null;
  value: unknown;
  game?: unknown;
  dragIds: () => string[];
  onToggle: (on: boolean) => void;
  onEdit: (key: keyof OobRow) => void;
  onCommit: (key: keyof OobRow, raw: string) => void;
  /** A list was left without a choice: it closes, unless the choice already closed it. */
  onLeaveChoice: (key: keyof OobRow) => void;
  onCancel: () => void;
  onReveal: (pointer: string) => void;
}) {
  const { row } = props;
  return (
    <div
      role="row"
      className="de-grid-row"
      data-unit={row.id}
      aria-selected={props.checked}
      style={{ top: props.top, height: ROW_HEIGHT }}
      // Onto the map pane: the selected rows when this is one of them, else this row.
      draggable={props.editing === null}
      onDragStart={(e) => setUnitDrag(e.dataTransfer, props.dragIds())}
    >
      <span className="de-check">
        <input type="checkbox" aria-label={`Select ${row.id}`} checked={props.checked} onChange={(e) => props.onToggle(e.target.checked)} />
      </span>
      {COLUMNS.map((c) => {
        const editingHere = props.editing === c.key;
        const choices = editingHere ? choicesFor(c.key, props.value, props.game) : null;
        // A value not declared (a typo in the JSON) stays listed, so opening the cell changes nothing by itself.
        const current = String(row[c.key] ?? "");
        return editingHere && choices ? (
          <select
            key={c.key}
            autoFocus
            aria-label={`${c.label} of ${row.id}`}
            defaultValue={current}
            style={{ width: Math.max(c.width, 140) }}
            onChange={(e) => props.onCommit(c.key, e.currentTarget.value)}
            onBlur={() => props.onLeaveChoice(c.key)}
            onKeyDown={(e) => {
              if (e.key === "Escape") props.onCancel();
            }}
          >
            {!choices.some((o) => o.value === current) && <option value={current}>{current || "(none)"}</option>}
            {choices.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : editingHere ? (
          <input
            key={c.key}
            autoFocus
            aria-label={`${c.label} of ${row.id}`}
            defaultValue={String(row[c.key] ?? "")}
            style={{ width: c.width }}
            className={c.numeric ? "num" : undefined}
            onBlur={(e) => props.onCommit(c.key, e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") props.onCommit(c.key, e.currentTarget.value);
              if (e.key === "Escape") props.onCancel();
            }}
          />
        ) : (
          <span
            key={c.key}
            role="gridcell"
            data-col={c.key}
            tabIndex={-1}
            style={{ width: c.width }}
            className={c.numeric ? "num" : undefined}
            title={c.key === "id" ? "Double-click to rename everywhere it is used; Alt+click to show in JSON" : "Double-click to edit"}
            onDoubleClick={() => props.onEdit(c.key)}
            onClick={(e) => e.altKey && props.onReveal(`/units/${row.index}`)}
          >
            {c.key === "name" && <CounterThumb scenario={props.value} game={props.game} index={row.index} name={row.name || row.id} />}
            {c.key === "formation" && row.formationColour && <i className="de-chip" data-colour={row.formationColour} style={{ background: row.formationColour }} aria-hidden="true" />}
            {String(row[c.key] ?? "")}
          </span>
        );
      })}
      <button type="button" className="btn ghost small de-show" title="Show in JSON" aria-label={`Show ${row.id} in JSON`} onClick={() => props.onReveal(`/units/${row.index}`)}>
        {"{}"}
      </button>
    </div>
  );
}
