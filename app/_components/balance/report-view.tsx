"use client";
/**
 * One balance report: who wins how often (with the interval), the charts,
 * where games were decided on the map, how they ended and what each side
 * lost. All text from the documents renders as text.
 */
import { botCheckLines, botCheckWarning } from "@/lib/balance/bot-check";
import { reportCharts } from "@/lib/balance/charts";
import type { BalanceReport } from "@/lib/model/balance-report";
import { ChartCanvas } from "./chart-canvas";
import { HeatMap } from "./heat-map";
import styles from "./balance.module.css";

export const ENDING_NAMES: Record<string, string> = {
  "automatic-vp-lead": "Automatic victory (VP lead)",
  "automatic-capitals": "Automatic victory (every enemy capital held)",
  "turn-limit": "Last turn played",
  "victory-cities": "Victory cities",
  "round-limit": "Round limit",
  unfinished: "Unfinished (action cap)",
};

export const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

export function sideName(report: BalanceReport, id: string | null): string {
  return id === null ? "nobody" : (report.sides.find((s) => s.id === id)?.name ?? id);
}

export function ReportView({ report, map }: { report: BalanceReport; map: Record<string, unknown> | null }) {
  const charts = reportCharts(report);
  const objectives = report.control.filter((c) => c.key);
  return (
    <div className={styles.report} data-testid="balance-report">
      <ul className={styles.headline} data-testid="balance-headline">
        {report.wins.map((w) => (
          <li key={w.side}>
            <strong>{sideName(report, w.side)}</strong> ({report.sides.find((s) => s.id === w.side)?.bot} bot) wins <strong>{pct(w.rate)}</strong>{" "}
            <span className="muted">
              (95% interval {pct(w.low)}–{pct(w.high)})
            </span>
          </li>
        ))}
        <li>
          No winner {pct(report.draws.rate)} <span className="muted">· {report.games} games{report.partial ? ` (partial: ${report.games} of ${report.gamesRequested})` : ""}</span>
        </li>
      </ul>
      <BotCheck report={report} />
      <div className={styles.charts}>
        {charts.map((c) => (
          <ChartCanvas key={c.id} spec={c.spec} testId={`balance-chart-${c.id}`} />
        ))}
      </div>
      <h3>Where games were decided</h3>
      <HeatMap report={report} map={map} />
      <div className={styles.tables}>
        <table className="list">
          <thead>
            <tr>
              <th>Objective</th>
              <th>Held at the start</th>
              <th>Held at the end</th>
            </tr>
          </thead>
          <tbody>
            {objectives.map((c) => {
              const total = c.final.reduce((t, f) => t + f.games, 0) + c.uncontrolled;
              return (
                <tr key={c.at}>
                  <td>{c.at}</td>
                  <td>{sideName(report, c.start)}</td>
                  <td>
                    {c.final.map((f) => `${sideName(report, f.side)} ${pct(total ? f.games / total : 0)}`).join(", ")}
                    {c.uncontrolled > 0 ? `, nobody ${pct(c.uncontrolled / total)}` : ""}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <table className="list">
          <thead>
            <tr>
              <th>How games ended</th>
              <th>Games</th>
              <th>%</th>
            </tr>
          </thead>
          <tbody>
            {report.endings.map((e) => (
              <tr key={e.ending}>
                <td>{ENDING_NAMES[e.ending] ?? e.ending}</td>
                <td className="num">{e.games}</td>
                <td className="num">{pct(e.rate)}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={3} className="muted">
                Ended in {report.length.unit} {report.length.min}–{report.length.max} (median {report.length.median}, 10–90%: {report.length.p10}–{report.length.p90})
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <h3>Losses by unit type</h3>
      <table className="list" data-testid="balance-losses">
        <thead>
          <tr>
            <th>Side</th>
            <th>Unit type</th>
            <th>Steps lost</th>
            <th>Units eliminated</th>
            <th>Steps a game</th>
            <th>Units a game</th>
          </tr>
        </thead>
        <tbody>
          {report.losses.map((l) => (
            <tr key={`${l.side}/${l.unitType}`}>
              <td>{sideName(report, l.side)}</td>
              <td>{l.unitType}</td>
              <td className="num">{l.steps}</td>
              <td className="num">{l.units}</td>
              <td className="num">{l.stepsPerGame}</td>
              <td className="num">{l.unitsPerGame}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Seeds {report.seeds.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)).join(", ")} · ruleset {report.ruleset} · scenario digest {report.scenario.digest}
      </p>
    </div>
  );
}

/** Whether the bots were worth measuring with: greedy against random from each side, when the run played the check. */
function BotCheck({ report }: { report: BalanceReport }) {
  const lines = botCheckLines(report);
  if (lines.length === 0) return null;
  const warning = botCheckWarning(report);
  return (
    <div data-testid="balance-bot-check">
      <ul className={styles.headline}>
        {lines.map((l) => (
          <li key={l.side} className={l.low ? styles.low : undefined}>
            {l.text}
            {l.low ? " (below 90%)" : ""}
          </li>
        ))}
      </ul>
      {warning && (
        <div className="banner warn" role="status">
          {warning}
        </div>
      )}
    </div>
  );
}
