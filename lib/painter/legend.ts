import type { TerrainClass } from "@/lib/model/vocabulary";
import type { EditableMap } from "./editable-map";
import { HEXSIDE_BIT, type HexsideKind, NONE, ROAD_GRADE, type RoadKind } from "./layers";

/** A stable colour for a sea zone (or anything else without one of its own); the canvas uses the same. */
export function zoneColour(i: number): string {
  const hues = [200, 170, 230, 260, 150, 190, 215, 245];
  return `hsl(${hues[i % hues.length]} 55% 45%)`;
}

/** How a legend entry's sample is drawn: the same colours and line styles as the map. */
export type LegendSwatch =
  | { kind: "terrain"; colour: string; terrainClass: TerrainClass }
  | { kind: "line"; colour: string; width: number; dash?: number[] }
  | { kind: "border" }
  | { kind: "nation"; colour: string }
  | { kind: "sea-zone"; colour: string }
  | { kind: "feature"; feature: string };

export interface LegendEntry {
  label: string;
  swatch: LegendSwatch;
}

export interface LegendSection {
  title: string;
  entries: LegendEntry[];
}

/** Line styles in legend pixels, matching the canvas (draw-vectors.ts) at print size. */
const HEXSIDE_LINES: Record<HexsideKind, { label: string; colour: string; width: number; dash?: number[] }> = {
  "minor-river": { label: "Minor river", colour: "#2f86dd", width: 3 },
  "major-river": { label: "Major river", colour: "#1f6fc5", width: 6 },
  water: { label: "Water hexside", colour: "rgba(40, 110, 190, 0.75)", width: 7 },
  ferry: { label: "Ferry", colour: "#1d2a3a", width: 2, dash: [5, 3] },
  "fortified-line": { label: "Fortified line", colour: "#a0281e", width: 3 },
};
const ROAD_LINES: Record<RoadKind, { label: string; colour: string; width: number; dash?: number[] }> = {
  highway: { label: "Highway", colour: "#b23a2a", width: 5 },
  primary: { label: "Primary road", colour: "#c9892b", width: 4 },
  secondary: { label: "Secondary road", colour: "#7a5a2e", width: 3, dash: [5, 3] },
};
const FEATURE_ORDER = ["capital", "major-city", "city", "town", "port", "airbase", "hardened-airbase", "airfield", "fortification"];
const human = (s: string) => s.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/**
 * What the map's legend lists: only what the map holds — the terrain types
 * painted, the hexside and road kinds drawn, the border and each nation's
 * colour where nations are painted, each sea zone with hexes, the feature kinds
 * placed. Sections without entries are left out.
 */
