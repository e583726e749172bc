import { botCheckLines, botCheckWarning } from "./bot-check";
import { reportCharts } from "./charts";
import type { BalanceReport } from "@/lib/model/balance-report";

/**
 * The report as one standalone HTML page that opens offline: chart.js (its
 * UMD build, passed in as text) and the report are inside the page, the
 * heat map is an inline SVG. Document text (scenario and side names) only
 * ever reaches the page as JSON data read into textContent, or escaped in
 * the SVG: never as markup. `warbench balance --html` and the studio's
 * *Export HTML* write this same page.
 */
export function reportHtml(report: BalanceReport, assets: { chartJs: string; mapSvg: string | null }): string {
  const data = { report, charts: reportCharts(report), botCheck: { lines: botCheckLines(report), warning: botCheckWarning(report) } };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Balance report</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1 id="title">Balance report</h1><p id="sub"></p></header>
<section><h2>Win rates</h2><ul id="headline"></ul><p class="note" id="partial" hidden></p></section>
<section id="botcheck" hidden><h2>Bot check</h2><ul id="botcheck-lines"></ul><p class="warn" id="botcheck-warning" hidden></p></section>
<section class="charts">
${data.charts.map((c) => `<div class="chart"><canvas id="chart-${c.id}" aria-label="${c.id} chart"></canvas></div>`).join("\n")}
</section>
<section><h2>Where games were decided</h2>
${assets.mapSvg ? `<div class="map">${assets.mapSvg}</div><p class="note">Each place that changed hands in some game, and each objective (outlined), in the sides' colours mixed by how often each held it at the end (grey: nobody); the stronger the colour, the more often it changed hands. Circles: units eliminated there.</p>` : `<p class="note">No map drawing for this report.</p>`}
<table id="control"><thead><tr><th>Objective</th><th>Held at the start</th><th>Held at the end</th></tr></thead><tbody></tbody></table>
</section>
<section><h2>How games ended</h2><table id="endings"><thead><tr><th>Ending</th><th>Games</th><th>%</th></tr></thead><tbody></tbody></table>
<p id="length"></p></section>
<section><h2>Losses by unit type</h2><table id="losses"><thead><tr><th>Side</th><th>Unit type</th><th>Steps lost</th><th>Units eliminated</th><th>Steps a game</th><th>Units a game</th></tr></thead><tbody></tbody></table></section>
<footer id="provenance"></footer>
<script type="application/json" id="report-data">${jsonForScript(data)}</script>
<script>${scriptSafe(stripSourceMap(assets.chartJs))}</script>
<script>${RENDER}</script>
</body>
</html>
`;
}

/** JSON that cannot end its <script> element early or open a comment inside it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

function scriptSafe(js: string): string {
  return js.replace(/<\/script/gi, "<\\/script").replace(/<!--/g, "<\\!--");
}

function stripSourceMap(js: string): string {
  return js.replace(/\n\/\/# sourceMappingURL=\S*\s*$/, "\n");
}

const STYLE = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1100px;padding:16px 24px;color:#1d2228;background:#fafafa}
h1{font-size:1.5em;margin:0.2em 0}h2{font-size:1.15em;margin:1.4em 0 0.5em}
#sub,.note,footer{color:#5b6470}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(420px,1fr));gap:16px}
.chart{height:300px;background:#fff;border:1px solid #dde1e6;border-radius:6px;padding:8px}
.map{overflow:auto;max-height:720px;background:#fff;border:1px solid #dde1e6;border-radius:6px}
table{border-collapse:collapse;background:#fff}th,td{border:1px solid #dde1e6;padding:4px 8px;text-align:left}td.num{text-align:right;font-variant-numeric:tabular-nums}
.sig{font-weight:600}
.warn{color:#8a3b00;font-weight:600}
`;

/** The page's own script: fills the text from the embedded JSON (textContent only) and draws the charts. */
const RENDER = `
(function () {
  var data = JSON.parse(document.getElementById("report-data").textContent);
  var r = data.report;
  var sideName = function (id) { if (id === null) return "nobody"; for (var i = 0; i < r.sides.length; i++) if (r.sides[i].id === id) return r.sides[i].name; return id; };
  var pct = function (x) { return (Math.round(x * 1000) / 10).toFixed(1) + "%"; };
  var text = function (id, s) { document.getElementById(id).textContent = s; };
  document.title = "Balance report: " + r.scenario.name;
  text("title", "Balance report: " + r.scenario.name);
  text("sub", r.games + " games" + (r.partial ? " (partial: " + r.games + " of " + r.gamesRequested + ")" : "") + " · " + r.sides.map(function (s) { return s.name + ": " + s.bot + " bot"; }).join(" · ") + " · " + (r.scenario.revision ? "revision " + r.scenario.revision : "scenario digest " + r.scenario.digest));
  var ul = document.getElementById("headline");
  r.wins.forEach(function (w) {
    var li = document.createElement("li");
    li.textContent = sideName(w.side) + " wins " + pct(w.rate) + " (95% interval " + pct(w.low) + " to " + pct(w.high) + ")";
    ul.appendChild(li);
  });
  var li = document.createElement("li");
  li.textContent = "No winner " + pct(r.draws.rate);
  ul.appendChild(li);
  if (data.botCheck.lines.length) {
    document.getElementById("botcheck").hidden = false;
    var bl = document.getElementById("botcheck-lines");
    data.botCheck.lines.forEach(function (l) { var li = document.createElement("li"); li.textContent = l.text + (l.low ? " (below 90%)" : ""); if (l.low) li.className = "warn"; bl.appendChild(li); });
    if (data.botCheck.warning) { var bw = document.getElementById("botcheck-warning"); bw.hidden = false; bw.textContent = data.botCheck.warning; }
  }
  if (r.partial) { var p = document.getElementById("partial"); p.hidden = false; p.textContent = "Stopped before the end: " + r.games + " of " + r.gamesRequested + " games."; }
  var row = function (tableId, cells) {
    var tr = document.createElement("tr");
    cells.forEach(function (c) { var td = document.createElement("td"); td.textContent = String(c); if (typeof c === "number") td.className = "num"; tr.appendChild(td); });
    document.querySelector("#" + tableId + " tbody").appendChild(tr);
  };
  r.control.filter(function (c) { return c.key; }).forEach(function (c) {
    var total = c.uncontrolled + c.final.reduce(function (t, f) { return t + f.games; }, 0);
    var shares = c.final.map(function (f) { return sideName(f.side) + " " + pct(total ? f.games / total : 0); });
    if (c.uncontrolled) shares.push("nobody " + pct(c.uncontrolled / total));
    row("control", [c.at, sideName(c.start), shares.join(", ")]);
  });
  var endings = { "automatic-vp-lead": "Automatic victory (VP lead)", "automatic-capitals": "Automatic victory (every enemy capital held)", "turn-limit": "Last turn played", "victory-cities": "Victory cities", "round-limit": "Round limit", "unfinished": "Unfinished (action cap)" };
  r.endings.forEach(function (e) { row("endings", [endings[e.ending] || e.ending, e.games, pct(e.rate)]); });
  text("length", "Games ended in " + r.length.unit + " " + r.length.min + " to " + r.length.max + " (median " + r.length.median + ", 10–90%: " + r.length.p10 + "–" + r.length.p90 + ").");
  r.losses.forEach(function (l) { row("losses", [sideName(l.side), l.unitType, l.steps, l.units, l.stepsPerGame, l.unitsPerGame]); });
  var seeds = r.seeds.map(function (s) { return s[0] === s[1] ? String(s[0]) : s[0] + "–" + s[1]; }).join(", ");
  text("provenance", "Ruleset " + r.ruleset + " · seeds " + seeds + " · scenario digest " + r.scenario.digest + " · made by Warbench (warbench balance).");
  var legendFilter = function (item, d) { return item.datasetIndex === undefined || !(d.datasets[item.datasetIndex] || {}).hiddenInLegend; };
  if (window.Chart) data.charts.forEach(function (c) {
    var legend = (c.spec.options.plugins = c.spec.options.plugins || {}).legend = c.spec.options.plugins.legend || {};
    legend.labels = Object.assign({}, legend.labels, { filter: legendFilter });
    new window.Chart(document.getElementById("chart-" + c.id), c.spec);
  });
})();
`;
