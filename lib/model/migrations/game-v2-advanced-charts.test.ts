import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { starterAdvancedCharts } from "../advanced-starter";
import { gameSchema } from "../game";
import { migrateDocument } from "../migrate";
import { gameV2AdvancedCharts } from "./game-v2-advanced-charts";

const fixture = () => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "fixtures", "game.v2.json"), "utf8")) as Record<string, unknown>;
const chartsOf = (doc: Record<string, unknown>) => doc.charts as Record<string, unknown>;

/** Game 2 → 3: the Advanced game's charts [14–29]. */
describe("game 2 → 3: Advanced games gain the starter Advanced charts", () => {
  it("gives a version 2 Advanced game the starter charts, marked warbench-sample, and nothing else changes", () => {
    const doc = fixture();
    expect(chartsOf(doc).advanced).toBeUndefined();
    const result = migrateDocument("game", doc);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied).toEqual(["Advanced games gain the starter Advanced charts"]);
    const charts = chartsOf(result.doc);
    expect(charts.advanced).toEqual(starterAdvancedCharts());
    expect((charts.advanced as { provenance: string }).provenance).toBe("warbench-sample");
    const { advanced: _added, ...rest } = charts;
    expect(rest).toEqual(chartsOf(doc));
    expect({ ...result.doc, charts: undefined, schemaVersion: 2 }).toEqual({ ...doc, charts: undefined });
    expect(gameSchema.safeParse(result.doc).success).toBe(true);
  });

  it("does not touch its input", () => {
    const doc = fixture();
    const before = JSON.stringify(doc);
    gameV2AdvancedCharts.up(doc);
    expect(JSON.stringify(doc)).toBe(before);
  });

  it.each([
    ["a standard Next War game", { ruleset: "nextwar-standard", charts: { crt: {} } }],
    ["an A&A game", { ruleset: "aa1942", unitTypes: [] }],
    ["an Advanced game without charts (the schema check reports it)", { ruleset: "nextwar-advanced" }],
    ["an Advanced game that already has Advanced charts", { ruleset: "nextwar-advanced", charts: { advanced: { provenance: "designer" } } }],
  ])("leaves %s as it is", (_name, doc) => {
    expect(gameV2AdvancedCharts.up({ schemaVersion: 2, ...doc })).toEqual({ schemaVersion: 2, ...doc });
  });
});
