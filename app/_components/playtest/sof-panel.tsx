"use client";

import { useMemo, useState } from "react";
import type { Action, NextWarLine } from "@/lib/engine";
import { type SofKind, sofTargets } from "@/lib/playtest/advanced-choices";
import { sofMissionWords } from "@/lib/playtest/advanced-words";
import type { Namer } from "@/lib/playtest/names";
import { EventLines } from "./advanced-lines";
import { isTrackTarget } from "@/lib/engine/rulesets/nextwar/advanced/tracks";

type Mission = { kind: SofKind; target: string };
const KINDS: { kind: SofKind; label: string; rule: string }[] = [
  { kind: "raid", label: "Raid", rule: "20.2.1" },
  { kind: "recon", label: "Reconnaissance", rule: "20.2.2" },
  { kind: "targeting", label: "Target designation", rule: "20.2.3" },
];

/**
 * The SOF segment [20.1.2]: every mission is assigned at once, then resolved
 * in order. Pick a kind, then a target (a unit or hex clicked on the board,
 * or a button), add it to the list, and send the list; each mission's result
 * shows line by line.
 */
export function SofPanel(props: { legal: readonly Action[]; available: number; boardUnits: readonly string[]; boardHex: string | null; names: Namer; lines: readonly NextWarLine[] | null; onAct: (a: Action) => void }) {
  const { names } = props;
  const targets = useMemo(() => sofTargets(props.legal), [props.legal]);
  const [kind, setKind] = useState<SofKind>("recon");
  const [missions, setMissions] = useState<Mission[]>([]);
  const allowed = targets[kind];
  // What the board pick offers for this kind: a unit there, else the hex itself.
  const picked = [...props.boardUnits.filter((id) => allowed.includes(id)), ...(props.boardHex && allowed.includes(props.boardHex) ? [props.boardHex] : [])];
  const full = missions.length >= props.available;
  const add = (target: string) => {
    // Tracks and theatre weapons take a raid per marker; any other target one mission of a kind [20.2.1.1, 20.2.1.2].
    if (full || (!isTrackTarget(target) && missions.some((m) => m.kind === kind && m.target === target))) return;
    setMissions([...missions, { kind, target }]);
  };
  const send = () => {
    props.onAct({ type: "sof", missions });
    setMissions([]);
  };
  const kinds = KINDS.filter((k) => targets[k.kind].length > 0);
  return (
    <div className="painter-panel" data-testid="sof-panel">
      <h3>
        Special operations <span className="rule">[20.1]</span>
      </h3>
      <p>
        SOF markers ready: <strong data-testid="sof-available">{props.available}</strong>
      </p>
      {kinds.length === 0 && <p className="muted">No mission target: end the segment.</p>}
      <div className="panel-actions" role="radiogroup" aria-label="Mission kind">
        {kinds.map((k) => (
          <button key={k.kind} type="button" role="radio" aria-checked={k.kind === kind} className={`btn small${k.kind === kind ? " primary" : ""}`} data-testid={`sof-kind-${k.kind}`} onClick={() => setKind(k.kind)}>
            {k.label} [{k.rule}]
          </button>
        ))}
      </div>
      {allowed.length > 0 && (
        <>
          <div className="muted">{picked.length > 0 ? "On the board:" : "Click a target on the board, or pick one:"}</div>
          <div className="panel-actions">
            {(picked.length > 0 ? picked : allowed).map((t) => (
              <button key={t} type="button" className="btn small" disabled={full} data-testid={`sof-target-${t}`} onClick={() => add(t)}>
                + {sofMissionWords({ kind, target: t }, names)}
              </button>
            ))}
          </div>
        </>
      )}
      {missions.length > 0 && (
        <ol data-testid="sof-missions">
          {missions.map((m, i) => (
            <li key={i}>
              {sofMissionWords(m, names)}{" "}
              <button type="button" className="btn small" aria-label="Remove the mission" onClick={() => setMissions(missions.filter((_, j) => j !== i))}>
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="panel-actions">
        <button type="button" className="btn primary" disabled={missions.length === 0} data-testid="sof-send" onClick={send}>
          Send {missions.length} mission{missions.length === 1 ? "" : "s"}
        </button>
      </div>
      <EventLines lines={props.lines} testId="sof-result" />
    </div>
  );
}
