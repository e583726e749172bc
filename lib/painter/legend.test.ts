import { describe, expect, it } from "vitest";
import { EditableMap } from "./editable-map";
import { type Box, estimateTextWidth, fitText, layoutLegend, legendMinWidth, legendSections, wrapLabel } from "./legend";
import { testMap } from "./test-map";

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** A rough label font: 7.5 px a character, as 13 px system-ui is about, and a full em (13 px) for an ideograph. */
const measure = (text: string) => Array.from(text).reduce((w, ch) => w + (/[\u3040-\u9fff]/.test(ch) ? 13 : 7.5), 0);
const LONG_NAME = "The Most Serene and Exceedingly Long-Named Grand Duchy of Ostmark-upon-the-Marshes-and-Beyond, Its Islands, Protectorates and Dependencies Overseas";
const JAPANESE_NAME = "ノルトランド連邦共和国と北方諸島の自治領および海外領土";

function fullMap() {
  const doc = testMap("flat", 8, 6);
  doc.terrainTypes[1]!.name = "Dense coniferous forest with undergrowth";
  doc.terrain.rows = ["ccffccss", "ccffccss", "ccccccss", "cccccccs", "cccccccs", "cccccccs"];
  doc.nations.push({ id: "green", name: "The Grand Duchy of Greenland-Upon-Marsh", colour: "#2e8b57" });
  doc.nations.push({ id: "long", name: LONG_NAME, colour: "#8e44ad" });
  doc.nations.push({ id: "nord", name: JAPANESE_NAME, colour: "#16a085" });
  doc.nations.push({ id: "www", name: "W".repeat(80), colour: "#d35400" });
  doc.borders = {
    legend: ["red", "blue", "green", "long", "nord", "www"].map((value) => ({ char: value[0]!, value })),
    rows: ["rrrbbb..", "rrrbbb..", "rrrggg..", "lllggg..", "nnnwww..", "......"].map((r) => r.padEnd(8, ".")),
  };
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
    expect(labels.Nations).toEqual(["Border", "Redland", "Blueland", "The Grand Duchy of Greenland-Upon-Marsh", LONG_NAME, JAPANESE_NAME, "W".repeat(80)]);
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
    it(`places no entry over another, nor over a heading or the title, and keeps them inside ${width} px`, () => {
      const sections = legendSections(fullMap());
      const min = legendMinWidth(sections, { measure });
      // Long names wrap: no label makes the legend wider than a 240 px line and its sample.
      expect(min).toBeLessThanOrEqual(12 + 26 + 6 + 240 + 12);
      const w = Math.max(width, min);
      const layout = layoutLegend(sections, w, { measure, measureHeading: (t) => t.length * 9, measureTitle: (t) => t.length * 11 }, `A map with a very long name indeed, ${LONG_NAME} — legend`);
      const boxes = [...layout.entries.map((e) => e.box), ...layout.headings.map((h) => h.box), layout.title!.box];
      expect(layout.entries).toHaveLength(sections.reduce((n, s) => n + s.entries.length, 0));
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!), `${JSON.stringify(boxes[i])} overlaps ${JSON.stringify(boxes[j])}`).toBe(false);
        expect(boxes[i]!.x).toBeGreaterThanOrEqual(0);
        expect(boxes[i]!.x + boxes[i]!.width).toBeLessThanOrEqual(w);
        expect(boxes[i]!.y + boxes[i]!.height).toBeLessThanOrEqual(layout.height);
      }
      for (const e of layout.entries) {
        // A label starts after its sample, and every line of it stays inside its box.
        expect(e.textX).toBeGreaterThan(e.swatchBox.x + e.swatchBox.width);
        for (const line of e.lines) expect(e.textX + measure(line)).toBeLessThanOrEqual(e.box.x + e.box.width + 0.001);
        expect(e.textY + (e.lines.length - 1) * e.lineHeight).toBeLessThan(e.box.y + e.box.height);
      }
    });
  }

  it("wraps a long name onto lines, cuts it with an ellipsis past three, and grows the row to fit", () => {
    const layout = layoutLegend(legendSections(fullMap()), 820, { measure });
    const byLabel = (label: string) => layout.entries.find((e) => e.label === label)!;
    const long = byLabel(LONG_NAME);
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2]!.endsWith("\u2026")).toBe(true);
    for (const line of long.lines) expect(measure(line)).toBeLessThanOrEqual(240);
    expect(long.lines.join(" ").startsWith("The Most Serene and Exceedingly")).toBe(true);
    expect(long.box.height).toBe(26 + 2 * long.lineHeight);
    // Ideographs break between characters; a word wider than a line breaks where it must.
    const nord = byLabel(JAPANESE_NAME);
    expect(nord.lines.length).toBeGreaterThan(1);
    expect(nord.lines.join("")).toBe(JAPANESE_NAME);
    const www = byLabel("W".repeat(80));
    expect(www.lines.every((l) => measure(l) <= 240)).toBe(true);
    // A short name keeps one line.
    expect(byLabel("Redland").lines).toEqual(["Redland"]);
  });

  it("breaks at spaces and after hyphens, never inside a surrogate pair", () => {
    const m = (t: string) => Array.from(t).length * 10;
    expect(wrapLabel("Ostmark-upon-the-Marshes", 100, m, 3)).toEqual(["Ostmark-", "upon-the-", "Marshes"]);
    expect(wrapLabel("one two three four five six", 100, m, 2)).toEqual(["one two", "three fou\u2026"]);
    expect(fitText("🚢🚢🚢🚢🚢", 30, m)).toBe("🚢🚢\u2026");
    expect(wrapLabel("", 100, m, 2)).toEqual([""]);
  });

  it("estimates text generously where no font can be measured: a full em for an ideograph or a W", () => {
    expect(estimateTextWidth(JAPANESE_NAME, 12)).toBeGreaterThanOrEqual(Array.from(JAPANESE_NAME).length * 12);
    expect(estimateTextWidth("WWWW", 12)).toBeGreaterThanOrEqual(4 * 12);
    // DejaVu Sans, the widest common sans-serif, sets "Halvard Sea" at 12 px in about 68 px.
    expect(estimateTextWidth("Halvard Sea", 12)).toBeGreaterThan(68);
  });
});