export function legendSections(map: EditableMap): LegendSection[] {
  const counts = (layer: Uint8Array, n: number) => {
    const out = new Uint32Array(n + 1);
    for (let i = 0; i < layer.length; i++) out[layer[i]!]!++;
    return out;
  };
  const meta = map.meta;
  const terrain = counts(map.terrain, meta.terrainTypes.length);
  const nations = counts(map.nation, meta.nations.length);
  const zones = counts(map.seaZone, meta.seaZones.length);
  let sideBits = 0;
  for (const bits of map.hexsides.values()) sideBits |= bits;
  const grades = new Set(map.roads.values());
  const features = new Set(map.features.map((f) => f.kind as string));

  const sections: LegendSection[] = [
    { title: "Terrain", entries: meta.terrainTypes.filter((_, i) => terrain[i + 1]! > 0).map((t) => ({ label: t.name, swatch: { kind: "terrain", colour: t.colour, terrainClass: t.terrainClass } })) },
    {
      title: "Hexsides and roads",
      entries: [
        ...(Object.keys(HEXSIDE_LINES) as HexsideKind[]).filter((k) => sideBits & HEXSIDE_BIT[k]).map((k) => ({ label: HEXSIDE_LINES[k].label, swatch: { kind: "line" as const, ...HEXSIDE_LINES[k] } })),
        ...(Object.keys(ROAD_LINES) as RoadKind[]).filter((k) => grades.has(ROAD_GRADE[k])).map((k) => ({ label: ROAD_LINES[k].label, swatch: { kind: "line" as const, ...ROAD_LINES[k] } })),
      ],
    },
    {
      title: "Nations",
      entries: [
        ...(nations.some((n, i) => i !== NONE && n > 0) ? [{ label: "Border", swatch: { kind: "border" as const } }] : []),
        ...meta.nations.filter((_, i) => nations[i + 1]! > 0).map((n) => ({ label: n.name, swatch: { kind: "nation" as const, colour: n.colour } })),
      ],
    },
    { title: "Sea zones", entries: meta.seaZones.flatMap((z, i) => (zones[i + 1]! > 0 ? [{ label: z.name, swatch: { kind: "sea-zone" as const, colour: zoneColour(i) } }] : [])) },
    { title: "Features", entries: FEATURE_ORDER.filter((k) => features.has(k)).map((k) => ({ label: human(k), swatch: { kind: "feature" as const, feature: k } })) },
  ];
  return sections.filter((s) => s.entries.length > 0);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEntry extends LegendEntry {
  /** The whole entry: sample and label. */
  box: Box;
  /** Where the sample goes, and where the label's baseline starts. */
  swatchBox: Box;
  textX: number;
  textY: number;
}

export interface LegendLayout {
  headings: { text: string; x: number; y: number; box: Box }[];
  entries: PlacedEntry[];
  height: number;
}

export interface LegendMetrics {
  /** Width of a label in pixels, in the label font. */
  measure: (text: string) => number;
  /** Width of a section heading in pixels, in the heading font. */
  measureHeading?: (text: string) => number;
  margin?: number;
  rowHeight?: number;
  swatchWidth?: number;
  swatchHeight?: number;
  /** Space between entries on a row. */
  gap?: number;
}

/**
 * Places legend entries in rows under their section headings, each entry as
 * wide as its sample plus its measured label, wrapping at `width`: entries
 * never overlap, whatever the names. Positions are in pixels from the
 * legend's top-left corner.
 */
export function layoutLegend(sections: LegendSection[], width: number, m: LegendMetrics): LegendLayout {
  const margin = m.margin ?? 12;
  const row = m.rowHeight ?? 26;
  const sw = m.swatchWidth ?? 26;
  const sh = m.swatchHeight ?? 18;
  const gap = m.gap ?? 18;
  const labelGap = 6;
  const heading = m.measureHeading ?? m.measure;
  const right = Math.max(width - margin, margin + sw + labelGap + 1);
  const out: LegendLayout = { headings: [], entries: [], height: 0 };
  let y = margin;
  for (const section of sections) {
    out.headings.push({ text: section.title, x: margin, y: y + row * 0.7, box: { x: margin, y, width: heading(section.title), height: row } });
    y += row;
    let x = margin;
    for (const entry of section.entries) {
      // A label too long for a row of its own is still given its full width (the image widens, see legendWidth).
      const w = sw + labelGap + m.measure(entry.label);
      if (x > margin && x + w > right) {
        x = margin;
        y += row;
      }
      out.entries.push({
        ...entry,
        box: { x, y, width: w, height: row },
        swatchBox: { x, y: y + (row - sh) / 2, width: sw, height: sh },
        textX: x + sw + labelGap,
        textY: y + row * 0.68,
      });
      x += w + gap;
    }
    y += row + row * 0.4;
  }
  out.height = Math.ceil(y - row * 0.4 + margin);
  return out;
}

/** The widest the legend needs to be so no single entry is wider than a row. */
export function legendMinWidth(sections: LegendSection[], m: LegendMetrics): number {
  const margin = m.margin ?? 12;
  const sw = m.swatchWidth ?? 26;
  let widest = 0;
  for (const s of sections) for (const e of s.entries) widest = Math.max(widest, sw + 6 + m.measure(e.label));
  return Math.ceil(widest + 2 * margin);
}
