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

/** Line styles in legend pixels, matching the canvas (app/_components/board-canvas/hex-vectors.ts) at print size. */
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
  /** The whole entry: sample and label (every line of it). */
  box: Box;
  /** Where the sample goes, and where the label's first baseline starts. */
  swatchBox: Box;
  textX: number;
  textY: number;
  /** The label as drawn: wrapped to at most `maxLines` lines, the last cut with an ellipsis if need be. */
  lines: string[];
  /** Baseline to baseline. */
  lineHeight: number;
}

export interface LegendLayout {
  /** The legend's title line (the map's name), cut with an ellipsis to fit the width. */
  title?: { text: string; x: number; y: number; box: Box };
  headings: { text: string; x: number; y: number; box: Box }[];
  entries: PlacedEntry[];
  height: number;
}

export interface LegendMetrics {
  /** Width of a label in pixels, in the label font. */
  measure: (text: string) => number;
  /** Width of a section heading in pixels, in the heading font. */
  measureHeading?: (text: string) => number;
  /** Width of the title in pixels, in the title font. */
  measureTitle?: (text: string) => number;
  margin?: number;
  rowHeight?: number;
  titleHeight?: number;
  swatchWidth?: number;
  swatchHeight?: number;
  /** Space between entries on a row. */
  gap?: number;
  /** Widest a label may run before it wraps onto another line. */
  maxLabelWidth?: number;
  /** Lines a label may take; the last is cut with an ellipsis. */
  maxLines?: number;
  lineHeight?: number;
}

const LABEL_GAP = 6;
const ELLIPSIS = "\u2026";

/** Ideographs, kana, hangul and full-width forms: a line may break between any two of them. */
const WIDE_RANGES = "\\u1100-\\u115f\\u2e80-\\u303e\\u3041-\\u33ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\ua000-\\ua4cf\\uac00-\\ud7a3\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6";
const WIDE = new RegExp(`[${WIDE_RANGES}]`, "u");
/** Where a label may break: each wide character, runs of space, and words (a hyphen stays with the part before it). */
const TOKENS = new RegExp(`[${WIDE_RANGES}]|\\s+|[^\\s${WIDE_RANGES}-]+-?|-`, "gu");

/** `text` cut to fit `max` pixels, with an ellipsis when anything was cut (by code point, never inside a surrogate pair). */
export function fitText(text: string, max: number, measure: (t: string) => number): string {
  if (measure(text) <= max) return text;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  // The longest prefix that fits with the ellipsis after it.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join("").trimEnd() + ELLIPSIS) <= max) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join("").trimEnd() + ELLIPSIS;
}

/**
 * A label broken into lines no wider than `max`: at spaces, after hyphens and
 * between ideographs; a word wider than a line is broken where it must be.
 * More than `maxLines` lines: the last kept line ends with an ellipsis.
 */
export function wrapLabel(text: string, max: number, measure: (t: string) => number, maxLines: number): string[] {
  const lines: { text: string; start: number }[] = [];
  let line = "";
  let start = 0;
  const push = () => {
    if (line.trim()) lines.push({ text: line.trim(), start });
    line = "";
  };
  for (const match of text.matchAll(TOKENS)) {
    const token = match[0];
    if (/^\s+$/.test(token)) {
      if (line) line += " ";
      continue;
    }
    if (measure((line + token).trim()) <= max) {
      if (!line) start = match.index;
      line += token;
      continue;
    }
    push();
    start = match.index;
    if (measure(token) <= max) {
      line = token;
      continue;
    }
    // A single word too long for a line: as many characters as fit on each line.
    let at = match.index;
    for (const ch of Array.from(token)) {
      if (line && measure(line + ch) > max) {
        push();
        start = at;
      }
      line += ch;
      at += ch.length;
    }
  }
  push();
  if (lines.length === 0) return [""];
  if (lines.length <= maxLines) return lines.map((l) => l.text);
  // The last line holds what is left of the label, cut to fit, and always says it was cut.
  const rest = text.slice(lines[maxLines - 1]!.start).replace(/\s+/g, " ").trim();
  let last = fitText(rest, max, measure);
  if (!last.endsWith(ELLIPSIS)) last = fitText(last + ELLIPSIS, max, measure);
  return [...lines.slice(0, maxLines - 1).map((l) => l.text), last];
}

