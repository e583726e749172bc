"use client";
/**
 * The order of battle as a grid: sort by any column, filter by text, edit a
 * cell in place, or select many rows and set one field for all of them (the
 * edit module builders ask for most). Every change is a text edit on the
 * Monaco model, so it shows in the JSON at once and Ctrl+Z undoes it. Adding
 * units (one, or numbered copies of a template row) and renaming an id
 * (which follows every reference) are one edit each, so one undo step.
 * Rows are windowed: a 2,000-unit OOB renders only what is on screen.
 */
import { memo, useEffect, useMemo, useRef, useState } from "react";
import {
  type FieldChange,
  MAX_COPIES,
  type OobRow,
  type TextEdit,
  UNIT_NUMBER_FIELDS,
  addUnitEdits,
  cellChoices as choicesFor,
  copyUnitEdits,
  list,
  newUnit,
  oobRows,
  reducedFieldEdits,
  renameUnitEdits,
  setupEdits,
  str,
  takenUnitIds,
  unitFieldEdits,
} from "@/lib/editor-intel";
import { type Shortcut, shortcutText } from "./commands";
import { setUnitDrag } from "./unit-drag";

/** What a command asks of the table (it may not be on screen yet when the command runs). */
export interface OobRequest {
  kind: "add" | "copies" | "rename";
}

/** The table's commands' shortcuts, for the registry in data-editor.tsx and the buttons' titles here. */
export const OOB_SHORTCUTS = {
  add: { alt: true, key: "n" },
  copies: { alt: true, shift: true, key: "n" },
  rename: { key: "F2" },
} as const satisfies Record<OobRequest["kind"], Shortcut>;

const ROW_HEIGHT = 28;
const OVERSCAN = 8;

type Column = { key: keyof OobRow; label: string; numeric?: boolean; width: number; title?: string };
const COLUMNS: Column[] = [
  { key: "id", label: "Id", width: 130 },
  { key: "type", label: "Type", width: 90 },
  { key: "name", label: "Name", width: 180 },
  { key: "nation", label: "Nation", width: 90 },
  { key: "formation", label: "Formation", width: 100 },
  { key: "attack", label: "AS", numeric: true, width: 44, title: "Attack strength" },
  { key: "defence", label: "DS", numeric: true, width: 44, title: "Defence strength" },
  { key: "er", label: "ER", numeric: true, width: 44, title: "Efficiency rating" },
  { key: "ma", label: "MA", numeric: true, width: 44, title: "Movement allowance" },
  { key: "sp", label: "SP", numeric: true, width: 44, title: "Stacking points" },
  { key: "steps", label: "Steps", numeric: true, width: 50 },
  // The reduced side, which the lints ask of a 2-step unit (W-UNIT-NO-REDUCED-SIDE) [#26 item 10].
  { key: "reducedAttack", label: "rAS", numeric: true, width: 44, title: "Attack strength on the reduced side" },
  { key: "reducedDefence", label: "rDS", numeric: true, width: 44, title: "Defence strength on the reduced side" },
  { key: "setup", label: "Setup", width: 110, title: "Setup hex, or turn and entry of a reinforcement" },
];
/** A row's full width: the checkbox, the columns, the show-in-JSON button. */
const ROW_WIDTH = 30 + COLUMNS.reduce((sum, c) => sum + c.width, 0) + 40;
const BULK_FIELDS = ["er", "attack", "defence", "ma", "sp", "steps", "nation", "formation", "type"] as const;

function compare(a: OobRow, b: OobRow, key: keyof OobRow): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return a.index - b.index;
  if (x === undefined || x === "") return 1;
  if (y === undefined || y === "") return -1;
  if (typeof x === "number" && typeof y === "number") return x - y;
  return String(x).localeCompare(String(y), undefined, { numeric: true });
}

/** A typed cell value to what the document stores: numbers as numbers, blank removes an optional field. */
function fieldValue(key: string, raw: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const text = raw.trim();
  if ((UNIT_NUMBER_FIELDS as readonly string[]).includes(key)) {
    if (text === "") return { ok: true, value: undefined };
    const n = Number(text);
    return Number.isInteger(n) ? { ok: true, value: n } : { ok: false, reason: `${key.toUpperCase()} must be a whole number` };
  }
  if (text === "" && (key === "formation")) return { ok: true, value: undefined };
  return text === "" ? { ok: false, reason: `${key} cannot be empty` } : { ok: true, value: text };
}

