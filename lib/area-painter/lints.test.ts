import { describe, expect, it } from "vitest";
import { AreaEditor } from "./editor";
import { lintAreaDocument } from "./lints";
import { sampleMap, twoSquares } from "./test-maps";

const codes = (ed: AreaEditor) => ed.lints().map((l) => [l.code, l.space]);

describe("lints on the map being edited", () => {
  it("the sample and the two squares are clean", () => {
    expect(new AreaEditor(sampleMap()).lints()).toEqual([]);
    expect(new AreaEditor(twoSquares()).lints()).toEqual([]);
  });

  it("a removed border connection is missing; a territory connected to nothing has no neighbours", () => {
    const ed = new AreaEditor(twoSquares());
    ed.setConnected("a", "b", false);
    expect(codes(ed)).toEqual([["W-AREA-MISSING-CONNECTION", "a"]]);
    ed.createSpaceFromPolygon("territory", [{ x: 250, y: 250 }, { x: 290, y: 250 }, { x: 290, y: 290 }]);
    expect(codes(ed)).toContainEqual(["W-AREA-NO-NEIGHBOURS", "territory-3"]);
  });

  it("overlapping outlines, a victory city with no owner, a canal between zones that do not touch", () => {
    const ed = new AreaEditor(twoSquares());
    ed.createSpaceFromPolygon("territory", [{ x: 150, y: 150 }, { x: 250, y: 150 }, { x: 250, y: 250 }, { x: 150, y: 250 }], { id: "c" });
    // Reported on the later of the two in document order (territories, then sea zones).
    expect(codes(ed)).toContainEqual(["W-AREA-OVERLAP", "s"]);
    ed.setSpaceProps("b", { victoryCity: true });
    expect(codes(ed)).toContainEqual(["W-VICTORY-CITY-NO-OWNER", "b"]);
    const doc = ed.document();
    doc.seaZones.push({ id: "far", name: "Far", polygons: [[260, 0, 300, 0, 300, 40, 260, 40]] });
    doc.canals.push({ id: "k", name: "K", seaZones: ["s", "far"], controlledBy: ["b"] });
    const lints = new AreaEditor(doc).lints();
    expect(lints.map((l) => [l.code, l.space])).toContainEqual(["E-CANAL-NOT-ADJACENT", "s"]);
  });

  it("a one-way connection in a document is an error at the space listing it; the editor makes it two-way on load", () => {
    const doc = twoSquares();
    doc.connections[0] = { from: "a", to: ["b"] };
    expect(lintAreaDocument(doc).map((l) => [l.code, l.space])).toContainEqual(["E-AREA-ONE-WAY", "s"]);
    expect(new AreaEditor(doc).connections().get("a")).toEqual(new Set(["b", "s"]));
  });
});
