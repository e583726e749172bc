import type { ReportComparison } from "./compare";
import type { BalanceReport } from "@/lib/model/balance-report";

/**
 * The report's charts as chart.js configurations that are plain data (no
 * functions), so the studio hands them to chart.js and the standalone HTML
 * page embeds the very same objects as JSON. Rates are in percent. A dataset
 * marked `hiddenInLegend` (the edges of a band) is left out of the legend by
 * both renderers (`legendFilter`).
 */
export interface ChartSpec {
  type: "bar" | "line";
  data: { labels: (string | number)[]; datasets: Record<string, unknown>[] };
  options: Record<string, unknown>;
}

const PALETTE = ["#2f5f9e", "#b23a2e", "#3a8a4a", "#8a5a9e", "#b27a2e", "#2e8a8a"];
const NO_WINNER = "#8a8f84";

/** Each side's colour: the scenario's, else a fixed palette by position. */
export function sideColours(report: Pick<BalanceReport, "sides">): Map<string, string> {
  return new Map(report.sides.map((s, i) => [s.id, s.colour && /^#[0-9a-f]{6}$/i.test(s.colour) ? s.colour : (PALETTE[i % PALETTE.length] as string)]));
}

/** chart.js legend filter: every dataset but those marked `hiddenInLegend`. */
export function legendFilter(item: { datasetIndex?: number }, data: { datasets: Record<string, unknown>[] }): boolean {
  return item.datasetIndex === undefined || data.datasets[item.datasetIndex]?.hiddenInLegend !== true;
}

/** `#rrggbb` with an alpha, as rgba(). */
export function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `rgba(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)}, ${alpha})`;
}

const pct = (x: number) => Math.round(x * 1000) / 10;
const base = (title: string, extra: Record<string, unknown> = {}) => ({
  animation: false,
  responsive: true,
  maintainAspectRatio: false,
  plugins: { title: { display: true, text: title }, legend: { display: true } },
  ...extra,
});

/** Win rate per side (and no winner) as bars, with the 95% Wilson interval as a thin floating bar over each. */
export function winRateChart(report: BalanceReport): ChartSpec {
  const colours = sideColours(report);
  const rows = [
    ...report.wins.map((w) => ({ label: report.sides.find((s) => s.id === w.side)?.name ?? w.side, colour: colours.get(w.side) ?? NO_WINNER, ...w })),
    { label: "No winner", colour: NO_WINNER, ...report.draws },
  ];
  return {
    type: "bar",
    data: {
      labels: rows.map((r) => r.label),
      datasets: [
        { label: "Win rate %", data: rows.map((r) => pct(r.rate)), backgroundColor: rows.map((r) => withAlpha(r.colour, 0.75)), grouped: false, order: 2 },
        { label: "95% interval", data: rows.map((r) => [pct(r.low), pct(r.high)]), backgroundColor: "rgba(20, 20, 20, 0.55)", barPercentage: 0.12, grouped: false, order: 1 },
      ],
    },
    options: base(`Win rate with 95% interval (${report.games} games)`, { scales: { y: { min: 0, max: 100, title: { display: true, text: "% of games" } } } }),
  };
}

/** Each side's score over turns: the median as a line and the 10–90% band filled around it. */
export function scoreBandChart(report: BalanceReport): ChartSpec {
  const colours = sideColours(report);
  const datasets: Record<string, unknown>[] = [];
  for (const side of report.sides) {
    const colour = colours.get(side.id) ?? NO_WINNER;
    const series = (key: "p10" | "median" | "p90") => report.score.byTurn.map((t) => t.sides.find((s) => s.side === side.id)?.[key] ?? 0);
    const first = datasets.length;
    datasets.push({ label: `${side.name} 10%`, data: series("p10"), borderColor: withAlpha(colour, 0.35), borderWidth: 1, pointRadius: 0, fill: false, hiddenInLegend: true });
    datasets.push({ label: `${side.name} 90%`, data: series("p90"), borderColor: withAlpha(colour, 0.35), borderWidth: 1, pointRadius: 0, backgroundColor: withAlpha(colour, 0.18), fill: first, hiddenInLegend: true });
    datasets.push({ label: `${side.name} median`, data: series("median"), borderColor: colour, backgroundColor: colour, borderWidth: 2.5, pointRadius: 2, fill: false });
  }
  const metric = report.score.metric === "vp" ? "VP" : "Victory cities";
  return {
    type: "line",
    data: { labels: report.score.byTurn.map((t) => t.turn), datasets },
    options: base(`${metric} per side at the end of each ${report.length.unit}: median and 10–90% band`, {
      scales: { x: { title: { display: true, text: report.length.unit === "round" ? "Round" : "Turn" } }, y: { beginAtZero: true, title: { display: true, text: metric } } },
    }),
  };
}

/** When games ended: games per turn (round). */
export function lengthChart(report: BalanceReport): ChartSpec {
  return {
    type: "bar",
    data: { labels: report.length.histogram.map((h) => h.turn), datasets: [{ label: "Games", data: report.length.histogram.map((h) => h.games), backgroundColor: "rgba(90, 110, 140, 0.7)" }] },
    options: base(`${report.length.unit === "round" ? "Round" : "Turn"} the game ended`, { plugins: { title: { display: true, text: `${report.length.unit === "round" ? "Round" : "Turn"} the game ended` }, legend: { display: false } } }),
  };
}

/** Victory levels: for each side a bar per level, stacked by side. */
export function victoryLevelChart(report: BalanceReport): ChartSpec {
  const colours = sideColours(report);
  const levels = [...new Set(report.victoryLevels.map((v) => v.level))];
  const owners: (string | null)[] = [...report.sides.map((s) => s.id), null];
  const datasets = owners
    .filter((o) => report.victoryLevels.some((v) => v.winner === o))
    .map((o) => ({
      label: o === null ? "No winner" : (report.sides.find((s) => s.id === o)?.name ?? o),
      data: levels.map((l) => pct(report.victoryLevels.find((v) => v.winner === o && v.level === l)?.rate ?? 0)),
      backgroundColor: withAlpha(o === null ? NO_WINNER : (colours.get(o) ?? NO_WINNER), 0.75),
    }));
  return {
    type: "bar",
    data: { labels: levels, datasets },
    options: base("Victory levels (% of games)", { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, title: { display: true, text: "% of games" } } } }),
  };
}

