"use client";

import type { AaAction, AaState } from "@/lib/engine";
import { type BombardView, costText, type Destination, type MoveGroup } from "@/lib/playtest/area-moves";
import { PHASE_NAMES } from "@/lib/playtest/area-view-model";
import styles from "./area-playtest.module.css";

/** Destinations listed as buttons (the board shows them all): the nearest first. */
const LISTED = 12;

/**
 * Combat and non-combat move [AA:combat-move, AA:noncombat-move]: the
 * selected space's movable units by type (all, or a number of each), the
 * legal destinations with their path and what it costs, for aircraft where
 * they could still land, and in a sea zone the ships' bombardment orders.
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
  onHover: (to: string | null) => void;
  onMoveTo: (to: string) => void;
  landing: string[];
  bombard: BombardView | null;
  onAct: (a: AaAction) => void;
  names: (id: string) => string;
}) {
  const { state, groups, counts, names, hovered } = props;
  const count = (g: MoveGroup) => Math.min(g.ids.length, counts[g.type] ?? g.ids.length);
  // The raid box follows the units chosen: bombers raid, fighters without them may only escort [AA:strategic-bombing].
  const bombers = groups.some((g) => count(g) > 0 && state.bundle.game.unitTypes.find((u) => u.id === g.type)?.strategicBomber);
  const air = groups.some((g) => count(g) > 0 && state.bundle.game.unitTypes.find((u) => u.id === g.type)?.domain === "air");
  const listed = [...props.destinations.values()].sort((a, b) => a.cost - b.cost || names(a.to).localeCompare(names(b.to))).slice(0, LISTED);
  return (
    <div className="painter-panel" data-testid="move-panel">
      <h3>{PHASE_NAMES[state.phase]}</h3>
      {!props.selected && (
        <p className="muted">
          Click a space with your units to select them; then click where they go, or drag from the selected space and drop there (Escape drops the selection). Land units dropped on a sea zone board a transport there; a sea zone&apos;s transports dropped on a coast unload; battleships and cruisers dropped on a hostile coast bombard it.
        </p>
      )}
      {props.selected && groups.length === 0 && <p className="muted">Nothing in {names(props.selected)} can move now. Click a coast (or drag there) to unload a transport here.</p>}
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
          {air && state.phase === "combat-move" && (
            <label className="check">
              <input type="checkbox" data-testid="raid-check" checked={props.raid} onChange={(e) => props.onRaid(e.target.checked)} /> {bombers ? "Strategic bombing raid" : "Escort a bombing raid (its bombers go first or with them)"} [AA:strategic-bombing]
            </label>
          )}
          <p className="muted" data-testid="destinations">
            {props.destinations.size === 0 ? "No legal destination for these units." : `${props.destinations.size} legal destination${props.destinations.size === 1 ? "" : "s"} (green, with the moves each costs).`}
          </p>
          {listed.length > 0 && (
            <ul className={styles.destinations} data-testid="destination-list" onMouseLeave={() => props.onHover(null)}>
              {listed.map((d) => (
                <li key={d.to}>
                  <button type="button" className="btn small" onMouseEnter={() => props.onHover(d.to)} onFocus={() => props.onHover(d.to)} onClick={() => props.onMoveTo(d.to)}>
                    {names(d.to)}
                  </button>{" "}
                  <span className="muted">{costText(d)}</span>
                  {d.blitz && <span className="muted"> · blitz</span>}
                </li>
              ))}
            </ul>
          )}
          {hovered && (
            <div className={styles.route} data-testid="route">
              <div data-testid="path">Path: {[props.selected, ...hovered.path].map((s) => names(s)).join(" → ")}</div>
              <div data-testid="cost">
                Cost: <strong>{costText(hovered)}</strong> <span className="muted">[AA:combat-move]</span>
              </div>
              {hovered.blitz && <div data-testid="blitz">Blitz: takes {names(hovered.blitz)} on the way [AA:blitz]</div>}
              {air && props.landing.length > 0 && (
                <div className="muted" data-testid="landing">
                  Aircraft could still land at: {props.landing.map(names).join(", ")} [AA:air-units]
                </div>
              )}
              {air && props.landing.length === 0 && (
                <div className="bad" data-testid="landing">
                  No landing space in reach from there [AA:air-units]
                </div>
              )}
            </div>
          )}
        </>
      )}
      {props.bombard && <BombardSection view={props.bombard} onAct={props.onAct} names={names} state={state} />}
    </div>
  );
}

/** Bombardment orders [AA:amphibious, AA:bombardment]: the zone's battleships and cruisers support a landing next to it. */
function BombardSection({ view, onAct, names, state }: { view: BombardView; onAct: (a: AaAction) => void; names: (id: string) => string; state: AaState }) {
  const typeName = (id: string) => state.bundle.game.unitTypes.find((u) => u.id === state.units[id]?.type)?.name ?? id;
  return (
    <div className={styles.route} data-testid="bombard-panel">
      <strong>Bombardment</strong> <span className="muted">[AA:amphibious]</span>
      {view.assigned.map((a) => (
        <div key={a.id}>
          {typeName(a.id)} bombards {names(a.target)}
        </div>
      ))}
      {view.ready.length > 0 && view.targets.length === 0 && <p className="muted">No hostile coast next to this sea zone.</p>}
      {view.ready.length > 0 && view.seaBattle && <p className="bad">Enemy warships here: ships in a sea battle do not bombard [AA:bombardment].</p>}
      {view.ready.length > 0 && (
        <div className="panel-actions">
          {view.targets.map((t) => (
            <button key={t.target} type="button" className="btn small" onClick={() => onAct({ type: "bombard", units: view.ready, target: t.target })}>
              Bombard {names(t.target)} with {view.ready.length} ship{view.ready.length === 1 ? "" : "s"}
              {t.landing ? " (landing there)" : ""}
            </button>
          ))}
        </div>
      )}
      {view.ready.length > 0 && view.targets.some((t) => !t.landing) && <p className="muted">Ships fire only in support of a landing: one ship for each land unit coming ashore [AA:bombardment].</p>}
    </div>
  );
}
