"use client";

import { useState } from "react";
import type { AaAction, AaState } from "@/lib/engine";
import { repairLabel } from "@/lib/playtest/area-choices";
import { ipcLeft, purchaseRows, repairable } from "@/lib/playtest/area-view-model";
import styles from "./area-playtest.module.css";

/** A count with − and + buttons ("Fewer infantry", "More infantry"). */
export function Counter({ value, onChange, max, label }: { value: number; onChange: (n: number) => void; max?: number; label: string }) {
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
