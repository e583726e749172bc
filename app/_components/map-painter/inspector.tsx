"use client";

import type { MapFeature } from "@/lib/model/map-hex";
import type { MapEditor } from "@/lib/painter/editor";

const KINDS: MapFeature["kind"][] = ["airbase", "hardened-airbase", "airfield", "port", "fortification", "town", "city", "major-city", "capital"];
const human = (s: string) => s.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** Every property of the selected hex, editable; each change is one undo step. */
export function Inspector({ editor, readOnly = false }: { editor: MapEditor; readOnly?: boolean }) {
  const index = editor.selectedHex;
  if (index === null) {
    return (
      <div className="painter-panel">
        <h3>Inspector</h3>
        <p className="muted">
          {readOnly
            ? "View only: hover a hex to read its label and terrain under the map; the layers and export are yours to use."
            : "Select a hex with the feature tool (F) to see and edit everything in it."}
        </p>
      </div>
    );
  }
  const map = editor.map;
  const label = editor.labelOf(index);
  const features = editor.featuresAtIndex(index);
  const nations = map.meta.nations;
  const setFeature = (n: number, patch: Partial<MapFeature> | null) => {
    const f = features[n];
    if (!f) return;
    editor.updateFeature(index, n, patch ? ({ ...f, ...patch } as MapFeature) : null);
  };

  return (
    <div className="painter-panel" aria-label={`Hex ${label}`}>
      <h3>
        Hex <span className="mono">{label}</span>
      </h3>
      <div className="field">
        <label htmlFor="insp-terrain">Terrain</label>
        <select id="insp-terrain" value={map.terrain[index]} onChange={(e) => (editor.history.begin("Set terrain"), editor.setCell("terrain", index, Number(e.target.value)), editor.endGesture())}>
          {map.meta.terrainTypes.map((t, i) => (
            <option key={t.id} value={i + 1}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="insp-nation">Nation</label>
        <select id="insp-nation" value={map.nation[index]} onChange={(e) => (editor.history.begin("Set nation"), editor.setCell("nation", index, Number(e.target.value)), editor.endGesture())}>
          <option value={0}>None</option>
          {nations.map((n, i) => (
            <option key={n.id} value={i + 1}>
              {n.name}
            </option>
          ))}
        </select>
      </div>
      {map.meta.seaZones.length > 0 && (
        <div className="field">
          <label htmlFor="insp-zone">Sea zone</label>
          <select id="insp-zone" value={map.seaZone[index]} onChange={(e) => (editor.history.begin("Set sea zone"), editor.setCell("seaZone", index, Number(e.target.value)), editor.endGesture())}>
            <option value={0}>None</option>
            {map.meta.seaZones.map((z, i) => (
              <option key={z.id} value={i + 1}>
                {z.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <h3>Features</h3>
      {features.length === 0 && <p className="muted">None. Pick a kind in Tool options and click the hex.</p>}
      {features.map((f, n) => (
        <fieldset key={`${f.kind}-${n}`} className="feature-box">
          <legend>{human(f.kind)}</legend>
          <div className="field">
            <label htmlFor={`f-${n}-kind`}>Kind</label>
            <select
              id={`f-${n}-kind`}
              value={f.kind}
              onChange={(e) => {
                const kind = e.target.value as MapFeature["kind"];
                const base = { hex: f.hex, name: f.name, vp: f.vp };
                // The hex's nation, or the one last used [#26 item 3]; a map without nations gets none (its lint says so).
                const owner = editor.defaultOwner(index) ?? "";
                const next = (kind === "port" ? { kind, ...base, capacity: 2 } : kind === "fortification" ? { kind, ...base, originalOwner: owner } : kind === "capital" ? { kind, ...base, nation: owner } : { kind, ...base }) as MapFeature;
                editor.updateFeature(index, n, JSON.parse(JSON.stringify(next)) as MapFeature);
              }}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {human(k)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`f-${n}-name`}>Name</label>
            <input id={`f-${n}-name`} type="text" defaultValue={f.name ?? ""} onBlur={(e) => e.target.value !== (f.name ?? "") && setFeature(n, { name: e.target.value || undefined })} />
          </div>
          <div className="field">
            <label htmlFor={`f-${n}-vp`}>VP value</label>
            <input id={`f-${n}-vp`} type="number" min={0} max={99} defaultValue={f.vp ?? ""} onBlur={(e) => setFeature(n, { vp: e.target.value === "" ? undefined : Number(e.target.value) })} />
          </div>
          {f.kind === "port" && (
            <div className="field">
              <label htmlFor={`f-${n}-cap`}>Capacity</label>
              <input id={`f-${n}-cap`} type="number" min={0} max={99} defaultValue={f.capacity} onBlur={(e) => setFeature(n, { capacity: Number(e.target.value) || 0 } as Partial<MapFeature>)} />
            </div>
          )}
          {(f.kind === "fortification" || f.kind === "capital") && (
            <div className="field">
              <label htmlFor={`f-${n}-owner`}>{f.kind === "capital" ? "Nation" : "Original owner"}</label>
              <select
                id={`f-${n}-owner`}
                value={f.kind === "capital" ? f.nation : f.originalOwner}
                onChange={(e) => setFeature(n, (f.kind === "capital" ? { nation: e.target.value } : { originalOwner: e.target.value }) as Partial<MapFeature>)}
              >
                {nations.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
                {/* The stored value, always: one that names no nation of this map is shown as such, never as another. */}
                {!nations.some((x) => x.id === (f.kind === "capital" ? f.nation : f.originalOwner)) && (
                  <option value={f.kind === "capital" ? f.nation : f.originalOwner}>{`${(f.kind === "capital" ? f.nation : f.originalOwner) || "(none)"} — not a nation of this map`}</option>
                )}
              </select>
            </div>
          )}
          <button type="button" className="btn small danger" onClick={() => setFeature(n, null)}>
            Delete {human(f.kind).toLowerCase()}
          </button>
        </fieldset>
      ))}
    </div>
  );
}
