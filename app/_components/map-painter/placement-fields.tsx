"use client";

import { useState } from "react";
import { fitPlacement, type HexBackground, nudge, placementProblem, rotateAbout, scaleAbout } from "@/lib/painter/background";
import type { MapEditor } from "@/lib/painter/editor";
import { toMap } from "@/lib/painter/view";
import styles from "./background-panel.module.css";
import type { PictureTools } from "./picture-tools";

/** A nudge in hex radii; with Shift, ten times as far. */
export const NUDGE = 0.05;
const SCALE_STEP = 1.01;

/** The map point at the middle of the view: scaling and turning keep the picture still there. */
export function viewCentre(editor: MapEditor) {
  return toMap(editor.view, editor.viewport.width / 2, editor.viewport.height / 2);
}

function round(v: number, digits = 4) {
  const k = 10 ** digits;
  return Math.round(v * k) / k;
}

function withoutAspect(bg: HexBackground): HexBackground {
  const { aspect: _, ...rest } = bg;
  return rest;
}

/** A number field that writes on Enter or when left, and says why it did not. */
function NumberField(props: { label: string; value: number; onCommit: (v: number) => string | null }) {
  const [problem, setProblem] = useState<string | null>(null);
  const commit = (text: string) => {
    const v = Number(text);
    const why = text.trim() === "" || !Number.isFinite(v) ? `${props.label}: not a number.` : props.onCommit(v);
    setProblem(why);
  };
  return (
    <label className={styles.num}>
      <span>{props.label}</span>
      <input
        type="text"
        inputMode="decimal"
        aria-label={props.label}
        aria-invalid={problem ? true : undefined}
        defaultValue={String(props.value)}
        key={props.value}
        onBlur={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
        }}
      />
      {problem && <span className={styles.problem}>{problem}</span>}
    </label>
  );
}

/** Offset, scale and turn of the picture, the nudges, Fit, and the two-point alignment. */
export function PlacementFields(props: { editor: MapEditor; bg: HexBackground; tools: PictureTools }) {
  const { editor, bg, tools } = props;
  const [label, setLabel] = useState("");
  const set = (name: string, next: HexBackground) => {
    const why = placementProblem(next);
    if (!why) editor.setBackground(name, next);
    return why;
  };
  const move = (dx: number, dy: number) => (e: React.MouseEvent) => {
    const k = e.shiftKey ? 10 : 1;
    editor.setBackground("Move picture", nudge(bg, dx * k, dy * k));
  };
  const mode = tools.mode;
  const waitingForHex = mode.kind === "align" && mode.points.length > mode.hexes.length;

  return (
    <div className={styles.section}>
      <div className={styles.grid}>
        <NumberField label="Offset x" value={round(bg.x)} onCommit={(x) => set("Move picture", { ...bg, x })} />
        <NumberField label="Offset y" value={round(bg.y)} onCommit={(y) => set("Move picture", { ...bg, y })} />
        <NumberField label="Pixels per hex radius" value={round(1 / bg.scale, 3)} onCommit={(px) => (px > 0 ? set("Scale picture", { ...bg, scale: 1 / px }) : "Pixels per hex radius must be above 0.")} />
        <NumberField label="Aspect" value={round(bg.aspect ?? 1)} onCommit={(aspect) => set("Stretch picture", aspect === 1 ? withoutAspect(bg) : { ...bg, aspect })} />
      </div>
      <div className={styles.row} role="group" aria-label="Nudge picture">
        <button type="button" className="btn small" onClick={move(-NUDGE, 0)} title="Nudge left (Shift+←; Shift-click: 10×)" aria-label="Nudge left">←</button>
        <button type="button" className="btn small" onClick={move(NUDGE, 0)} title="Nudge right (Shift+→)" aria-label="Nudge right">→</button>
        <button type="button" className="btn small" onClick={move(0, -NUDGE)} title="Nudge up (Shift+↑)" aria-label="Nudge up">↑</button>
        <button type="button" className="btn small" onClick={move(0, NUDGE)} title="Nudge down (Shift+↓)" aria-label="Nudge down">↓</button>
        <button type="button" className="btn small" onClick={() => editor.setBackground("Scale picture", scaleAbout(editor.map.spec, bg, 1 / SCALE_STEP, viewCentre(editor)))} aria-label="Smaller" title="Smaller by 1 %">−</button>
        <button type="button" className="btn small" onClick={() => editor.setBackground("Scale picture", scaleAbout(editor.map.spec, bg, SCALE_STEP, viewCentre(editor)))} aria-label="Larger" title="Larger by 1 %">+</button>
      </div>
      <div className={styles.row}>
        <button type="button" className="btn small" onClick={() => editor.setBackground("Turn picture", rotateAbout(editor.map.spec, bg, -1, viewCentre(editor)))} title="Turn 60° anticlockwise">⟲ 60°</button>
        <button type="button" className="btn small" onClick={() => editor.setBackground("Turn picture", rotateAbout(editor.map.spec, bg, 1, viewCentre(editor)))} title="Turn 60° clockwise">⟳ 60°</button>
        <span className="muted">{bg.rotation}°</span>
        <button type="button" className="btn small" onClick={() => editor.setBackground("Fit picture", fitPlacement(editor.map.spec, bg.asset, bg.width, bg.height, bg.opacity))} title="Show the picture whole over the map">
          Fit to map
        </button>
      </div>
      <div className={styles.row}>
        {mode.kind === "align" ? (
          <button type="button" className="btn small" onClick={() => tools.cancel()}>
            Cancel alignment (Esc)
          </button>
        ) : (
          <button type="button" className="btn small" onClick={() => tools.startAlign()} title="Click a point on the picture, then the hex it is; twice">
            Align by two hexes…
          </button>
        )}
      </div>
      {mode.kind === "align" && (
        <div className={styles.prompt} role="status" data-testid="align-prompt">
          {tools.prompt()}
          {waitingForHex && (
            <form
              className={styles.row}
              onSubmit={(e) => {
                e.preventDefault();
                const index = editor.indexOfLabel(label.trim());
                if (index === null) return tools.problemFor(`There is no hex ${JSON.stringify(label.trim())} on this map.`);
                setLabel("");
                tools.nameHex(index);
              }}
            >
              <input aria-label="Hex label" placeholder="Hex label, e.g. 0305" value={label} onChange={(e) => setLabel(e.currentTarget.value)} className={styles.label} />
              <button type="submit" className="btn small">
                This hex
              </button>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
