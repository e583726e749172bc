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

  it("leaves the border, nations, sea zones and ferries out when the map has none", () => {
    const svg = mapToSvg(EditableMap.fromDocument(testMap("flat", 4, 3)));
    for (const text of [">Border<", ">Redland<", ">The Bay<", ">Ferry<", ">Nations<", ">Sea zones<"]) expect(svg).not.toContain(text);
  });

  it("sets no legend label over the next, even in ideographs a full em wide", () => {
    const doc = testMap("flat", 6, 3);
    doc.nations = ["北方連邦共和国と諸島自治領", "東方辺境伯領および海外領土", "南部同盟王国と保護領", "西方大公国", "中央帝国直轄領地"].map((name, i) => ({ id: `n${i}`, name, colour: "#c0392b" }));
    doc.borders = { legend: doc.nations.map((n, i) => ({ char: String(i), value: n.id })), rows: ["012340", "012340", "012340"] };
    const svg = mapToSvg(EditableMap.fromDocument(doc));
    // Each label's first line: where it starts, and how wide it is at a full em (12 px) per character.
    const spans = [...svg.matchAll(/<(?:tspan|text) x="([\d.]+)" y="([\d.]+)"(?: font-size="12")?>([^<]*)</g)]
      .filter((m) => /[\u3040-\u9fff]/.test(m[3]!))
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]), w: Array.from(m[3]!).length * 12 }));
    expect(spans.length).toBe(5);
    for (const a of spans) for (const b of spans) if (a !== b && a.y === b.y && b.x > a.x) expect(a.x + a.w, `label at ${a.x} runs into the one at ${b.x}`).toBeLessThan(b.x);
  });

  it("puts names in as text: markup escaped, characters XML forbids dropped, a long title cut to fit", () => {
    const doc = testMap("flat", 4, 3);
    doc.name = `<svg onload="alert(1)">${"Very long map name ".repeat(20)}`;
    doc.nations[0]!.name = '<script>alert("x")</script>\u0007 & co';
    doc.borders = { legend: [{ char: "r", value: "red" }], rows: ["rr..", "rr..", "rr.."] };
    const svg = mapToSvg(EditableMap.fromDocument(doc));
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<svg onload");
    expect(svg).not.toContain("\u0007");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
    const width = Number(/^<svg [^>]*width="([\d.]+)"/.exec(svg)![1]);
    const title = /<text x="[\d.]+" y="[\d.]+" font-size="16" font-weight="700">([^<]*)<\/text>/.exec(svg)![1]!;
    expect(title.endsWith("\u2026")).toBe(true);
    expect(title.length * 16 * 0.5).toBeLessThan(width);
  });
});
