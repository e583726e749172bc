"use client";

import type { MapEditor } from "@/lib/painter/editor";
import { MAX_DISTANCE, rgbHex } from "@/lib/painter/trace-assist";
import styles from "./background-panel.module.css";
import { keysOf } from "./commands";
import type { PictureTools } from "./picture-tools";

/**
 * Terrain from the picture: pick a terrain, click a sample of its colour on
 * the canvas, and the hexes that look like it are proposed (highlighted); a
 * click adds or removes a hex, Enter paints them all as one undo step, Esc
 * leaves without painting.
 */
export function TraceAssistPanel(props: { editor: MapEditor; tools: PictureTools }) {
  const { editor, tools } = props;
  const mode = tools.mode;
  if (mode.kind !== "trace") {
    return (
      <div className={styles.section}>
        <button type="button" className="btn small" onClick={() => tools.startTrace()} title={`Terrain from picture (${keysOf("picture.trace")})`}>
          Terrain from picture…
        </button>
      </div>
    );
  }
  const terrains = editor.map.meta.terrainTypes;
  return (
    <div className={styles.section} role="group" aria-label="Terrain from picture">
      <label className={styles.num}>
        <span>Terrain</span>
        <select aria-label="Trace terrain" value={mode.terrain} onChange={(e) => tools.updateTrace({ terrain: Number(e.currentTarget.value) })}>
          {terrains.map((t, i) => (
            <option key={t.id} value={i + 1}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.num}>
        <span>
          Tolerance <span className="mono">{Math.round(mode.tolerance)}</span>
        </span>
        <input
          type="range"
          aria-label="Tolerance"
          min={0}
          max={Math.round(MAX_DISTANCE / 2)}
          step={1}
          value={mode.tolerance}
          onChange={(e) => tools.updateTrace({ tolerance: Number(e.currentTarget.value) })}
        />
      </label>
      <label className="check">
        <input type="checkbox" checked={mode.connected} onChange={(e) => tools.updateTrace({ connected: e.currentTarget.checked })} /> Only hexes joined to the sample
      </label>
      <div className={styles.prompt} role="status" data-testid="trace-prompt">
        {mode.sample && <span className={styles.sample} style={{ background: rgbHex(mode.sample) }} title={`Sample ${rgbHex(mode.sample)}`} />}
        {tools.prompt()}
      </div>
      <div className={styles.row}>
        <button type="button" className="btn small primary" disabled={mode.proposed.size === 0} onClick={() => tools.confirm()}>
          Paint {mode.proposed.size} hexes (Enter)
        </button>
        <button type="button" className="btn small" disabled={!mode.sample} onClick={() => tools.resample()}>
          New sample
        </button>
        <button type="button" className="btn small" onClick={() => tools.cancel()}>
          Done (Esc)
        </button>
      </div>
    </div>
  );
}
