"use client";

import type { Action } from "@/lib/engine";
import { type AmphibiousTarget, beachActions, type BeachheadView } from "@/lib/playtest/amphibious";

/**
 * The amphibious actions of the side to act [8.5.8.1, 8.5.8.2, 8.5.8.2.1]:
 * in its combat segment, the beach hexes its marines aboard AMPHs in assault
 * position may assault (click the hex: they join the attackers) or land on
 * (a *Land* button), and the hexes a beachhead may be placed on; in its
 * movement segment, its beachheads it may remove. Only the engine's legal
 * actions are offered.
 */
export function AmphibiousPanel(props: {
  segmentKind: string;
  legal: readonly Action[];
  targets: ReadonlyMap<string, AmphibiousTarget>;
  beachheads: readonly BeachheadView[];
  active: string | null;
  /** The beach hex clicked on the board, shown first. */
  focus: string | null;
  names: Readonly<Record<string, string>>;
  onAct: (a: Action) => boolean;
}) {
  const by = beachActions(props.legal);
  const name = (id: string) => props.names[id] ?? id;
  const assaults = [...props.targets.values()].filter((t) => t.kind === "assault");
  const landings = [...by.land].sort(([a], [b]) => (a === props.focus ? -1 : b === props.focus ? 1 : a < b ? -1 : 1));
  const own = props.beachheads.filter((b) => b.side === props.active);
  const combat = props.segmentKind === "combat";
  if (combat ? assaults.length === 0 && landings.length === 0 && by.place.length === 0 : by.remove.length === 0) return null;
  return (
    <div className="painter-panel" data-testid="amphibious-panel">
      <h3>
        Amphibious <span className="rule">[8.5.8]</span>
      </h3>
      {combat && assaults.length > 0 && (
        <p className="muted" data-testid="amphibious-assaults">
          Assault [8.5.8.1]: click {assaults.map((t) => t.hex).join(", ")} to attack it with {[...new Set(assaults.flatMap((t) => t.units))].map(name).join(", ")} aboard
          {" "}
          {[...new Set(assaults.flatMap((t) => t.amphs))].map(name).join(", ")} (their attack strength halved, one column left when they make most of the attack).
        </p>
      )}
      {combat && landings.length > 0 && (
        <div className="panel-actions" data-testid="amphibious-landings">
          {landings.map(([hex, units]) => (
            <button key={hex} type="button" className={`btn small${hex === props.focus ? " primary" : ""}`} onClick={() => props.onAct({ type: "land", units, to: hex })}>
              Land {units.map(name).join(", ")} on {hex} [8.5.8.1]
            </button>
          ))}
        </div>
      )}
      {combat && by.place.length > 0 && (
        <div className="panel-actions" data-testid="beachhead-place">
          {by.place.map((hex) => (
            <button key={hex} type="button" className="btn small" onClick={() => props.onAct({ type: "place-beachhead", hex })}>
              Place beachhead on {hex} [8.5.8.2]
            </button>
          ))}
        </div>
      )}
      {!combat && by.remove.length > 0 && (
        <div className="panel-actions" data-testid="beachhead-remove">
          {by.remove.map((hex) => (
            <button key={hex} type="button" className="btn small" onClick={() => props.onAct({ type: "remove-beachhead", hex })}>
              Remove beachhead at {hex} (defence {own.find((b) => b.hex === hex)?.defence ?? "?"}) [8.5.8.2.1]
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