/** Two reports' win rates side by side, each with its interval. */
export function compareChart(before: BalanceReport, after: BalanceReport, comparison: ReportComparison, names: [string, string]): ChartSpec {
  const labels = comparison.rates.map((r) => (r.side === null ? "No winner" : (after.sides.find((s) => s.id === r.side)?.name ?? before.sides.find((s) => s.id === r.side)?.name ?? r.side)));
  return {
    type: "bar",
    data: {
      labels,
      datasets: [
        // Each rate is followed by its interval, so the thin bar stands beside the bar it belongs to.
        { label: names[0], data: comparison.rates.map((r) => pct(r.before.rate)), backgroundColor: "rgba(120, 130, 150, 0.7)" },
        { label: `${names[0]} 95%`, data: comparison.rates.map((r) => [pct(r.before.low), pct(r.before.high)]), backgroundColor: "rgba(20, 20, 20, 0.5)", barPercentage: 0.25 },
        { label: names[1], data: comparison.rates.map((r) => pct(r.after.rate)), backgroundColor: "rgba(47, 111, 219, 0.75)" },
        { label: `${names[1]} 95%`, data: comparison.rates.map((r) => [pct(r.after.low), pct(r.after.high)]), backgroundColor: "rgba(20, 20, 20, 0.5)", barPercentage: 0.25 },
      ],
    },
    options: base("Win rates, before and after, with 95% intervals", { scales: { y: { min: 0, max: 100, title: { display: true, text: "% of games" } } } }),
  };
}

/** Every chart of a report, in the order the studio and the HTML page show them. */
export function reportCharts(report: BalanceReport): { id: string; spec: ChartSpec }[] {
  return [
    { id: "wins", spec: winRateChart(report) },
    { id: "score", spec: scoreBandChart(report) },
    { id: "levels", spec: victoryLevelChart(report) },
    { id: "length", spec: lengthChart(report) },
  ];
}
