"use client";

import { type AdvancedView, SUPPLY_WORDS, supplyGroups } from "@/lib/playtest/advanced";
import type { Namer } from "@/lib/playtest/names";

/** The Supply panel: a side's units on the map by supply state, worst first [19.5–19.7]; hover a unit on the board to see its line [19.2]. */
export function SupplyPanel(props: { adv: AdvancedView; side: string; names: Namer }) {
  const groups = supplyGroups(props.adv, props.side);
  return (
    <div className="painter-panel" data-testid="supply-panel">
      <h3>
        Supply: {props.names.side(props.side)} <span className="rule">[19.0]</span>
      </h3>
      {groups.map((g) => (
        <div key={g.state} data-testid={`supply-${g.state}`}>
          <strong>
            {SUPPLY_WORDS[g.state]} ({g.units.length})
          </strong>
          <span className="muted">: {g.units.map((u) => `${props.names.unit(u.id)} ${u.hex}`).join(", ")}</span>
        </div>
      ))}
    </div>
  );
}