export const OobTable = memo(function OobTable(props: {
  value: unknown;
  /** The scenario's game, for a new unit's type when the OOB is empty. */
  game?: unknown;
  getText: () => string;
  onEdits: (edits: TextEdit[]) => void;
  onReveal: (pointer: string) => void;
  request?: OobRequest | null;
  /** The request has run: the parent forgets it, so a table mounted later does not run it again. */
  onRequestDone?: () => void;
}) {
  const rows = useMemo(() => oobRows(props.value), [props.value]);
  const [sort, setSort] = useState<{ key: keyof OobRow; dir: 1 | -1 } | null>(null);
  const [filter, setFilter] = useState("");
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [editing, setEditing] = useState<{ id: string; key: keyof OobRow } | null>(null);
  const [bulkField, setBulkField] = useState<(typeof BULK_FIELDS)[number]>("er");
  const [bulkValue, setBulkValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [copies, setCopies] = useState("3");
  /** A row to open for editing once the edit that adds it reaches the snapshot. */
  const [pendingEdit, setPendingEdit] = useState<{ id: string; key: keyof OobRow } | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);

  // Rows on screen follow the grid's height (window resizes, the problems panel opening).
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.clientHeight || 600));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    let out = words.length ? rows.filter((r) => words.every((w) => COLUMNS.some((c) => String(r[c.key] ?? "").toLowerCase().includes(w)))) : rows;
    if (sort) out = [...out].sort((a, b) => sort.dir * compare(a, b, sort.key));
    return out;
  }, [rows, filter, sort]);

  const bulkChoices = useMemo(() => choicesFor(bulkField, props.value, props.game), [bulkField, props.value, props.game]);

  // Selection is by unit id so it survives re-sorting and edits elsewhere in the text.
  const selectedRows = shown.filter((r) => selected.has(r.id));
  const allShownSelected = shown.length > 0 && selectedRows.length === shown.length;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shown.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);

  // Enter commits and closes the cell; the blur that may follow must not commit again (a rename would then fail).
  const open = useRef<{ id: string; key: keyof OobRow } | null>(null);
  useEffect(() => {
    open.current = editing;
  }, [editing]);

  function commit(row: OobRow, key: keyof OobRow, raw: string) {
    if (open.current?.id !== row.id || open.current.key !== key) return;
    open.current = null;
    setEditing(null);
    if (String(row[key] ?? "") === raw.trim()) return;
    if (key === "id") return rename(row, raw.trim());
    if (key === "setup") {
      if (/^T\d+ /.test(row.setup)) return setError(`${row.id} is a reinforcement: move it in the timeline.`);
      setError(null);
      return props.onEdits(setupEdits(props.getText(), row.id, raw.trim()));
    }
    if (key === "reducedAttack" || key === "reducedDefence") return commitReduced(row, key, raw);
    const v = fieldValue(key, raw);
    if (!v.ok) return setError(v.reason);
    setError(null);
    props.onEdits(unitFieldEdits(props.getText(), [{ index: row.index, field: key, value: v.value }]));
  }

  function commitReduced(row: OobRow, key: "reducedAttack" | "reducedDefence", raw: string) {
    const text = raw.trim();
    const n = Number(text);
    if (text !== "" && (!Number.isInteger(n) || n < 0)) return setError(`${key === "reducedAttack" ? "rAS" : "rDS"} must be a whole number from 0`);
    setError(null);
    const field = key === "reducedAttack" ? "attack" : "defence";
    const fresh = text !== "" && (row.reducedAttack === undefined || row.reducedDefence === undefined);
    if (text === "") setNotice(`${row.id} has no reduced side now (both rAS and rDS go).`);
    else if (fresh) setNotice(`${row.id}'s reduced side: ${field === "attack" ? "rDS" : "rAS"} takes the full-strength value until you set it.`);
    props.onEdits(reducedFieldEdits(props.getText(), row.index, field, text === "" ? undefined : n, row));
  }

  /** A new id is written everywhere the old one is (setup, reinforcements, …): one edit, one undo step. */
  function rename(row: OobRow, to: string) {
    const r = renameUnitEdits(props.getText(), row.id, to, row.index);
    if (!r.ok) return setError(r.reason);
    setError(null);
    setNotice(`Renamed ${row.id} to ${to} in ${r.places} place${r.places === 1 ? "" : "s"}.`);
    setSelected((s) => (s.has(row.id) ? new Set([...s].filter((id) => id !== row.id).concat(to)) : s));
    props.onEdits(r.edits);
  }

  /** Adds a unit after the selected one (or at the end), typed like it, and opens its id for editing. */
  function addUnit() {
    const template = selectedRows.length === 1 ? selectedRows[0] : rows[rows.length - 1];
    const firstType = list(props.game, "unitTypes")[0];
    const firstNation = list(props.value, "nations")[0];
    const unit = newUnit(takenUnitIds(props.value), {
      type: template?.type || str(firstType?.id) || "inf",
      nation: template?.nation || str(firstNation?.id) || "nation",
    });
    setError(null);
    setFilter("");
    // Say where the nation and type came from, rather than take them silently [#26 item 10].
    const nameOf = (items: Record<string, unknown>[], id: unknown) => str(items.find((x) => x.id === id)?.name) ?? String(id);
    const what = `${nameOf(list(props.value, "nations"), unit.nation)} ${nameOf(list(props.game, "unitTypes"), unit.type)}`;
    const from = template ? `${selectedRows.length === 1 ? "the selected row" : "the last row"}, ${template.id}` : "the first nation and type";
    setNotice(`Added ${String(unit.id)}: ${what}, as ${from} (change them in their cells). Type its id, then its values.`);
    setSelected(new Set([unit.id as string]));
    setPendingEdit({ id: unit.id as string, key: "id" });
    props.onEdits(addUnitEdits(props.getText(), unit, template?.index));
  }

  /** n numbered copies of the one selected row, right after it; the copies are selected for a bulk edit. */
  function addCopies() {
    const template = selectedRows[0];
    if (selectedRows.length !== 1 || !template) return setError("Select one unit to copy: its copies are numbered after it.");
    const r = copyUnitEdits(props.getText(), template.index, Number(copies));
    if (!r.ok) return setError(r.reason);
    setError(null);
    setNotice(`Added ${r.ids.length} cop${r.ids.length === 1 ? "y" : "ies"} of ${template.id}: ${r.ids[0]}${r.ids.length > 1 ? ` … ${r.ids[r.ids.length - 1]}` : ""}.`);
    setSelected(new Set(r.ids));
    props.onEdits(r.edits);
  }

  function startRename() {
    const row = selectedRows[0];
    if (selectedRows.length !== 1 || !row) return setError("Select one unit to rename.");
    setError(null);
    setEditing({ id: row.id, key: "id" });
  }

  // Commands from the registry (shortcuts, F1) arrive as requests; the latest one runs once.
  const handled = useRef<OobRequest | null>(null);
  const actions = useRef({ add: addUnit, copies: addCopies, rename: startRename });
  useEffect(() => {
    actions.current = { add: addUnit, copies: addCopies, rename: startRename };
  });
  const { request, onRequestDone } = props;
  useEffect(() => {
    if (!request || request === handled.current) return;
    handled.current = request;
    actions.current[request.kind]();
    onRequestDone?.();
  }, [request, onRequestDone]);

  // A row just added: once it is in the snapshot, scroll to it and open its cell.
  useEffect(() => {
    if (!pendingEdit) return;
    const at = shown.findIndex((r) => r.id === pendingEdit.id);
    if (at < 0) return;
    setPendingEdit(null);
    setEditing(pendingEdit);
    const el = scroller.current;
    if (el && (at * ROW_HEIGHT < el.scrollTop || (at + 1) * ROW_HEIGHT > el.scrollTop + el.clientHeight)) el.scrollTop = Math.max(0, at * ROW_HEIGHT - el.clientHeight / 2);
  }, [pendingEdit, shown]);

  function applyBulk() {
    const v = fieldValue(bulkField, bulkValue);
    if (!v.ok) return setError(v.reason);
    setError(null);
    const changes: FieldChange[] = selectedRows.map((r) => ({ index: r.index, field: bulkField, value: v.value }));
    props.onEdits(unitFieldEdits(props.getText(), changes));
  }

  function toggle(id: string, on: boolean) {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <div className="de-oob" data-testid="oob-table">
      <div className="de-oob-bar">
        <input type="search" aria-label="Filter units" placeholder="Filter: nation, type, id, hex…" value={filter} onChange={(e) => setFilter(e.target.value)} />
        <span className="muted">
          {shown.length} of {rows.length} units
        </span>
        <button type="button" className="btn small" onClick={addUnit} title={`Add a unit after the selected one, of its nation and type (${shortcutText(OOB_SHORTCUTS.add)})`}>
          + Unit
        </button>
        <span className="de-bulk" aria-label="Copies">
          <input aria-label="Number of copies" type="number" min={1} max={MAX_COPIES} value={copies} onChange={(e) => setCopies(e.target.value)} onKeyDown={(e) => e.key === "Enter" && addCopies()} style={{ width: 56 }} />
          <button
            type="button"
            className="btn small"
            disabled={selectedRows.length !== 1}
            onClick={addCopies}
            title={`Add numbered copies of the selected unit: "3rd Bde" gives "3rd Bde 1", "3rd Bde 2", … (${shortcutText(OOB_SHORTCUTS.copies)})`}
          >
            Copy ×{copies || "?"}
          </button>
          <button type="button" className="btn small" disabled={selectedRows.length !== 1} onClick={startRename} title={`Rename the selected unit's id everywhere it is used (${shortcutText(OOB_SHORTCUTS.rename)})`}>
            Rename id
          </button>
        </span>
        <span className="grow" />
        <span className="de-bulk" aria-label="Bulk edit">
          <strong>{selectedRows.length}</strong> selected — set
          <select
            aria-label="Bulk field"
            value={bulkField}
            onChange={(e) => {
              setBulkField(e.target.value as (typeof BULK_FIELDS)[number]);
              setBulkValue("");
            }}
          >
            {BULK_FIELDS.map((f) => (
              <option key={f} value={f}>
                {COLUMNS.find((c) => c.key === f)?.label ?? f}
              </option>
            ))}
          </select>
          to
          {bulkChoices ? (
            <select aria-label="Bulk value" value={bulkValue} onChange={(e) => setBulkValue(e.target.value)} style={{ width: 140 }}>
              {bulkField !== "formation" && <option value="">Pick…</option>}
              {bulkChoices.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input aria-label="Bulk value" value={bulkValue} onChange={(e) => setBulkValue(e.target.value)} onKeyDown={(e) => e.key === "Enter" && applyBulk()} style={{ width: 90 }} />
          )}
          <button type="button" className="btn small primary" disabled={selectedRows.length === 0} onClick={applyBulk}>
            Apply to {selectedRows.length}
          </button>
        </span>
      </div>
      {error && (
        <div className="banner error de-inline-error" role="alert">
          {error}
        </div>
      )}
      {!error && notice && (
        <div className="muted de-inline-error" role="status">
          {notice}
        </div>
      )}
      <div ref={head} className="de-grid-head" role="row">
        <span className="de-check">
          <input
            type="checkbox"
            aria-label="Select all shown units"
            checked={allShownSelected}
            onChange={(e) => setSelected(e.target.checked ? new Set([...selected, ...shown.map((r) => r.id)]) : new Set([...selected].filter((id) => !shown.some((r) => r.id === id))))}
          />
        </span>
        {COLUMNS.map((c) => (
          <button
            key={c.key}
            type="button"
            role="columnheader"
            title={c.title ? `${c.title} — sort` : "Sort"}
            style={{ width: c.width }}
            className={c.numeric ? "num" : undefined}
            aria-sort={sort?.key === c.key ? (sort.dir === 1 ? "ascending" : "descending") : "none"}
            onClick={() => setSort(sort?.key === c.key ? (sort.dir === 1 ? { key: c.key, dir: -1 } : null) : { key: c.key, dir: 1 })}
          >
            {c.label}
            {sort?.key === c.key ? (sort.dir === 1 ? " ▲" : " ▼") : ""}
          </button>
        ))}
      </div>
      <div
        ref={scroller}
        className="de-grid-body"
        role="grid"
        aria-label="Order of battle"
        aria-rowcount={shown.length}
        onScroll={(e) => {
          setScrollTop(e.currentTarget.scrollTop);
          if (head.current) head.current.scrollLeft = e.currentTarget.scrollLeft;
        }}
      >
        <div style={{ height: shown.length * ROW_HEIGHT, minWidth: ROW_WIDTH, position: "relative" }}>
          {shown.slice(first, last).map((row, i) => (
            <div
              key={`${row.index}:${row.id}`}
              role="row"
              className="de-grid-row"
              data-unit={row.id}
              aria-selected={selected.has(row.id)}
              style={{ top: (first + i) * ROW_HEIGHT, height: ROW_HEIGHT }}
              // Onto the map pane: the selected rows when this is one of them, else this row.
              draggable={editing?.id !== row.id}
              onDragStart={(e) => setUnitDrag(e.dataTransfer, selected.has(row.id) ? [...selected] : [row.id])}
            >
              <span className="de-check">
                <input type="checkbox" aria-label={`Select ${row.id}`} checked={selected.has(row.id)} onChange={(e) => toggle(row.id, e.target.checked)} />
              </span>
              {COLUMNS.map((c) => {
                const editingHere = editing && editing.id === row.id && editing.key === c.key;
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
                    onChange={(e) => commit(row, c.key, e.currentTarget.value)}
                    onBlur={() => open.current?.id === row.id && open.current.key === c.key && setEditing(null)}
                    onKeyDown={(e) => {
                      if (e.key === "Escape") setEditing(null);
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
                    onBlur={(e) => commit(row, c.key, e.currentTarget.value)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter") commit(row, c.key, e.currentTarget.value);
                      if (e.key === "Escape") setEditing(null);
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
                    onDoubleClick={() => setEditing({ id: row.id, key: c.key })}
                    onClick={(e) => e.altKey && props.onReveal(`/units/${row.index}`)}
                  >
                    {String(row[c.key] ?? "")}
                  </span>
                );
              })}
              <button type="button" className="btn ghost small de-show" title="Show in JSON" aria-label={`Show ${row.id} in JSON`} onClick={() => props.onReveal(`/units/${row.index}`)}>
                {"{}"}
              </button>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
});
