"use client";

import type { Action, NextWarLine } from "@/lib/engine";
import type { SupplyCosts } from "@/lib/playtest/advanced";
import { advancedActionTitle } from "@/lib/playtest/advanced-words";
import type { Namer } from "@/lib/playtest/names";
import { EventLines } from "./advanced-lines";

const LOGISTICS = ["create-msu", "create-depot", "convert-msu", "break-depot", "cash-supply"] as const;
/** Each kind's heading, with what it costs or yields by the game's chart [19.4, 19.6]. */
function headings(c: SupplyCosts | null): Record<string, string> {
  const sp = (n: number | undefined) => (n === undefined ? "" : ` (${n} SP)`);
  return {
    "create-msu": `Create an MSU${sp(c?.createMsu)}`,
    "create-depot": `Create a depot${sp(c?.createDepot)}`,
    "convert-msu": `Convert an MSU into a depot${sp(c?.convertMsu)}`,
    "break-depot": "Break a depot into two MSUs",
    "cash-supply": c ? `Turn a depot (${c.cashDepot} SP) or an MSU (${c.cashMsu} SP) into supply points` : "Turn a depot or an MSU into supply points",
    "emergency-supply": c ? `Emergency supply: ${c.emergencyUnit} SP a unit, ${c.emergencyHq} an HQ, then a roll (at most ${c.emergencyPerPhase} SP a phase)` : "Emergency supply: SP, then a roll",
  };
}

/**
 * The logistics segment [19.4] and the emergency supply segment [19.6]: one
 * button for each action the engine lists as legal, grouped by kind, with the
 * supply points left; in the emergency segment, the last roll's result.
 */
export function LogisticsPanel(props: { kind: "logistics" | "emergency"; legal: readonly Action[]; sp: number; costs: SupplyCosts | null; names: Namer; lines: readonly NextWarLine[] | null; onAct: (a: Action) => void }) {
  const types = props.kind === "emergency" ? ["emergency-supply", "cash-supply"] : LOGISTICS;
  const heading = headings(props.costs);
  const groups = types.map((t) => ({ t, actions: props.legal.filter((a) => a.type === t) })).filter((g) => g.actions.length > 0);
  return (
    <div className="painter-panel" data-testid={`${props.kind}-panel`}>
      <h3>
        {props.kind === "emergency" ? "Emergency supply" : "Logistics"} <span className="rule">[{props.kind === "emergency" ? "19.6" : "19.4"}]</span>
      </h3>
      <p>
        Supply points left: <strong data-testid="sp-left">{props.sp}</strong>
      </p>
      {groups.length === 0 && <p className="muted">Nothing to do here: end the segment.</p>}
      {groups.map((g) => (
        <div key={g.t} data-testid={`logistics-${g.t}`}>
          <div className="muted">{heading[g.t]}</div>
          <div className="panel-actions">
            {g.actions.map((a, i) => (
              <button key={i} type="button" className="btn small" onClick={() => props.onAct(a)}>
                {advancedActionTitle(a, props.names)}
              </button>
            ))}
          </div>
        </div>
      ))}
      <EventLines lines={props.lines} testId={`${props.kind}-result`} />
    </div>
  );
}
