"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import type { PictureUnderlay } from "../board-canvas/underlay";
import styles from "./background-panel.module.css";
import { BackgroundUpload } from "./background-upload";
import { keysOf } from "./commands";
import { PlacementFields } from "./placement-fields";
import type { PictureTools } from "./picture-tools";
import { TraceAssistPanel } from "./trace-assist-panel";

/** Re-renders on every change of the picture tools' state. */
export function usePictureTools(tools: PictureTools): number {
  const version = useRef(0);
  return useSyncExternalStore(
    (notify) =>
      tools.subscribe(() => {
        version.current++;
        notify();
      }),
    () => version.current,
    () => 0,
  );
}

/**
 * The board picture's panel (above the inspector): upload, replace or remove the
 * picture, its opacity, placement and alignment, and terrain from the picture.
 * Every change is one undo step (the opacity slider's drag is one).
 */
export function BackgroundPanel(props: { editor: MapEditor; projectId: string; tools: PictureTools; underlay: PictureUnderlay; onClose: () => void }) {
  const { editor, tools, underlay } = props;
  usePictureTools(tools);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const bg = editor.map.meta.background;
  // The slider's drag is one undo step: its live changes are committed on release.
  const [sliding, setSliding] = useState(false);
  useEffect(() => {
    if (!sliding) return;
    const release = () => {
      setSliding(false);
      editor.endGesture();
    };
    window.addEventListener("pointerup", release);
    window.addEventListener("keyup", release);
    return () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("keyup", release);
    };
  }, [sliding, editor]);
  // Enter paints a trace's proposal, unless a button or field has the key (Enter is theirs there).
  const tracing = tools.mode.kind === "trace";
  useEffect(() => {
    if (!tracing) return;
    const down = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (e.key !== "Enter" || e.ctrlKey || e.metaKey || e.altKey || (el && /^(BUTTON|INPUT|SELECT|TEXTAREA|A|SUMMARY)$/.test(el.tagName))) return;
      if (tools.confirm()) e.preventDefault();
    };
    window.addEventListener("keydown", down);
    return () => window.removeEventListener("keydown", down);
  }, [tracing, tools]);
  const problem = uploadProblem ?? tools.problem ?? underlay.problem;

  return (
    <section className={`painter-panel ${styles.panel}`} aria-label="Board picture" data-testid="picture-panel">
      <div className={styles.head}>
        <h3 className={styles.title}>Board picture</h3>
        <button type="button" className="btn small ghost" onClick={props.onClose} aria-label="Close picture panel" title={`Close (${keysOf("picture.panel")})`}>
          ×
        </button>
      </div>
      <div className={styles.row}>
        <BackgroundUpload editor={editor} projectId={props.projectId} onProblem={setUploadProblem} />
        {bg && (
          <button type="button" className="btn small danger" onClick={() => editor.setBackground("Remove picture", undefined)}>
            Remove
          </button>
        )}
      </div>
      {problem && (
        <div className={styles.problem} role="alert">
          {problem}
        </div>
      )}
      {!bg && <p className="muted">A picture of the board under the grid, to paint over: PNG, JPEG or SVG, up to 10 MB.</p>}
      {bg && (
        <>
          <label className={styles.num}>
            <span>
              Opacity <span className="mono">{Math.round(bg.opacity * 100)} %</span>
            </span>
            <input
              type="range"
              aria-label="Picture opacity"
              min={0}
              max={1}
              step={0.05}
              value={bg.opacity}
              onPointerDown={() => setSliding(true)}
              onKeyDown={() => setSliding(true)}
              onChange={(e) => editor.setBackground("Picture opacity", { ...bg, opacity: Number(e.currentTarget.value) }, sliding)}
            />
          </label>
          <PlacementFields editor={editor} bg={bg} tools={tools} />
          <TraceAssistPanel editor={editor} tools={tools} />
        </>
      )}
    </section>
  );
}
