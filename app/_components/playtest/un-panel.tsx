"use client";

import type { Action } from "@/lib/engine";
import { type AdvancedView, unWords } from "@/lib/playtest/advanced";
import { advancedActionTitle } from "@/lib/playtest/advanced-words";
import type { Namer } from "@/lib/playtest/names";

/** The UN track [28]: the resolution's status, the vetoes each side has left, and what a veto and a refusal cost. */
export function UnTrack(props: { un: AdvancedView["un"]; names: Namer }) {
  if (!props.un.track) return null;
  const w = unWords(props.un, props.names.side);
  return (
    <div className="track-row" data-testid="un-track">
      <span>UN</span>
      <span>
        <strong data-testid="un-status">{w.status}</strong>
        <br />
        <span className="muted">vetoes left: {w.vetoes}</span>
        <br />
        <span className="muted">{w.costs}</span>
      </span>
    </div>
  );
}

/** A UN segment [28.1, 28.2]: veto the proposed resolution or let it pass; accept or refuse a passed one — the legal choices, one click each. */
export function UnPanel(props: { legal: readonly Action[]; un: AdvancedView["un"]; names: Namer; onAct: (a: Action) => void }) {
  const choices = props.legal.filter((a) => a.type === "un-veto" || a.type === "un-ceasefire");
  const ceasefire = choices.some((a) => a.type === "un-ceasefire");
  return (
    <div className="painter-panel" data-testid="un-panel">
      <h3>
        UN mediation <span className="rule">[{ceasefire ? "28.2" : "28.1"}]</span>
      </h3>
      <UnTrack un={props.un} names={props.names} />
      <div className="panel-actions">
        {choices.map((a, i) => (
          <button key={i} type="button" className="btn small" data-testid={`un-${a.type === "un-veto" ? (a.veto ? "veto" : "pass") : a.accept ? "accept" : "refuse"}`} onClick={() => props.onAct(a)}>
            {advancedActionTitle(a, props.names)}
          </button>
        ))}
      </div>
    </div>
  );
}
