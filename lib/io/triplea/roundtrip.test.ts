import { describe, expect, it } from "vitest";
import { exportTripleA } from "./export";
import { importTripleA } from "./import";
import { fixtureInput } from "./test-fixtures";

/** On the project's own Narrow Seas game; the real World War II v3 games round-trip in `npm run test:conformance`. */
describe("TripleA round trip of Narrow Seas", () => {
  it("import → export → import gives the same documents", { timeout: 120_000 }, () => {
    const first = importTripleA(fixtureInput());
    if (!first.ok) throw new Error(first.reason);
    const out = exportTripleA(first.game, first.map, first.scenario);
    const second = importTripleA({ xml: out.xml, xmlName: "exported.xml", polygons: out.polygons, centers: out.centers, properties: out.properties });
    if (!second.ok) throw new Error(second.reason);
    expect(second.game).toEqual(first.game);
    expect(second.map).toEqual(first.map);
    expect(second.scenario).toEqual(first.scenario);
    expect(out.report.filter((e) => e.severity !== "info")).toEqual([]);
    // What makes the trip worth taking: canals, the wrapped edge and islands of several outlines come back too.
    expect(second.map.canals).toHaveLength(2);
    expect(second.map.wrap.horizontal).toBe(true);
    expect(second.map.territories.find((t) => t.id === "tarn-fell-isles")?.polygons).toHaveLength(3);
  });

  it("writes XML without entities or a DOCTYPE subset, and escapes names", () => {
    const first = importTripleA(fixtureInput(false));
    if (!first.ok) throw new Error(first.reason);
    const game = { ...first.game, name: 'Q & A "<x>"' };
    const out = exportTripleA(game, first.map, first.scenario);
    expect(out.xml).toContain('<!DOCTYPE game SYSTEM "game.dtd">');
    expect(out.xml).not.toMatch(/<!ENTITY|\[/);
    expect(out.xml).toContain('<info name="Q &amp; A &quot;&lt;x&gt;&quot;"');
    expect(out.xml).toContain('<territory name="Tarn &amp; Fell Isles"/>');
    const again = importTripleA({ xml: out.xml });
    expect(again.ok && again.game.name).toBe(game.name);
    expect(again.ok && again.map.territories.find((t) => t.id === "tarn-fell-isles")?.name).toBe("Tarn & Fell Isles");
  });
});
