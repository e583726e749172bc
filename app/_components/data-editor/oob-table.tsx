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
  type OobRow,
  type TextEdit,
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
import { BULK_FIELDS, COLUMNS, ROW_HEIGHT, ROW_WIDTH, compare, fieldValue } from "./oob-columns";
import { OobBar } from "./oob-bar";
import type { OobRequest } from "./oob-commands";
import { OobGridHead, type OobSort } from "./oob-grid-head";
import { OobGridRow } from "./oob-grid-row";
import { useRowWindow } from "./use-row-window";

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
  const [sort, setSort] = useState<OobSort>(null);
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
  const head = useRef<HTMLDivElement>(null);


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
  const { scroller, first, last, onScroll } = useRowWindow(shown.length);

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
  }, [pendingEdit, shown, scroller]);

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
      <OobBar
        filter={filter}
        onFilter={setFilter}
        shown={shown.length}
        total={rows.length}
        onAdd={addUnit}
        copies={copies}
        onCopies={setCopies}
        onAddCopies={addCopies}
        onRename={startRename}
        selected={selectedRows.length}
        bulkField={bulkField}
        onBulkField={(f) => {
          setBulkField(f);
          setBulkValue("");
        }}
        bulkValue={bulkValue}
        onBulkValue={setBulkValue}
        bulkChoices={bulkChoices}
        onApplyBulk={applyBulk}
      />
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
      <OobGridHead
        ref={head}
        allSelected={allShownSelected}
        onSelectAll={(on) => setSelected(on ? new Set([...selected, ...shown.map((r) => r.id)]) : new Set([...selected].filter((id) => !shown.some((r) => r.id === id))))}
        sort={sort}
        onSort={setSort}
      />
      <div
        ref={scroller}
        className="de-grid-body"
        role="grid"
        aria-label="Order of battle"
        aria-rowcount={shown.length}
        onScroll={(e) => {
          onScroll(e.currentTarget.scrollTop);
          if (head.current) head.current.scrollLeft = e.currentTarget.scrollLeft;
        }}
      >
        <div style={{ height: shown.length * ROW_HEIGHT, minWidth: ROW_WIDTH, position: "relative" }}>
          {shown.slice(first, last).map((row, i) => (
            <OobGridRow
              key={`${row.index}:${row.id}`}
              row={row}
              top={(first + i) * ROW_HEIGHT}
              checked={selected.has(row.id)}
              editing={editing?.id === row.id ? editing.key : null}
              value={props.value}
              game={props.game}
              dragIds={() => (selected.has(row.id) ? [...selected] : [row.id])}
              onToggle={(on) => toggle(row.id, on)}
              onEdit={(key) => setEditing({ id: row.id, key })}
              onCommit={(key, raw) => commit(row, key, raw)}
              onLeaveChoice={(key) => open.current?.id === row.id && open.current.key === key && setEditing(null)}
              onCancel={() => setEditing(null)}
              onReveal={props.onReveal}
            />
          ))}
        </div>
      </div>
    </div>
  );
});
