"use client";
import { useState } from "react";

/** Advance after combat [9.9]: which of the attackers move into the hex the defenders left. */
export function AdvancePanel({ attackers, hex, names, canStay, onAdvance }: { attackers: string[]; hex: string; names: Record<string, string>; canStay: boolean; onAdvance: (units: string[]) => void }) {
  const [chosen, setChosen] = useState<string[]>(attackers);
  return (
    <div className="painter-panel" data-testid="advance-panel">
      <h3>Advance after combat into {hex}</h3>
      {attackers.map((id) => (
        <label key={id} className="check">
          <input type="checkbox" checked={chosen.includes(id)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, id] : c.filter((x) => x !== id)))} /> {names[id] ?? id}
        </label>
      ))}
      <div className="panel-actions">
        <button type="button" className="btn primary" onClick={() => onAdvance(chosen)}>
          Advance {chosen.length}
        </button>
        {canStay ? (
          <button type="button" className="btn" onClick={() => onAdvance([])}>
            Stay [9.9]
          </button>
        ) : (
          <span className="muted">At least one attacker must advance [9.9].</span>
        )}
      </div>
    </div>
  );
}
