"use client";

import { useState } from "react";
import type { AreaEditor } from "@/lib/area-painter/editor";
import type { SpacePatch } from "@/lib/area-painter/edits";
import type { EditorError } from "@/lib/area-painter/editor-types";

/** A text field that commits on Enter or blur (one undo step per commit, not per key). */
function Committed(props: { label: string; value: string; onCommit: (v: string) => EditorError | null; numeric?: boolean; testId?: string }) {
  const id = `ai-${props.label.replace(/\W+/g, "-").toLowerCase()}`;
  // Why the last edit was refused, beside the field it was typed in [#26 item 10].
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        key={props.value}
        data-testid={props.testId}
        type="text"
        inputMode={props.numeric ? "numeric" : undefined}
        defaultValue={props.value}
        autoComplete="off"
        onKeyDown={(e) => {
          if (e.key === "Enter") e.currentTarget.blur();
          if (e.key === "Escape") {
            e.currentTarget.value = props.value;
            e.currentTarget.blur();
          }
        }}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${id}-refused` : undefined}
        onBlur={(e) => {
          const next = e.currentTarget.value;
          if (next === props.value) return setRefused(null);
          // A refused edit puts the old value back, and says why.
          const error = props.onCommit(next);
          if (error) e.currentTarget.value = props.value;
          setRefused(error ? `“${next}” was not taken: ${error.error}` : null);
        }}
      />
      {refused && (
        <p id={`${id}-refused`} className="field-error" role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}

const FLAGS = [
  ["victoryCity", "Victory city"],
  ["capital", "Capital"],
  ["industrialComplex", "Industrial complex"],
  ["neutral", "Neutral"],
  ["impassable", "Impassable"],
] as const;

/** The selected space's properties; every change goes through the editor's commands, so it undoes. */
export function AreaInspector({ editor, onDelete }: { editor: AreaEditor; onDelete?: (id: string) => void }) {
  const id = editor.selectedSpace;
  const view = id ? editor.spaceView(id) : null;
  if (!id || !view) {
    return (
      <div className="painter-panel" data-testid="area-inspector">
        <h3>Space</h3>
        <p className="muted">Select a space (V) to edit its name, owner, IPC and flags. Draw a territory with T, a sea zone with Z: click its corners, then the first one again.</p>
      </div>
    );
  }
  const props = view.props as SpacePatch & { id: string; name: string };
  const set = (patch: SpacePatch) => editor.setSpaceProps(id, patch);
  const nations = editor.model.meta.nations;
  const neighbours = [...(editor.connections().get(id) ?? [])].sort();
  return (
    <div className="painter-panel" data-testid="area-inspector">
      <h3>{view.kind === "territory" ? "Territory" : "Sea zone"}</h3>
      <Committed label="Name" value={props.name} onCommit={(v) => set({ name: v })} testId="space-name" />
      <Committed label="Id" value={id} onCommit={(v) => editor.renameSpace(id, v.trim())} />
      {view.kind === "territory" ? (
        <>
          <div className="field">
            <label htmlFor="ai-owner">Original owner</label>
            <select id="ai-owner" value={props.originalOwner ?? ""} onChange={(e) => set({ originalOwner: e.currentTarget.value || undefined })}>
              <option value="">— none —</option>
              {nations.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </select>
          </div>
          <Committed label="IPC value" numeric value={String(props.ipc ?? 0)} onCommit={(v) => (/^\d{1,2}$/.test(v.trim()) ? set({ ipc: Number(v) }) : { error: "IPC must be a whole number from 0 to 99." })} />
          {FLAGS.map(([flag, label]) => (
            <label className="check" key={flag}>
              <input type="checkbox" checked={!!props[flag]} onChange={(e) => set({ [flag]: e.currentTarget.checked || undefined })} /> {label}
            </label>
          ))}
        </>
      ) : (
        <Committed
          label="Number"
          numeric
          value={props.number === undefined ? "" : String(props.number)}
          onCommit={(v) => (v.trim() === "" ? set({ number: undefined }) : /^\d{1,4}$/.test(v.trim()) ? set({ number: Number(v) }) : { error: "The number must be a whole number from 0 to 9999." })}
        />
      )}
      <p className="muted small">
        {view.polygons.length} outline{view.polygons.length === 1 ? "" : "s"}, {view.polygons.reduce((n, r) => n + r.length / 2, 0)} vertices · label at {Math.round(view.label.x)}, {Math.round(view.label.y)}
        {props.label && (
          <>
            {" "}
            <button type="button" className="btn small" onClick={() => editor.setLabel(id, null)}>
              Reset label
            </button>
          </>
        )}
      </p>
      <p className="small" data-testid="space-neighbours">
        <span className="muted">Connected to:</span> {neighbours.length ? neighbours.map((n) => editor.spaceView(n)?.props.name ?? n).join(", ") : "nothing"}
      </p>
      <button type="button" className="btn small danger" onClick={() => (onDelete ? onDelete(id) : editor.deleteSpace(id))}>
        Delete space
      </button>
    </div>
  );
}

/** The map's nations (their colours fill the territories they own), wrap and background picture opacity. */
export function AreaMapPanel({ editor }: { editor: AreaEditor }) {
  const meta = editor.model.meta;
  return (
    <div className="painter-panel">
      <h3>Map</h3>
      <label className="check">
        <input type="checkbox" checked={meta.wrap.horizontal} onChange={(e) => editor.setMapSettings({ wrap: { horizontal: e.currentTarget.checked } })} /> East and west edges meet (wrap)
      </label>
      {meta.background && (
        <div className="field">
          <label htmlFor="am-opacity">Background picture opacity</label>
          <input
            id="am-opacity"
            type="range"
            min={0}
            max={1}
            step={0.05}
            defaultValue={meta.background.opacity}
            key={meta.background.opacity}
            onPointerUp={(e) => editor.setMapSettings({ background: { ...meta.background!, opacity: Number(e.currentTarget.value) } })}
            onKeyUp={(e) => editor.setMapSettings({ background: { ...meta.background!, opacity: Number(e.currentTarget.value) } })}
          />
        </div>
      )}
      <h3>Nations</h3>
      <ul className="area-nations">
        {meta.nations.map((n, i) => (
          <li key={n.id}>
            <input
              type="color"
              aria-label={`Colour of ${n.name}`}
              value={n.colour}
              onChange={(e) => editor.setMapSettings({ nations: meta.nations.map((m, j) => (j === i ? { ...m, colour: e.currentTarget.value } : m)) })}
            />{" "}
            {n.name} <span className="mono muted">{n.id}</span>
          </li>
        ))}
      </ul>
      <form
        className="area-add-nation"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const name = String(new FormData(form).get("nation") ?? "").trim();
          if (!name) return;
          const base = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "nation";
          let nid = base;
          for (let k = 2; meta.nations.some((n) => n.id === nid); k++) nid = `${base}-${k}`;
          const palette = ["#3d6fb6", "#b03a2e", "#6a9a4b", "#c9a227", "#7d5ba6", "#4a4a4a", "#d3772c", "#2e8b8b"];
          if (!editor.setMapSettings({ nations: [...meta.nations, { id: nid, name, colour: palette[meta.nations.length % palette.length]! }] })) form.reset();
        }}
      >
        <input name="nation" type="text" placeholder="New nation" aria-label="New nation name" autoComplete="off" />
        <button type="submit" className="btn small">
          Add
        </button>
      </form>
    </div>
  );
}
