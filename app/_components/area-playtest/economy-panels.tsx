"use client";

import { useState } from "react";
import type { AaAction, AaState } from "@/lib/engine";
import { placementLabel, repairLabel } from "@/lib/playtest/area-choices";
import { ipcLeft, placementSites, purchaseRows, repairable, unitName } from "@/lib/playtest/area-view-model";
import styles from "./area-playtest.module.css";

function Counter({ value, onChange, max, label }: { value: number; onChange: (n: number) => void; max?: number; label: string }) {
  return (
    <span className={styles.counter}>
      <button type="button" className="btn small" aria-label={`Fewer ${label}`} disabled={value <= 0} onClick={() => onChange(value - 1)}>
        −
      </button>
      <span className="mono" data-testid={`count-${label}`}>
        {value}
      </span>
      <button type="button" className="btn small" aria-label={`More ${label}`} disabled={max !== undefined && value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  );
}

/** Purchase [AA:purchase]: the unit table with a counter per type, repairs of damaged complexes, the IPCs left. */
export function PurchasePanel({ state, onAct }: { state: AaState; onAct: (a: AaAction) => void }) {
  const [units, setUnits] = useState<Record<string, number>>({});
  const [repair, setRepair] = useState<Record<string, number>>({});
  const left = ipcLeft(state, units, repair);
  const damaged = repairable(state);
  return (
    <div className="painter-panel" data-testid="purchase-panel">
      <h3>Purchase</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Unit</th>
            <th>Cost</th>
            <th>A</th>
            <th>D</th>
            <th>M</th>
            <th>Buy</th>
          </tr>
        </thead>
        <tbody>
          {purchaseRows(state).map((r) => (
            <tr key={r.type}>
              <td>{r.name}</td>
              <td>{r.cost}</td>
              <td>{r.attack}</td>
              <td>{r.defence}</td>
              <td>{r.movement}</td>
              <td>
                <Counter label={r.type} value={units[r.type] ?? 0} onChange={(n) => setUnits((u) => ({ ...u, [r.type]: n }))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {damaged.map((d) => (
        <div key={d.territory} className={styles.row}>
          <span>{repairLabel(state, d)}</span>
          <Counter label={`repair-${d.territory}`} max={d.damage} value={repair[d.territory] ?? 0} onChange={(n) => setRepair((r) => ({ ...r, [d.territory]: n }))} />
        </div>
      ))}
      <p className={left < 0 ? "bad" : "muted"} data-testid="ipc-left">
        IPC left: {left}
      </p>
      <div className="panel-actions">
        <button
          type="button"
          className="btn primary"
          data-testid="buy"
          onClick={() => onAct({ type: "purchase", units: Object.fromEntries(Object.entries(units).filter(([, n]) => n > 0)), ...(Object.values(repair).some((n) => n > 0) ? { repair } : {}) })}
        >
          Buy
        </button>
        <button type="button" className="btn" onClick={() => onAct({ type: "end-phase" })}>
          Buy nothing
        </button>
      </div>
    </div>
  );
}

/** Mobilise [AA:mobilise]: each bought type goes to a chosen site; what does not fit stays bought. */
export function MobilisePanel({ state, onAct }: { state: AaState; onAct: (a: AaAction) => void }) {
  const bought = Object.entries(state.bought).filter(([, n]) => n > 0);
  const [sites, setSites] = useState<Record<string, string>>(() => Object.fromEntries(bought.map(([type]) => [type, placementSites(state, type)[0]?.at ?? ""])));
  const placements = bought.filter(([type]) => sites[type]).map(([type, count]) => ({ type, at: sites[type]!, count }));
  return (
    <div className="painter-panel" data-testid="mobilise-panel">
      <h3>Mobilise</h3>
      {bought.map(([type, count]) => {
        const options = placementSites(state, type);
        return (
          <div key={type} className={styles.row}>
            <span>
              {count} {unitName(state, type)}
            </span>
            <select aria-label={`Place ${type} at`} value={sites[type] ?? ""} onChange={(e) => setSites((s) => ({ ...s, [type]: e.target.value }))}>
              {options.length === 0 && <option value="">no site</option>}
              {options.map((o) => (
                <option key={o.at} value={o.at}>
                  {placementLabel(state, o)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div className="panel-actions">
        <button type="button" className="btn primary" data-testid="place" onClick={() => onAct({ type: "mobilise", placements })}>
          Place units
        </button>
        <button type="button" className="btn" onClick={() => onAct({ type: "end-phase" })}>
          Keep them for later
        </button>
      </div>
    </div>
  );
}
