"use client";
import type { OddsResult, SimTotals } from "@/lib/engine/rulesets/aa1942/odds";
import type { OddsJob } from "@/lib/engine/rulesets/aa1942/odds-chunks";
import { wilsonInterval } from "@/lib/balance/stats";
import type { AreaGame } from "@/lib/model";
import styles from "./battle-calculator.module.css";
import { LeftChart } from "./left-chart";

export const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const num = (x: number) => x.toFixed(2);

interface Props {
  game: AreaGame;
  result: OddsResult;
  totals: SimTotals;
  job: OddsJob;
  ms: number;
  workers: number;
}

/**
 * The answer of one run: how it was found (exact, or Monte Carlo with 95%
 * intervals), outcomes, rounds, survivors, IPC lost and the chart. Names are
 * game data: text only.
 */
export function CalculatorResults({ game, result, totals, job, ms, workers }: Props) {
  const n = totals.runs;
  const exact = result.method === "exact";
  const outcomes = [
    { key: "attacker", label: "Attacker wins", rate: result.attackerWins, count: totals.attackerWins },
    { key: "defender", label: "Defender wins", rate: result.defenderWins, count: totals.defenderWins },
    { key: "draw", label: "Draw", rate: result.draws, count: totals.draws },
  ];
  const brought = (role: "attacker" | "defender", id: string) => job.request[role][id] ?? 0;
  const rows = game.unitTypes.filter((u) => brought("attacker", u.id) > 0 || brought("defender", u.id) > 0);
  const cell = (role: "attacker" | "defender", id: string) => {
    const had = brought(role, id);
    const left = (role === "attacker" ? result.attackerSurvivors : result.defenderSurvivors)[id];
    return had > 0 && left !== undefined ? `${num(left)} of ${had}` : "–";
  };
  return (
    <section className={styles.results} aria-label="Calculator results" data-testid="calculator-results">
      <p className={styles.muted} data-testid="calculator-method" data-method={result.method}>
        {exact ? "Exact: every outcome weighed, no dice" : `Monte Carlo: ${n.toLocaleString("en")} battles, seed ${result.seed}`} · {Math.round(ms).toLocaleString("en")} ms on {workers} worker
        {workers === 1 ? "" : "s"}
        {result.exactRefused && ` · sampled: no exact answer, ${result.exactRefused}`}
      </p>
      <div className={styles.outcomes}>
        {outcomes.map((o) => {
          const ci = exact ? null : wilsonInterval(o.count, n);
          return (
            <div key={o.key} className={`${styles.outcome} ${styles[o.key] ?? ""}`} data-testid={`outcome-${o.key}`}>
              <span className={styles.outcomeLabel}>{o.label}</span>
              <strong className={styles.rate} data-testid={`rate-${o.key}`}>
                {pct(o.rate)}
              </strong>
              {ci ? (
                <span className={styles.muted} title="95% Wilson interval">
                  95%: {pct(ci.low)}–{pct(ci.high)}
                </span>
              ) : (
                <span className={styles.muted}>exact</span>
              )}
            </div>
          );
        })}
      </div>
      <p className={styles.facts}>
        <span>
          Mean rounds <strong data-testid="mean-rounds">{num(result.meanRounds)}</strong>
        </span>
        {result.territoryTaken !== null && (
          <span>
            Takes the territory <strong>{pct(result.territoryTaken)}</strong>
          </span>
        )}
        {result.retreats > 0 && (
          <span>
            Attacker retreats <strong>{pct(result.retreats)}</strong>
          </span>
        )}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Expected survivors</th>
            <th className={styles.num}>Attacker</th>
            <th className={styles.num}>Defender</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td className={styles.num}>{cell("attacker", u.id)}</td>
              <td className={styles.num}>{cell("defender", u.id)}</td>
            </tr>
          ))}
          <tr className={styles.total}>
            <td>IPC lost</td>
            <td className={styles.num} data-testid="ipc-lost-attacker">
              {num(result.attackerIpcLost)}
            </td>
            <td className={styles.num} data-testid="ipc-lost-defender">
              {num(result.defenderIpcLost)}
            </td>
          </tr>
        </tbody>
      </table>
      <h3 className={styles.h3}>Attacker units left</h3>
      <LeftChart counts={result.attackerUnitsLeft} runs={n} exact={exact} />
      <details className={styles.json}>
        <summary>Result as JSON (the fields of warbench odds --json)</summary>
        <pre data-testid="calculator-json">{JSON.stringify(result, null, 2)}</pre>
      </details>
    </section>
  );
}
