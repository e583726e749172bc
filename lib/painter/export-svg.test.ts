import { describe, expect, it } from "vitest";
import { EditableMap } from "./editable-map";
import { mapToSvg } from "./export-svg";
import { testMap } from "./test-map";

describe("mapToSvg", () => {
  it("draws every hex, river, road, feature and a legend, with labels", () => {
    const doc = testMap("flat", 4, 3);
    doc.terrain.rows = ["ccff", "ccss", "ffcc"];
    doc.hexsides = [{ kind: "major-river", sides: ["0101-0201"] }];
    doc.roads = [{ kind: "highway", path: ["0102", "0202"] }];
    doc.features = [{ kind: "city", hex: "0303", name: "Burg & Co", vp: 2 }];
    const svg = mapToSvg(EditableMap.fromDocument(doc));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<polygon /g)?.length).toBe(12 + 6); // 12 hexes, forest and sea drawn again with their patterns
    expect(svg).toContain('stroke="#1f6fc5"');
    expect(svg).toContain('stroke="#b23a2a"');
    expect(svg).toContain("Burg &amp; Co");
    expect(svg).toContain(">0101<");
    expect(svg).toContain("legend");
    expect(svg).toContain('id="p-clear-forest"');
  });

  it("leaves hex labels out when asked", () => {
    expect(mapToSvg(EditableMap.fromDocument(testMap("pointy", 3, 3)), { labels: false })).not.toContain(">0101<");
  });
});

describe("mapToSvg legend", () => {
  it("names the border, each nation, the sea zones and ferries when the map has them", () => {
    const doc = testMap("flat", 4, 3);
    doc.terrain.rows = ["ccss", "ccss", "ccss"];
    doc.borders = { legend: [{ char: "r", value: "red" }, { char: "b", value: "blue" }], rows: ["rb..", "rb..", "rb.."] };
    doc.seaZones[0]!.hexes = ["0301", "0401"];
    doc.hexsides = [{ kind: "ferry", sides: ["0101-0201"] }];
    const svg = mapToSvg(EditableMap.fromDocument(doc));
    for (const text of [">Border<", ">Redland<", ">Blueland<", ">The Bay<", ">Ferry<"]) expect(svg).toContain(text);
    expect(svg).toContain('fill="#c0392b"');
  });
});
