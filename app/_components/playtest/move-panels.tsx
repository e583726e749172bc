"use client";

import type { HelicopterView } from "@/lib/engine";
import { withRule } from "@/lib/playtest/naval-choices";
import type { CounterView } from "@/lib/playtest/view-model";
import type { ReactNode } from "react";
import { EscortSelect } from "./escort-select";

/** The stack picked to move: its units to tick, the special move modes, and where it may go or why not. */
export function SelectionPanel(props: {
  title: string;
  /** The active side's counters in the picked hex. */
  stack: readonly CounterView[];
  selected: readonly string[];
  onSelected: (f: (units: string[]) => string[]) => void;
  moved: Readonly<Record<string, unknown>>;
  /** The airlift, paradrop, airmobile and sea transport modes, when the stack has any [8.5.2–8.5.7.1]. */
  special: ReactNode;
  /** Set in land movement: the engine's refusal, or null when the green hexes show where it may go. */
  landError: { error: string; rule: string } | null | undefined;
}) {
  return (
    <div className="painter-panel" data-testid="selection">
      <h3>{props.title}</h3>
      {props.stack.map((c) => (
        <label key={c.id} className="check">
          <input type="checkbox" checked={props.selected.includes(c.id)} onChange={(e) => props.onSelected((u) => (e.target.checked ? [...u, c.id] : u.filter((x) => x !== c.id)))} />
          {c.name} <span className="muted mono">{c.strengths}</span>
          {props.moved[c.id] ? <span className="muted"> (moved)</span> : null}
          {c.outOfSupply && <span className="bad"> out of supply [13.1.4]</span>}
        </label>
      ))}
      {props.special}
      {props.landError === undefined ? null : props.landError ? (
        <p className="bad">{withRule(props.landError)}</p>
      ) : (
        <p className="muted">Green hexes can be reached; the number is the MP cost. Click one to move there.</p>
      )}
    </div>
  );
}

/** A helicopter picked in its side's movement: where it may rebase, its mission range, and the escort to fly with it [6.5.1.2, 6.6]. */
export function RebasePanel(props: { heli: HelicopterView; name: string; targets: string[] | { error: string; rule: string } | null; escort: number; onEscort: (n: number) => void; airPoints: number }) {
  const { heli } = props;
  return (
    <div className="painter-panel" data-testid="rebase-panel">
      <h3>
        Rebase {props.name} <span className="rule">[6.5.1.2]</span>
      </h3>
      {props.targets && "error" in props.targets ? (
        <p className="bad">{withRule(props.targets)}</p>
      ) : (
        <>
          <p className="muted">
            Blue hexes are bases within {2 * heli.range} hexes with room; the shaded area is its mission range ({heli.range}). Click a blue hex to rebase; the flight faces an ADF roll [6.6].
          </p>
          <EscortSelect value={props.escort} max={props.airPoints} label="Escort air points" onChange={props.onEscort} />
        </>
      )}
    </div>
  );
}
