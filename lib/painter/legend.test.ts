import { describe, expect, it } from "vitest";
import { EditableMap } from "./editable-map";
import { type Box, layoutLegend, legendMinWidth, legendSections } from "./legend";
import { testMap } from "./test-map";

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** A rough label font: 7.5 px a character, as 13 px system-ui is about. */
const measure = (text: string) => text.length * 7.5;

function fullMap() {
  const doc = testMap("flat", 8, 6);
  doc.terrainTypes[1]!.name = "Dense coniferous forest with undergrowth";
  doc.terrain.rows = ["ccffccss", "ccffccss", "ccccccss", "cccccccs", "cccccccs", "cccccccs"];
  doc.nations.push({ id: "green", name: "The Grand Duchy of Greenland-Upon-Marsh", colour: "#2e8b57" });
  doc.borders = { legend: [{ char: "r", value: "red" }, { char: "b", value: "blue" }, { char: "g", value: "green" }], rows: ["rrrbbb..", "rrrbbb..", "rrrggg..", "rrrggg..", "......", "......"].map((r) => r.padEnd(8, ".")) };
  doc.seaZones[0]!.hexes = ["0701", "0801", "0802"];
  doc.seaZones.push({ id: "gulf", name: "Gulf of Nowhere", seaBox: { id: "gulf-sea", name: "Gulf sea box" }, coastalBox: { id: "gulf-coast", name: "Gulf coastal box" }, hexes: ["0803"] });
  doc.hexsides = [
    { kind: "minor-river", sides: ["0101-0201"] },
    { kind: "major-river", sides: ["0102-0202"] },
    { kind: "water", sides: ["0103-0203"] },
    { kind: "ferry", sides: ["0104-0204"] },
    { kind: "fortified-line", sides: ["0105-0205"] },
  ];
  doc.roads = [
    { kind: "highway", path: ["0301", "0302"] },
    { kind: "primary", path: ["0303", "0304"] },
    { kind: "secondary", path: ["0305", "0306"] },
  ];
  doc.features = [
    { kind: "capital", hex: "0101", nation: "red" },
    { kind: "major-city", hex: "0202" },
    { kind: "city", hex: "0203" },
    { kind: "town", hex: "0204" },
    { kind: "port", hex: "0602", capacity: 2 },
    { kind: "airbase", hex: "0205" },
    { kind: "hardened-airbase", hex: "0206" },
    { kind: "airfield", hex: "0303" },
    { kind: "fortification", hex: "0304", originalOwner: "blue" },
  ];
  return EditableMap.fromDocument(doc);
}

describe("the map legend", () => {
  it("lists borders, each nation's colour, the sea zones and ferries when the map has them", () => {
    const sections = legendSections(fullMap());
    const labels = Object.fromEntries(sections.map((s) => [s.title, s.entries.map((e) => e.label)]));
    expect(labels.Nations).toEqual(["Border", "Redland", "Blueland", "The Grand Duchy of Greenland-Upon-Marsh"]);
    expect(labels["Sea zones"]).toEqual(["The Bay", "Gulf of Nowhere"]);
    expect(labels["Hexsides and roads"]).toEqual(["Minor river", "Major river", "Water hexside", "Ferry", "Fortified line", "Highway", "Primary road", "Secondary road"]);
    expect(labels.Terrain).toEqual(["Clear", "Dense coniferous forest with undergrowth", "Sea"]);
    expect(labels.Features).toHaveLength(9);
    const nations = sections.find((s) => s.title === "Nations")!.entries;
    expect(nations[3]!.swatch).toEqual({ kind: "nation", colour: "#2e8b57" });
  });

  it("leaves out what the map does not hold", () => {
    const sections = legendSections(EditableMap.fromDocument(testMap()));
    expect(sections.map((s) => s.title)).toEqual(["Terrain"]);
    expect(sections[0]!.entries.map((e) => e.label)).toEqual(["Clear"]);
  });

  for (const width of [300, 520, 820, 1600]) {
    it(`places no entry over another, nor over a heading, and keeps them inside ${width} px`, () => {
      const sections = legendSections(fullMap());
      const w = Math.max(width, legendMinWidth(sections, { measure }));
      const layout = layoutLegend(sections, w, { measure, measureHeading: (t) => t.length * 9 });
      const boxes = [...layout.entries.map((e) => e.box), ...layout.headings.map((h) => h.box)];
      expect(layout.entries).toHaveLength(sections.reduce((n, s) => n + s.entries.length, 0));
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!), `${JSON.stringify(boxes[i])} overlaps ${JSON.stringify(boxes[j])}`).toBe(false);
        expect(boxes[i]!.x).toBeGreaterThanOrEqual(0);
        expect(boxes[i]!.x + boxes[i]!.width).toBeLessThanOrEqual(w);
        expect(boxes[i]!.y + boxes[i]!.height).toBeLessThanOrEqual(layout.height);
      }
      // A label starts after its sample.
      for (const e of layout.entries) expect(e.textX).toBeGreaterThan(e.swatchBox.x + e.swatchBox.width);
    });
  }
});
