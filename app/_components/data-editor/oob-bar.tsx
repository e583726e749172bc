"use client";

import { MAX_COPIES } from "@/lib/editor-intel";
import { shortcutText } from "./commands";
import { BULK_FIELDS, COLUMNS } from "./oob-columns";
import { OOB_SHORTCUTS } from "./oob-commands";

type BulkField = (typeof BULK_FIELDS)[number];

/** The OOB table's bar: the filter, adding units (one, or numbered copies of the selected one), renaming, and one field set for every selected row. */
export function OobBar(props: {
  filter: string;
  onFilter: (text: string) => void;
  shown: number;
  total: number;
  onAdd: () => void;
  copies: string;
  onCopies: (text: string) => void;
  onAddCopies: () => void;
  onRename: () => void;
  /** How many rows are selected. */
  selected: number;
  bulkField: BulkField;
  onBulkField: (field: BulkField) => void;
  bulkValue: string;
  onBulkValue: (text: string) => void;
  /** The values the bulk field may take, when it is a choice (a nation, a type…). */
  bulkChoices: { value: string; label: string }[] | null;
  onApplyBulk: () => void;
}) {
  return (
    <div className="de-oob-bar">
      <input type="search" aria-label="Filter units" placeholder="Filter: nation, type, id, hex…" value={props.filter} onChange={(e) => props.onFilter(e.target.value)} />
      <span className="muted">
        {props.shown} of {props.total} units
      </span>
      <button type="button" className="btn small" onClick={props.onAdd} title={`Add a unit after the selected one, of its nation and type (${shortcutText(OOB_SHORTCUTS.add)})`}>
        + Unit
      </button>
      <span className="de-bulk" aria-label="Copies">
        <input aria-label="Number of copies" type="number" min={1} max={MAX_COPIES} value={props.copies} onChange={(e) => props.onCopies(e.target.value)} onKeyDown={(e) => e.key === "Enter" && props.onAddCopies()} style={{ width: 56 }} />
        <button
          type="button"
          className="btn small"
          disabled={props.selected !== 1}
          onClick={props.onAddCopies}
          title={`Add numbered copies of the selected unit: "3rd Bde" gives "3rd Bde 1", "3rd Bde 2", … (${shortcutText(OOB_SHORTCUTS.copies)})`}
        >
          Copy ×{props.copies || "?"}
        </button>
        <button type="button" className="btn small" disabled={props.selected !== 1} onClick={props.onRename} title={`Rename the selected unit's id everywhere it is used (${shortcutText(OOB_SHORTCUTS.rename)})`}>
          Rename id
        </button>
      </span>
      <span className="grow" />
      <span className="de-bulk" aria-label="Bulk edit">
        <strong>{props.selected}</strong> selected — set
        <select
          aria-label="Bulk field"
          value={props.bulkField}
          onChange={(e) => props.onBulkField(e.target.value as BulkField)}
        >
          {BULK_FIELDS.map((f) => (
            <option key={f} value={f}>
              {COLUMNS.find((c) => c.key === f)?.label ?? f}
            </option>
          ))}
        </select>
        to
        {props.bulkChoices ? (
          <select aria-label="Bulk value" value={props.bulkValue} onChange={(e) => props.onBulkValue(e.target.value)} style={{ width: 140 }}>
            {props.bulkField !== "formation" && <option value="">Pick…</option>}
            {props.bulkChoices.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <input aria-label="Bulk value" value={props.bulkValue} onChange={(e) => props.onBulkValue(e.target.value)} onKeyDown={(e) => e.key === "Enter" && props.onApplyBulk()} style={{ width: 90 }} />
        )}
        <button type="button" className="btn small primary" disabled={props.selected === 0} onClick={props.onApplyBulk}>
          Apply to {props.selected}
        </button>
      </span>
    </div>
  );
}
