"use client";
/**
 * Two reports side by side — usually two revisions of the scenario — with
 * how far each win rate moved and whether that could be chance
 * (lib/balance/compare.ts: two-proportion z-test at 5%).
 */
import { compareChart } from "@/lib/balance/charts";
import { compareReports } from "@/lib/balance/compare";
import type { BalanceReport } from "@/lib/model/balance-report";
import { ChartCanvas } from "./chart-canvas";
import { pct, sideName } from "./report-view";
import styles from "./balance.module.css";

export interface CompareSide {
  report: BalanceReport;
  /** "Revision 3 · 200 games · 12 May 14:02". */
  title: string;
}

export function CompareView({ before, after }: { before: CompareSide; after: CompareSide }) {
  const c = compareReports(before.report, after.report);
  const names: [string, string] = [`r${before.report.scenario.revision ?? "?"}`, `r${after.report.scenario.revision ?? "?"}`];
  return (
    <div className={styles.report} data-testid="balance-compare">
      <div className={styles.compareHead}>
        <div>
          <span className="muted">Before</span>
          <div>{before.title}</div>
        </div>
        <div>
          <span className="muted">After</span>
          <div>{after.title}</div>
        </div>
      </div>
      {c.warnings.map((w) => (
        <div key={w} className="banner warn">
          {w}
        </div>
      ))}
      <ul className={styles.headline} data-testid="balance-compare-sentences">
        {c.rates.map((r) => (
          <li key={r.side ?? "none"} className={r.significant ? styles.significant : undefined} data-significant={r.significant}>
            {r.sentence}
          </li>
        ))}
      </ul>
      <div className={styles.charts}>
        <ChartCanvas spec={compareChart(before.report, after.report, c, names)} testId="balance-chart-compare" />
      </div>
      <table className="list">
        <thead>
          <tr>
            <th></th>
            <th>{names[0]}</th>
            <th>{names[1]}</th>
            <th>Difference (95%)</th>
            <th>p</th>
          </tr>
        </thead>
        <tbody>
          {c.rates.map((r) => (
            <tr key={r.side ?? "none"}>
              <td>{r.side === null ? "No winner" : `${sideName(after.report, r.side)} wins`}</td>
              <td className="num">{pct(r.before.rate)}</td>
              <td className="num">{pct(r.after.rate)}</td>
              <td className="num">
                {r.difference >= 0 ? "+" : "−"}
                {pct(Math.abs(r.difference))} ({pct(r.differenceLow)} to {pct(r.differenceHigh)})
              </td>
              <td className="num">{r.p < 0.001 ? "< 0.001" : r.p.toFixed(3)}</td>
            </tr>
          ))}
          <tr>
            <td>Length (mean {c.length.unit}s)</td>
            <td className="num">{c.length.before.mean}</td>
            <td className="num">{c.length.after.mean}</td>
            <td className="num">{Math.round((c.length.after.mean - c.length.before.mean) * 100) / 100}</td>
            <td></td>
          </tr>
          {c.finalScore.map((f) => (
            <tr key={f.side}>
              <td>
                {sideName(after.report, f.side)} final {after.report.score.metric === "vp" ? "VP" : "victory cities"} (median)
              </td>
              <td className="num">{f.before.median}</td>
              <td className="num">{f.after.median}</td>
              <td className="num">{Math.round((f.after.median - f.before.median) * 100) / 100}</td>
              <td></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
