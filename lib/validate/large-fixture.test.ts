import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { largeFixture } from "./large-fixture";
import { validateProject } from "./project";

describe("the benchmark's generated project", () => {
  it("is a 200×150 map with 2,000 units that validates clean, so the bench times the full path", () => {
    const { map, scenario } = largeFixture();
    const game = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "..", "samples", "nextwar-sample", "game.json"), "utf8"));
    expect((map.terrain as { rows: string[] }).rows.join("")).toHaveLength(30_000);
    expect(scenario.units).toHaveLength(2000);
    expect(JSON.stringify(map).length).toBeLessThan(200_000);
    expect(validateProject({ game: { value: game }, map: { value: map }, scenario: { value: scenario } })).toEqual({ game: [], map: [], scenario: [] });
  });
});
