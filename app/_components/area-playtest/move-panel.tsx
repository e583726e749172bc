"use client";

import type { AaState } from "@/lib/engine";
import type { Destination, MoveGroup } from "@/lib/playtest/area-moves";
import { PHASE_NAMES } from "@/lib/playtest/area-view-model";
import styles from "./area-playtest.module.css";

/**
 * Combat and non-combat move [AA:combat-move, AA:noncombat-move]: the
 * selected space's movable units by type (all, or a number of each), the
 * legal destinations and, for aircraft, where they could still land.
 */
export function MovePanel(props: {
  state: AaState;
  selected: string | null;
  groups: MoveGroup[];
  counts: Record<string, number>;
  onCounts: (c: Record<string, number>) => void;
  raid: boolean;
  onRaid: (r: boolean) => void;
  destinations: Map<string, Destination>;
  hovered: Destination | undefined;
  landing: string[];
  names: (id: string) => string;
}) {
  const { state, groups, counts, names } = props;
  const bombers = groups.some((g) => state.bundle.game.unitTypes.find((u) => u.id === g.type)?.strategicBomber);
  const count = (g: MoveGroup) => Math.min(g.ids.length, counts[g.type] ?? g.ids.length);
  return (
    <div className="painter-panel" data-testid="move-panel">
      <h3>{PHASE_NAMES[state.phase]}</h3>
      {!props.selected && <p className="muted">Click a space with your units to select them; then click where they go. Land units clicking a sea zone board a transport there; a sea zone&apos;s transports clicking a coast unload.</p>}
      {props.selected && groups.length === 0 && <p className="muted">Nothing in {names(props.selected)} can move now. Click a coast to unload a transport here.</p>}
      {props.selected && groups.length > 0 && (
        <>
          <p>
            From <strong>{names(props.selected)}</strong>:
          </p>
          {groups.map((g) => (
            <div key={g.type} className={styles.row}>
              <span>{g.name}</span>
              <span className={styles.counter}>
                <button type="button" className="btn small" aria-label={`Fewer ${g.type}`} disabled={count(g) <= 0} onClick={() => props.onCounts({ ...counts, [g.type]: count(g) - 1 })}>
                  −
                </button>
                <span className="mono" data-testid={`move-count-${g.type}`}>
                  {count(g)}/{g.ids.length}
                </span>
                <button type="button" className="btn small" aria-label={`More ${g.type}`} disabled={count(g) >= g.ids.length} onClick={() => props.onCounts({ ...counts, [g.type]: count(g) + 1 })}>
                  +
                </button>
              </span>
            </div>
          ))}
          <div className="panel-actions">
            <button type="button" className="btn small" onClick={() => props.onCounts({})}>
              All
            </button>
            <button type="button" className="btn small" onClick={() => props.onCounts(Object.fromEntries(groups.map((g) => [g.type, 0])))}>
              None
            </button>
          </div>
          {bombers && state.phase === "combat-move" && (
            <label className="check">
              <input type="checkbox" checked={props.raid} onChange={(e) => props.onRaid(e.target.checked)} /> Strategic bombing raid [AA:strategic-bombing]
            </label>
          )}
          <p className="muted" data-testid="destinations">
            {props.destinations.size === 0 ? "No legal destination for these units." : `${props.destinations.size} legal destination${props.destinations.size === 1 ? "" : "s"} (green).`}
          </p>
          {props.hovered && (
            <p data-testid="path">
              Path: {[props.selected, ...props.hovered.path].map((s) => names(s)).join(" → ")} ({props.hovered.cost} step{props.hovered.cost === 1 ? "" : "s"})
            </p>
          )}
          {props.hovered && props.landing.length > 0 && <p className="muted">Aircraft could land at: {props.landing.map(names).join(", ")} [AA:air-units]</p>}
          {props.hovered && props.landing.length === 0 && groups.some((g) => state.bundle.game.unitTypes.find((u) => u.id === g.type)?.domain === "air") && <p className="bad">No landing space in reach from there [AA:air-units]</p>}
        </>
      )}
    </div>
  );
}
