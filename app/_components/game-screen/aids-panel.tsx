"use client";

import { useState } from "react";

/** Testing aids, clearly marked: undo to any action, jump to a turn by bot play, the state as JSON, export. */
export function AidsPanel(props: {
  /** Only each action's type is read, so any ruleset's log fits. */
  log: { index: number; action: { type: string } }[];
  onUndoTo: (n: number) => void;
  onJumpToTurn: (turn: number) => void;
  turns: number;
  /** Shown as JSON on request, without its bundle. */
  state: object;
  onExport: () => void;
  hash: string;
  onForceDie: (value: number) => void;
  forcedQueue: number[];
}) {
  const [turn, setTurn] = useState(2);
  const [dice, setDice] = useState("");
  const [inspect, setInspect] = useState(false);
  return (
    <div className="painter-panel aids" data-testid="aids">
      <h3>Testing aids</h3>
      <div className="field">
        <label htmlFor="undo-to">Undo to before action (testing only)</label>
        <div className="panel-actions">
          <select id="undo-to" defaultValue="">
            <option value="" disabled>
              Choose an action…
            </option>
            {props.log.map((l) => (
              <option key={l.index} value={l.index}>
                #{l.index + 1} {l.action.type}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn small"
            disabled={props.log.length === 0}
            onClick={() => {
              const select = document.getElementById("undo-to") as HTMLSelectElement | null;
              const n = select && select.value !== "" ? Number(select.value) : props.log.length - 1;
              props.onUndoTo(n);
            }}
          >
            Undo
          </button>
        </div>
      </div>
      <div className="field">
        <label htmlFor="force-die">Force the next die roll (marked as forced in the log); several in turn: 6 6 1</label>
        <div className="panel-actions">
          <input id="force-die" type="text" inputMode="numeric" value={dice} placeholder="0" onChange={(e) => setDice(e.target.value)} style={{ width: 110 }} />
          <button
            type="button"
            className="btn small"
            onClick={() => {
              // Each face is its own action (the engine checks it), so undo takes them back one by one.
              const faces = dice.split(/[\s,]+/).filter(Boolean);
              for (const face of faces.length > 0 ? faces : ["0"]) props.onForceDie(Number(face));
            }}
          >
            Force
          </button>
          {props.forcedQueue.length > 0 && <span className="muted" data-testid="forced-queue">next: {props.forcedQueue.join(", ")}</span>}
        </div>
      </div>
      <div className="field">
        <label htmlFor="jump-turn">Jump to turn by greedy bot play</label>
        <div className="panel-actions">
          <input id="jump-turn" type="number" min={1} max={props.turns} value={turn} onChange={(e) => setTurn(Number(e.target.value))} style={{ width: 70 }} />
          <button type="button" className="btn small" onClick={() => props.onJumpToTurn(turn)}>
            Jump
          </button>
        </div>
      </div>
      <div className="panel-actions">
        <button type="button" className="btn small" onClick={props.onExport}>
          Export game log
        </button>
        <button type="button" className="btn small" onClick={() => setInspect((v) => !v)} aria-expanded={inspect}>
          {inspect ? "Hide" : "Show"} state
        </button>
      </div>
      <div className="muted mono" data-testid="state-hash">
        hash {props.hash}
      </div>
      {inspect && (
        <pre className="inspector-json" data-testid="state-json">
          {JSON.stringify({ ...props.state, bundle: "(the scenario, game and map)" }, null, 2)}
        </pre>
      )}
    </div>
  );
}
