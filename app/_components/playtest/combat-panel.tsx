"use client";

import type { CombatExplanation } from "@/lib/engine";
import type { CombatOutcome } from "@/lib/playtest/combat-words";

/** The whole odds calculation before the roll: every modifier, shift and DRM with the rule it comes from. */
export function CombatBreakdown({ explanation }: { explanation: CombatExplanation }) {
  const e = explanation;
  return (
    <div className="combat" data-testid="combat-breakdown">
      <div className="combat-head">
        <div>
          <div className="muted">Attack</div>
          <strong data-testid="combat-attack">{e.attack}</strong>
        </div>
        <div>
          <div className="muted">Defence</div>
          <strong data-testid="combat-defense">{e.defense}</strong>
        </div>
        <div>
          <div className="muted">Odds</div>
          <strong>{e.ratio}</strong>
        </div>
        <div>
          <div className="muted">Column</div>
          <strong data-testid="combat-column">
            {e.initialColumn}
            {e.finalColumn !== e.initialColumn && <> → {e.finalColumn}</>}
          </strong>
        </div>
        <div>
          <div className="muted">DRM</div>
          <strong data-testid="combat-drm">{e.drm > 0 ? `+${e.drm}` : e.drm}</strong>
        </div>
      </div>
      <div className="muted">
        CRT row: <strong>{e.row}</strong>
        {e.overkillColumn && " · overkill column"}
      </div>
      <ol className="combat-lines">
        {e.lines.map((line, i) => (
          <li key={i}>
            <span>{line.text}</span>
            <span className="rule">[{line.rule}]</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The last combat of the segment in words: the roll, the losses and the retreat, then what happened to each unit. */
export function CombatResult({ outcome }: { outcome: CombatOutcome }) {
  return (
    <div className="combat combat-result" data-testid="combat-result" role="status">
      <div className="muted">
        Result at {outcome.hex} <span className="mono">({outcome.code})</span>
      </div>
      <strong data-testid="combat-result-words">{outcome.headline}</strong>
      <div className="muted">{outcome.dice}</div>
      {outcome.details.length > 0 && (
        <ul className="combat-details">
          {outcome.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      )}
      {outcome.pending && <div className="banner warn">Waiting: {outcome.pending}</div>}
    </div>
  );
}
