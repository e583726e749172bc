"use client";

import { useState } from "react";
import type { MapEditor, PaintLayer } from "@/lib/painter/editor";
import { HEXSIDE_KINDS, ROAD_KINDS } from "@/lib/model/vocabulary";
import { FormDialog } from "../form-dialog";
import { colourFor } from "../board-canvas/terrain-patterns";
import { Swatch } from "./swatch";

const FEATURE_KINDS = ["airbase", "hardened-airbase", "airfield", "port", "fortification", "town", "city", "major-city", "capital"] as const;
const LAYER_LABEL: Record<PaintLayer, string> = { terrain: "Terrain", nation: "Nations", seaZone: "Sea zones" };
const human = (s: string) => s.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The left panel: what the paint tools lay down (with the legend), and each tool's options. */
export function Palette({ editor }: { editor: MapEditor }) {
  const { options, map } = editor;
  const [dialog, setDialog] = useState<null | "replace" | "nation" | "zone">(null);
  const layer = options.layer;
  const choose = (value: number) => editor.setOptions({ values: { ...options.values, [layer]: value } });
  const tool = editor.tool;

  const entries: { value: number; label: string; colour: string; cls?: (typeof map.meta.terrainTypes)[number]["terrainClass"] }[] =
    layer === "terrain"
      ? map.meta.terrainTypes.map((t, i) => ({ value: i + 1, label: t.name, colour: t.colour, cls: t.terrainClass }))
      : layer === "nation"
        ? [{ value: 0, label: "No nation", colour: "#ffffff" }, ...map.meta.nations.map((n, i) => ({ value: i + 1, label: n.name, colour: n.colour }))]
        : [{ value: 0, label: "No sea zone", colour: "#ffffff" }, ...map.meta.seaZones.map((z, i) => ({ value: i + 1, label: z.name, colour: colourFor(i) }))];

  return (
    <div className="painter-panel">
      <div className="seg" role="tablist" aria-label="What to paint">
        {(Object.keys(LAYER_LABEL) as PaintLayer[]).map((l) => (
          <button key={l} type="button" role="tab" aria-selected={layer === l} className={layer === l ? "on" : ""} onClick={() => editor.setOptions({ layer: l })}>
            {LAYER_LABEL[l]}
          </button>
        ))}
      </div>
      <div className="swatches" role="radiogroup" aria-label={`${LAYER_LABEL[layer]} to paint`}>
        {entries.map((e) => (
          <button
            key={e.value}
            type="button"
            role="radio"
            aria-checked={options.values[layer] === e.value}
            className={`swatch-row ${options.values[layer] === e.value ? "on" : ""}`}
            onClick={() => choose(e.value)}
          >
            <Swatch colour={e.colour} terrainClass={e.cls} />
            <span>{e.label}</span>
            {e.cls && <small className="muted">{e.cls}</small>}
          </button>
        ))}
      </div>
      <div className="panel-actions">
        {layer === "terrain" && (
          <button type="button" className="btn small" onClick={() => setDialog("replace")}>
            Replace terrain…
          </button>
        )}
        {layer === "nation" && (
          <button type="button" className="btn small" onClick={() => setDialog("nation")}>
            Add nation…
          </button>
        )}
        {layer === "seaZone" && (
          <button type="button" className="btn small" onClick={() => setDialog("zone")}>
            Add sea zone…
          </button>
        )}
      </div>

      <h3>Tool options</h3>
      {(tool === "brush" || tool === "line") && (
        <div className="field">
          <label>Brush size</label>
          <div className="seg">
            {([1, 2, 3] as const).map((n) => (
              <button key={n} type="button" className={options.brushSize === n ? "on" : ""} aria-pressed={options.brushSize === n} onClick={() => editor.setOptions({ brushSize: n })} title={`Key ${n}`}>
                {n === 1 ? "1 hex" : `${n} rings`}
              </button>
            ))}
          </div>
        </div>
      )}
      {tool === "hexside" && (
        <div className="field">
          <label htmlFor="hexside-kind">Hexside</label>
          <select id="hexside-kind" value={options.hexsideKind} onChange={(e) => editor.setOptions({ hexsideKind: e.target.value as typeof options.hexsideKind })}>
            {HEXSIDE_KINDS.map((k) => (
              <option key={k} value={k}>
                {human(k)}
              </option>
            ))}
          </select>
          <small className="muted">Drag along edges. A stroke that starts on a side of this kind clears; Alt always clears.</small>
        </div>
      )}
      {tool === "road" && (
        <div className="field">
          <label htmlFor="road-kind">Road</label>
          <select id="road-kind" value={options.roadKind} onChange={(e) => editor.setOptions({ roadKind: e.target.value as typeof options.roadKind })}>
            {ROAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {human(k)}
              </option>
            ))}
          </select>
          <label className="check">
            <input type="checkbox" checked={options.roadErase} onChange={(e) => editor.setOptions({ roadErase: e.target.checked })} /> Erase (or hold Alt)
          </label>
        </div>
      )}
      {tool === "feature" && (
        <div className="field">
          <label htmlFor="feature-kind">Feature to place</label>
          <select id="feature-kind" value={options.featureKind} onChange={(e) => editor.setOptions({ featureKind: e.target.value as typeof options.featureKind })}>
            {FEATURE_KINDS.map((k) => (
              <option key={k} value={k}>
                {human(k)}
              </option>
            ))}
          </select>
          <small className="muted">Click an empty hex to place (Shift+click adds to a hex that has one); drag a hex&apos;s features to move them.</small>
        </div>
      )}
      {tool === "select" && (
        <div className="field">
          <label>Selection</label>
          <div className="seg">
            {(["box", "lasso", "wand"] as const).map((m) => (
              <button key={m} type="button" className={options.selectMode === m ? "on" : ""} aria-pressed={options.selectMode === m} onClick={() => editor.setOptions({ selectMode: m })}>
                {m === "wand" ? "Magic wand" : human(m)}
              </button>
            ))}
          </div>
          <small className="muted">Shift adds. Ctrl+C / Ctrl+V copy and paste (also across maps); Delete clears.</small>
        </div>
      )}
      {(tool === "fill" || tool === "rect" || tool === "eyedropper" || tool === "pan") && <small className="muted">No options for this tool.</small>}

      <ReplaceDialog editor={editor} open={dialog === "replace"} onClose={() => setDialog(null)} />
      <FormDialog
        open={dialog === "nation"}
        title="Add nation"
        submitLabel="Add"
        fields={[
          { name: "id", label: "Id (used in scenarios)", required: true },
          { name: "name", label: "Name", required: true },
          { name: "colour", label: "Colour (#rrggbb)", initial: "#7a6a9a" },
        ]}
        onClose={() => setDialog(null)}
        onSubmit={async ({ id, name, colour }) => {
          if (!/^[a-z][a-z0-9-]*$/.test(id ?? "")) return "The id must be lower-case letters, digits and dashes, starting with a letter.";
          if (map.meta.nations.some((n) => n.id === id)) return `There is already a nation "${id}".`;
          if (!/^#[0-9a-fA-F]{6}$/.test(colour ?? "")) return "The colour must look like #7a6a9a.";
          editor.updateMeta("Add nation", { ...map.meta, nations: [...map.meta.nations, { id: id!, name: name!, colour: colour! }] });
          editor.setOptions({ layer: "nation", values: { ...options.values, nation: map.meta.nations.length } });
          return null;
        }}
      />
      <FormDialog
        open={dialog === "zone"}
        title="Add sea zone"
        submitLabel="Add"
        fields={[
          { name: "id", label: "Id", required: true },
          { name: "name", label: "Name", required: true },
        ]}
        onClose={() => setDialog(null)}
        onSubmit={async ({ id, name }) => {
          if (!/^[a-z][a-z0-9-]*$/.test(id ?? "")) return "The id must be lower-case letters, digits and dashes, starting with a letter.";
          if (map.meta.seaZones.some((z) => z.id === id)) return `There is already a sea zone "${id}".`;
          const zone = { id: id!, name: name!, seaBox: { id: `${id}-sea`, name: `${name} sea box` }, coastalBox: { id: `${id}-coastal`, name: `${name} coastal box` } };
          editor.updateMeta("Add sea zone", { ...map.meta, seaZones: [...map.meta.seaZones, zone] });
          editor.setOptions({ layer: "seaZone", values: { ...options.values, seaZone: map.meta.seaZones.length } });
          return null;
        }}
      >
        <p className="muted">The zone gets a sea box and a coastal box; paint its sea hexes with the brush.</p>
      </FormDialog>
    </div>
  );
}

function ReplaceDialog({ editor, open, onClose }: { editor: MapEditor; open: boolean; onClose: () => void }) {
  const types = editor.map.meta.terrainTypes.map((t, i) => ({ value: String(i + 1), label: t.name }));
  return (
    <FormDialog
      open={open}
      title="Replace terrain"
      submitLabel="Replace everywhere"
      fields={[
        { name: "from", label: "Replace", options: types, initial: "1" },
        { name: "to", label: "With", options: types, initial: String(editor.options.values.terrain) },
      ]}
      onClose={onClose}
      onSubmit={async ({ from, to }) => {
        if (from === to) return "Choose two different terrains.";
        editor.replaceTerrain(Number(from), Number(to));
        return null;
      }}
    />
  );
}
