import { describe, expect, it } from "vitest";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
import { changedShare, controlFill, eliminationRadius, heatmapSvg } from "./heatmap";
import { buildBotCheck } from "./bot-check";
import { jsonForScript, reportHtml } from "./html";
import type { GameRecord, ReportMeta } from "./record";
import { buildReport } from "./report";

const hostile = '</script><script>alert("x")</script><!--';
const meta: ReportMeta = {
  ruleset: "nextwar",
  scenario: { name: hostile, digest: "d", revision: 2, documentId: null },
  sides: [
    { id: "blue", name: `Blue ${hostile}`, colour: "#0000ff", bot: "greedy" },
    { id: "red", name: "Red", colour: "#ff0000", bot: "random" },
  ],
  seed: 1,
  gamesRequested: 4,
  partial: false,
  firstTurn: 1,
  lastTurn: 2,
  objectives: [{ at: "0915", start: "blue" }],
};
const games: GameRecord[] = [0, 1, 2, 3].map((i) => ({
  index: i,
  seed: 1 + i,
  winner: i < 3 ? "blue" : "red",
  level: "marginal",
  ending: "turn-limit",
  turns: 2,
  score: [[1, 2], [0, 1]],
  changed: i === 3 ? [{ at: "0915", start: "blue", final: "red" }] : [{ at: "1010", start: "red", final: "blue" }],
  eliminations: [{ at: "1010", side: "red", units: 1 }],
  losses: [],
}));
const report = buildReport(meta, games);

describe("the standalone HTML report", () => {
  const html = reportHtml(report, { chartJs: "window.Chart = function () {};\n//# sourceMappingURL=chart.umd.min.js.map\n", mapSvg: "<svg></svg>" });

  it("carries document text only as JSON data, which cannot close its script element", () => {
    expect(html).not.toContain(hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    const json = /<script type="application\/json" id="report-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!).report).toEqual(report);
    expect(jsonForScript({ a: "</script>&<!--\u2028" })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u003c!--\\u2028"}');
  });

  it("needs nothing from the network: chart.js inline (without its source map), the map inline", () => {
    expect(html).toContain("window.Chart = function () {};");
    expect(html).not.toContain("sourceMappingURL");
    expect(html).not.toMatch(/\b(src|href)=/);
    expect(html).not.toMatch(/url\(|@import|<link|<iframe|<img/);
    expect(html).toContain("<svg></svg>");
    for (const id of ["wins", "score", "levels", "length"]) expect(html).toContain(`<canvas id="chart-${id}"`);
  });
});

describe("the standalone HTML report's bot check", () => {
  // Greedy as blue wins 3 of 4, as red 4 of 4: below 90% from blue's side.
  const check = buildBotCheck({ sides: ["blue", "red"], seed: 1, gamesPerSide: 4 }, [games, games.map((g) => ({ ...g, winner: "red" }))]);
  const html = reportHtml(buildReport(meta, games, check), { chartJs: "", mapSvg: null });
  const data = JSON.parse(/<script type="application\/json" id="report-data">([^<]*)<\/script>/.exec(html)![1]!);

  it("gives the page a line per side and the warning as data, filled in as text", () => {
    expect(data.botCheck.lines).toEqual([
      { side: "blue", text: `Greedy as Blue ${hostile} beats random in 3/4 (75% [30.1–95.4%])`, low: true },
      { side: "red", text: "Greedy as Red beats random in 4/4 (100% [51–100%])", low: false },
    ]);
    expect(data.botCheck.warning).toMatch(/^Greedy wins less than 90%/);
    expect(html).not.toContain(hostile);
    expect(html).toContain('<section id="botcheck" hidden>');
    expect(html).toContain("li.textContent = l.text");
  });

  it("has no lines without a check", () => {
    const plain = JSON.parse(/id="report-data">([^<]*)<\/script>/.exec(reportHtml(report, { chartJs: "", mapSvg: null }))![1]!);
    expect(plain.botCheck).toEqual({ lines: [], warning: null });
  });
});

describe("the heat map of final control", () => {
  it("mixes the sides' colours by the games each held a place, grey for nobody", () => {
    const entry = { at: "1010", key: false, start: "red", final: [{ side: "blue", games: 3 }, { side: "red", games: 1 }], uncontrolled: 0 };
    const colours = new Map([["blue", "#0000ff"], ["red", "#ff0000"]]);
    // (3·(0,0,255) + 1·(255,0,0)) / 4
    expect(controlFill(entry, colours)).toBe("rgb(64, 0, 191)");
    expect(controlFill({ ...entry, final: [{ side: "blue", games: 1 }, { side: "red", games: 0 }], uncontrolled: 1 }, colours)).toBe("rgb(75, 75, 203)");
    expect(changedShare(entry)).toBe(0.75);
    expect(changedShare({ ...entry, start: null, uncontrolled: 4 })).toBe(0.5);
    expect(eliminationRadius(0, 10)).toBe(0);
    expect(eliminationRadius(1000, 10)).toBe(0.9);
  });

  it("draws the sample map with every changed hex and objective, and eliminations as circles", () => {
    const svg = heatmapSvg(report, sampleBundle().map)!;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain("<title>0915 (objective): Blue &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- 75%, Red 25% at the end;");
    expect(svg).toContain("<title>1010: Blue");
    expect(svg).toContain("<title>1010: 4 units eliminated</title>");
    expect(svg).not.toContain(hostile);
    // 60×40 terrain hexes faded underneath, then the two places.
    expect(svg.match(/<polygon /g)).toHaveLength(60 * 40 + 2);
  });
});