/**
 * Places legend entries in rows under their section headings, each entry as
 * wide as its sample plus its measured label, wrapping at `width`: entries
 * never overlap, whatever the names. A label wider than `maxLabelWidth` wraps
 * onto more lines (the row grows to fit), and past `maxLines` it ends in an
 * ellipsis. Positions are in pixels from the legend's top-left corner.
 */
export function layoutLegend(sections: LegendSection[], width: number, m: LegendMetrics, title?: string): LegendLayout {
  const margin = m.margin ?? 12;
  const row = m.rowHeight ?? 26;
  const sw = m.swatchWidth ?? 26;
  const sh = m.swatchHeight ?? 18;
  const gap = m.gap ?? 18;
  const lineHeight = m.lineHeight ?? Math.round(row * 0.62);
  const maxLines = Math.max(1, m.maxLines ?? 3);
  const heading = m.measureHeading ?? m.measure;
  const right = Math.max(width - margin, margin + sw + LABEL_GAP + 1);
  // A label never runs past the right margin, however narrow the legend.
  const maxLabel = Math.min(m.maxLabelWidth ?? 240, right - margin - sw - LABEL_GAP);
  const out: LegendLayout = { headings: [], entries: [], height: 0 };
  let y = margin;
  if (title !== undefined) {
    const th = m.titleHeight ?? 30;
    const text = fitText(title, right - margin, m.measureTitle ?? heading);
    out.title = { text, x: margin, y: y + th * 0.7, box: { x: margin, y, width: (m.measureTitle ?? heading)(text), height: th } };
    y += th;
  }
  for (const section of sections) {
    const text = fitText(section.title, right - margin, heading);
    out.headings.push({ text, x: margin, y: y + row * 0.7, box: { x: margin, y, width: heading(text), height: row } });
    y += row;
    let x = margin;
    let rowHeight = row;
    for (const entry of section.entries) {
      const lines = wrapLabel(entry.label, maxLabel, m.measure, maxLines);
      const w = sw + LABEL_GAP + Math.max(...lines.map(m.measure));
      const h = row + (lines.length - 1) * lineHeight;
      if (x > margin && x + w > right) {
        x = margin;
        y += rowHeight;
        rowHeight = row;
      }
      out.entries.push({
        ...entry,
        box: { x, y, width: w, height: h },
        swatchBox: { x, y: y + (row - sh) / 2, width: sw, height: sh },
        textX: x + sw + LABEL_GAP,
        textY: y + row * 0.68,
        lines,
        lineHeight,
      });
      rowHeight = Math.max(rowHeight, h);
      x += w + gap;
    }
    y += rowHeight + row * 0.4;
  }
  out.height = Math.ceil(y - row * 0.4 + margin);
  return out;
}

/** The narrowest the legend can be so every entry fits on a row of its own (labels wrap at `maxLabelWidth`). */
export function legendMinWidth(sections: LegendSection[], m: LegendMetrics): number {
  const margin = m.margin ?? 12;
  const sw = m.swatchWidth ?? 26;
  const maxLabel = m.maxLabelWidth ?? 240;
  let widest = 0;
  for (const s of sections) for (const e of s.entries) widest = Math.max(widest, sw + LABEL_GAP + Math.min(maxLabel, m.measure(e.label)));
  return Math.ceil(widest + 2 * margin);
}

/**
 * A generous width for `text` in a sans-serif face at `fontSize`, where no
 * font can be measured (the SVG export runs outside a browser): wide enough
 * for DejaVu Sans, the widest common default, and a full em for ideographs,
 * so measured layouts never overlap in whatever font the viewer picks.
 */
export function estimateTextWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (WIDE.test(ch) || ch.codePointAt(0)! > 0xffff) em += 1;
    else if (/[MWmw@%]/.test(ch)) em += 1;
    else if (/[A-Z]/.test(ch)) em += 0.8;
    else if (/[ijlIft.,:;'|!()[\] ]/.test(ch)) em += 0.4;
    else em += 0.66;
  }
  return em * fontSize * (bold ? 1.12 : 1);
}
