/** Conformance: the importer on the real TripleA "World War II v3" games (../shared/fixtures), run by `npm run test:conformance`. */
import { describe, expect, it } from "vitest";
import { exportTripleA } from "../export";
import { importTripleA } from "../import";
import { realInput } from "./real-fixtures";

describe.each(["WW2v3-1942.xml", "WW2v3-1941.xml"] as const)("TripleA round trip of the real %s", (file) => {
  it("import → export → import gives the same documents", { timeout: 120_000 }, () => {
    const first = importTripleA(realInput(file));
    if (!first.ok) throw new Error(first.reason);
    const out = exportTripleA(first.game, first.map, first.scenario);
    const second = importTripleA({ xml: out.xml, xmlName: "exported.xml", polygons: out.polygons, centers: out.centers, properties: out.properties });
    if (!second.ok) throw new Error(second.reason);
    expect(second.game).toEqual(first.game);
    expect(second.map).toEqual(first.map);
    expect(second.scenario).toEqual(first.scenario);
    expect(out.report.filter((e) => e.severity !== "info")).toEqual([]);
  });

  it("writes XML without entities or a DOCTYPE subset, and escapes names", () => {
    const first = importTripleA(realInput(file, false));
    if (!first.ok) throw new Error(first.reason);
    const game = { ...first.game, name: 'Q & A "<x>"' };
    const out = exportTripleA(game, first.map, first.scenario);
    expect(out.xml).toContain('<!DOCTYPE game SYSTEM "game.dtd">');
    expect(out.xml).toContain('<info name="Q &amp; A &quot;&lt;x&gt;&quot;"');
    const again = importTripleA({ xml: out.xml });
    expect(again.ok && again.game.name).toBe(game.name);
  });
});
