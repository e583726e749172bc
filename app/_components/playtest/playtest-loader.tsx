"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { PlaytestProps } from "./playtest";

// The board is canvas and the engine runs here in the browser: client only.
const Playtest = dynamic(() => import("./playtest").then((m) => m.Playtest), {
  ssr: false,
  loading: () => <div className="panel empty">Setting up the game…</div>,
});

export interface LintSummary {
  document: string;
  code: string;
  message: string;
  pointer: string;
}

/** Validate before play: a scenario with errors opens with them listed and a choice to play anyway. */
export function PlaytestLoader(props: PlaytestProps & { errors: LintSummary[] }) {
  const { errors, ...rest } = props;
  const [go, setGo] = useState(errors.length === 0 || props.initialActions.length > 0);
  if (!go) {
    return (
      <div className="panel pad" data-testid="lint-gate">
        <h2>This scenario has {errors.length} error{errors.length === 1 ? "" : "s"}</h2>
        <p className="muted">The engine may refuse moves or play oddly where the data is wrong. Fix them in the editor, or play anyway to see what happens.</p>
        <ul className="findings">
          {errors.slice(0, 50).map((f, i) => (
            <li key={i} className="finding error">
              <span className="code">{f.code}</span> {f.document}
              {f.pointer}: {f.message}
            </li>
          ))}
        </ul>
        <div className="actions" style={{ marginTop: 12 }}>
          <button type="button" className="btn primary" onClick={() => setGo(true)}>
            Play anyway
          </button>
        </div>
      </div>
    );
  }
  return <Playtest {...rest} />;
}
