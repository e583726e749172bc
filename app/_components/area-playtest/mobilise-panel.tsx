"use client";

import { useState } from "react";
import { type AaAction, type AaState, checkAa } from "@/lib/engine";
import { placementLabel } from "@/lib/playtest/area-choices";
import { type Placement, type Unplaced, complexSites, defaultPlacement, unplacedAfter, unplacedBy } from "@/lib/playtest/area-placement";
import { placementSites, unitName } from "@/lib/playtest/area-view-model";
import { defOf } from "@/lib/engine/rulesets/aa1942/queries";
import { namerFor } from "@/lib/playtest/names";
import styles from "./area-playtest.module.css";
import { Counter } from "./economy-panels";

/** The sites a bought type may go to, with their labels: complexes with room, the sea zones beside them, or free territories for a new complex. */
function sitesFor(state: AaState, type: string): { at: string; label: string }[] {
  if (defOf(state, type).industrialComplex) return complexSites(state).map((at) => ({ at, label: namerFor(state.bundle).place(at) }));
  return placementSites(state, type).map((o) => ({ at: o.at, label: placementLabel(state, o) }));
}

/** "3 Infantry, 1 Armour". */
function unitsText(state: AaState, byType: Record<string, number>): string {
  return Object.entries(byType)
    .map(([type, n]) => `${n} ${unitName(state, type)}`)
    .join(", ");
}

/**
 * Mobilise [AA:mobilise]: the bought units in groups, each at a site with a
 * count, starting from a placement the engine accepts (area-placement.ts).
 * Place units asks the engine first and shows a refusal beside the button;
 * units left over stay bought, and the playtest asks before leaving them.
 */
export function MobilisePanel({ state, onAct }: { state: AaState; onAct: (a: AaAction) => void }) {
  const order = new Map(state.bundle.game.unitTypes.map((u, i) => [u.id, i]));
  const bought = Object.entries(state.bought)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99));
  const [rows, setRows] = useState<Placement[]>(() => defaultPlacement(state));
  const [refusal, setRefusal] = useState<string | null>(null);
  const placements = rows.filter((r) => r.count > 0 && r.at !== "");
  const left = unplacedAfter(state, placements);
  const change = (i: number, row: Partial<Placement>) => {
    setRefusal(null);
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...row } : r)));
  };
  const place = () => {
    const action: AaAction = { type: "mobilise", placements };
    const refused = checkAa(state, action);
    if (refused) {
      const text = namerFor(state.bundle).text(refused.error);
      setRefusal(text.includes(`[${refused.rule}`) ? text : `[${refused.rule}] ${text}`);
      return;
    }
    onAct(action);
  };
  return (
    <div className="painter-panel" data-testid="mobilise-panel">
      <h3>Mobilise</h3>
      {bought.map(([type, count]) => {
        const options = sitesFor(state, type);
        const name = unitName(state, type);
        return (
          <div key={type} data-testid={`mobilise-${type}`}>
            <div className={styles.row}>
              <strong>
                {count} {name}
              </strong>
              {(left.byType[type] ?? 0) > 0 && <span className="muted">{left.byType[type]} not placed</span>}
            </div>
            {options.length === 0 && <p className="muted">No complex has room for {name} this turn.</p>}
            {rows.map((r, i) =>
              r.type !== type ? null : (
                <div key={i} className={styles.row}>
                  <select aria-label={`Place ${name} at`} value={r.at} onChange={(e) => change(i, { at: e.target.value })}>
                    {options.map((o) => (
                      <option key={o.at} value={o.at}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  <Counter label={`${name} at ${namerFor(state.bundle).place(r.at)}`} value={r.count} max={count} onChange={(n) => change(i, { count: n })} />
                </div>
              ),
            )}
            {(left.byType[type] ?? 0) > 0 && options.length > 0 && (
              <button type="button" className="btn small" onClick={() => setRows((rs) => [...rs, { type, at: (options.find((o) => !rs.some((r) => r.type === type && r.at === o.at)) ?? options[0]!).at, count: left.byType[type]! }])}>
                Place the rest at another site
              </button>
            )}
          </div>
        );
      })}
      <div className="panel-actions">
        <button type="button" className="btn primary" data-testid="place" onClick={place}>
          Place units
        </button>
        <button type="button" className="btn" onClick={() => onAct({ type: "end-phase" })}>
          Keep them for later
        </button>
      </div>
      {refusal && (
        <p className="bad" role="alert" data-testid="place-refusal">
          Not placed: {refusal}
        </p>
      )}
      {!refusal && left.total > 0 && (
        <p className="muted" data-testid="unplaced-note">
          {unitsText(state, left.byType)} will stay bought until your next mobilisation.
        </p>
      )}
    </div>
  );
}

/**
 * Asks before a mobilisation leaves bought units unplaced: how many, and that
 * they stay bought for the power's next mobilisation [AA:mobilise] (RULINGS
 * "Units left unplaced stay bought"). A dialog in the page, never window.confirm.
 */
export function UnplacedDialog({ state, unplaced, onConfirm, onCancel }: { state: AaState; unplaced: Unplaced; onConfirm: () => void; onCancel: () => void }) {
  const n = unplaced.total;
  return (
    <div className={styles.overlay} onKeyDown={(e) => e.key === "Escape" && onCancel()}>
      <div className={`${styles.dialog} ${styles.narrow}`} role="dialog" aria-modal="true" aria-labelledby="unplaced-title" data-testid="unplaced-dialog">
        <h3 id="unplaced-title">
          End mobilisation with {n} unit{n === 1 ? "" : "s"} unplaced?
        </h3>
        <p>
          {unitsText(state, unplaced.byType)} {n === 1 ? "is" : "are"} not placed. {n === 1 ? "It is" : "They are"} not lost: {n === 1 ? "it stays" : "they stay"} bought
          and can be placed at {namerFor(state.bundle).nation(state.bundle.game.turnOrder[state.power])}&apos;s next mobilisation, at a complex with room [AA:mobilise].
        </p>
        <div className="panel-actions">
          <button type="button" className="btn" autoFocus onClick={onCancel} data-testid="unplaced-cancel">
            Go back and place them
          </button>
          <button type="button" className="btn primary" onClick={onConfirm} data-testid="unplaced-confirm">
            End mobilisation, keep {n === 1 ? "it" : "them"} bought
          </button>
        </div>
      </div>
    </div>
  );
}

/** Every action of the mobilise phase goes through `actOrAsk`: one that leaves units unplaced opens the dialog first. */
export function useUnplacedConfirm(state: AaState, live: boolean, act: (a: AaAction) => unknown) {
  const [leaving, setLeaving] = useState<{ action: AaAction; unplaced: Unplaced } | null>(null);
  const actOrAsk = (action: AaAction) => {
    const unplaced = unplacedBy(state, action);
    if (live && unplaced.total > 0) setLeaving({ action, unplaced });
    else act(action);
  };
  const dialog = leaving && (
    <UnplacedDialog
      state={state}
      unplaced={leaving.unplaced}
      onCancel={() => setLeaving(null)}
      onConfirm={() => {
        setLeaving(null);
        act(leaving.action);
      }}
    />
  );
  return { actOrAsk, dialog };
}
