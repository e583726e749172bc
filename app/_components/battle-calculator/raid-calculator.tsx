"use client";
/**
 * The calculator's raid mode [AA:strategic-bombing]: bombers, escorts and
 * interceptors against a complex, answered exactly by the engine's raid odds
 * (the function `warbench odds --raid` and the playtest's interception choice
 * use), as the numbers are typed — no runs, no workers.
 */
import { useState } from "react";
import type { AreaGame } from "@/lib/model";
import styles from "./battle-calculator.module.css";
import { INITIAL_RAID, type RaidForm, raidFromForm } from "./raid-form";

const LABELS: [keyof RaidForm, string, string][] = [
  ["bombers", "Bombers", "Attacking strategic bombers on the raid"],
  ["escorts", "Escorts", "Attacking fighters escorting them"],
  ["interceptors", "Interceptors", "Defending fighters sent up from the territory"],
  ["ipc", "Territory IPC value", "The complex holds at most twice this in damage"],
  ["damage", "Damage already", "Damage on the complex before the raid"],
];

const two = (x: number) => x.toFixed(2);

export function RaidCalculator({ game }: { game: AreaGame }) {
  const [form, setForm] = useState<RaidForm>(INITIAL_RAID);
  const r = raidFromForm(game, form);
  return (
    <div className={styles.layout} data-testid="raid-calculator">
      <form className={`panel ${styles.form}`} aria-label="Raid calculator" onSubmit={(e) => e.preventDefault()}>
        <fieldset className={styles.options}>
          <legend>Strategic bombing raid [AA:strategic-bombing]</legend>
          {LABELS.map(([key, label, title]) => (
            <label key={key} title={title}>
              {label}{" "}
              <input aria-label={label} type="text" inputMode="numeric" value={form[key]} placeholder="0" onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} />
            </label>
          ))}
        </fieldset>
        <p className={styles.muted}>
          One round of air combat (bombers hit on {r.ok ? r.odds.hitOn.bomber : 1}, escorts on {r.ok ? r.odds.hitOn.escort : 1}, interceptors on {r.ok ? r.odds.hitOn.interceptor : 2}; the attacker loses escorts first), then the complex&apos;s air defence at the bombers left (hits on {r.ok ? r.odds.hitOn.complex : 1}), then one damage die per bomber. Escorts are not shot at by the complex and roll no damage.
        </p>
      </form>
      <div className={`panel ${styles.side}`}>
        {!r.ok ? (
          <p className={styles.problem} role="alert" data-testid="calculator-problem">
            No raid: {r.message} [AA:strategic-bombing]
          </p>
        ) : (
          <div className={styles.results} data-testid="raid-results">
            <div className={styles.outcomes}>
              <div className={`${styles.outcome} ${styles.attacker}`}>
                <span className={styles.outcomeLabel}>Expected damage</span>
                <span className={styles.rate} data-testid="raid-expected-damage">
                  {two(r.odds.expectedDamage)}
                </span>
              </div>
              <div className={`${styles.outcome} ${styles.defender}`}>
                <span className={styles.outcomeLabel}>Bombers lost</span>
                <span className={styles.rate} data-testid="raid-bombers-lost">
                  {two(r.odds.expectedBombersLost)}
                </span>
              </div>
              <div className={styles.outcome}>
                <span className={styles.outcomeLabel}>No bomber through</span>
                <span className={styles.rate}>{(r.odds.noBomberThrough * 100).toFixed(1)}%</span>
              </div>
            </div>
            <p className={styles.facts}>
              <span data-testid="raid-escorts-lost">Escorts lost {two(r.odds.expectedEscortsLost)}</span>
              <span data-testid="raid-interceptors-lost">Interceptors lost {two(r.odds.expectedInterceptorsLost)}</span>
              <span>
                Room on the complex {r.odds.room} (cap {2 * r.odds.spec.ipc})
              </span>
              <span data-testid="raid-method">Exact (every outcome summed)</span>
            </p>
            <h3 className={styles.h3}>Damage added</h3>
            <table className={styles.table} aria-label="Chance of each amount of damage added">
              <tbody>
                {r.odds.damage.map((p, d) => (p >= 0.0005 ? (
                  <tr key={d}>
                    <td className={styles.num}>{d}</td>
                    <td className={styles.num}>{(p * 100).toFixed(1)}%</td>
                    <td style={{ width: "60%" }}>
                      <div style={{ height: 8, width: `${Math.min(100, p * 250)}%`, background: "var(--accent)" }} />
                    </td>
                  </tr>
                ) : null))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}

/** The calculator's two questions: a battle (sampled) or a strategic bombing raid (exact). */
export function CalculatorModes({ mode, onMode }: { mode: "battle" | "raid"; onMode: (m: "battle" | "raid") => void }) {
  return (
    <div className={styles.modes} role="radiogroup" aria-label="Calculator mode">
      {(["battle", "raid"] as const).map((m) => (
        <label key={m} className={styles.check}>
          <input type="radio" name="calculator-mode" checked={mode === m} onChange={() => onMode(m)} data-testid={`calculator-mode-${m}`} />
          {m === "battle" ? "Battle" : "Strategic bombing raid"}
        </label>
      ))}
    </div>
  );
}
