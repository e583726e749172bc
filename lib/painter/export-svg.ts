import { formatLabel } from "@/lib/hex";
import type { EditableMap } from "./editable-map";
import { cornerOffset, indexCentre, mapExtent, sideSegment } from "./geometry";
import { HEXSIDE_BIT } from "./layers";
import { estimateTextWidth, layoutLegend, legendMinWidth, legendSections } from "./legend";

// One SVG pattern per terrain class, matching the canvas patterns in spirit.
const PATTERN_SHAPES: Record<string, string> = {
  "clear-forest": '<circle cx="2" cy="2" r="0.7"/><circle cx="5" cy="5" r="0.7"/>',
  rough: '<path d="M0 6 L6 0" stroke-width="0.6"/>',
  "rough-forest": '<path d="M0 6 L6 0" stroke-width="0.6"/><circle cx="4.5" cy="4.5" r="0.6"/>',
  marsh: '<path d="M0.5 3 H3.5" stroke-width="0.6"/>',
  hills: '<path d="M0.5 4 L2.5 2 L4.5 4" stroke-width="0.6" fill="none"/>',
  "hills-forest": '<path d="M0.5 4 L2.5 2 L4.5 4" stroke-width="0.6" fill="none"/><circle cx="5" cy="5.5" r="0.5"/>',
  mountain: '<path d="M0 6 L6 0 M0 0 L6 6" stroke-width="0.5"/>',
  alpine: '<path d="M0 6 L6 0 M0 0 L6 6 M3 0 V6" stroke-width="0.5"/>',
  urban: '<path d="M0 0 H6 M0 0 V6" stroke-width="0.7"/>',
  sea: '<path d="M0 3 Q1.5 1.5 3 3 T6 3" stroke-width="0.5" fill="none"/>',
};

// Document text goes in as character data only: markup escaped, and characters XML 1.0 forbids (control codes, lone surrogates) dropped, so a name can never break the file.
const esc = (s: string) =>
  s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
    .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const n = (v: number) => Math.round(v * 100) / 100;

/**
 * The map as a standalone SVG for print or an artist: terrain with patterns,
 * hexsides, roads, borders, features, hex labels, free labels and a legend.
 * Drawn at `unit` pixels per hex radius.
 */
export function mapToSvg(map: EditableMap, options: { unit?: number; labels?: boolean; title?: string } = {}): string {
  const unit = options.unit ?? 20;
  const spec = map.spec;
  const extent = mapExtent(spec);
  // No font metrics outside a browser: labels are measured generously (estimateTextWidth), so they cannot run into each other in any viewer's font.
  const metrics = {
    measure: (text: string) => estimateTextWidth(text, 12),
    measureHeading: (text: string) => estimateTextWidth(text, 12, true),
    measureTitle: (text: string) => estimateTextWidth(text, 16, true),
  };
  const sections = legendSections(map);
  const mapWidth = extent.width * unit;
  // On a big map the legend is drawn larger, so it reads at the size the map is viewed.
  const scale = Math.min(3, Math.max(1, mapWidth / 1400));
  const width = Math.max(mapWidth, 520 * scale, legendMinWidth(sections, metrics) * scale);
  const legend = layoutLegend(sections, width / scale, metrics, `${options.title ?? map.meta.name} — legend`);
  const top = extent.height * unit + 16;
  const height = top + legend.height * scale;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}" font-family="sans-serif">`);
  out.push(`<title>${esc(options.title ?? map.meta.name)}</title><defs>`);
  const classes = new Set(map.meta.terrainTypes.map((t) => t.terrainClass));
  for (const cls of classes) {
    const shape = PATTERN_SHAPES[cls];
    if (shape) out.push(`<pattern id="p-${cls}" width="6" height="6" patternUnits="userSpaceOnUse"><g fill="rgba(0,0,0,0.3)" stroke="rgba(0,0,0,0.3)">${shape}</g></pattern>`);
  }
  out.push(`</defs><rect width="100%" height="100%" fill="#ffffff"/>`);

  const poly = (i: number) => {
    const c = indexCentre(spec, i);
    const pts: string[] = [];
    for (let k = 0; k < 6; k++) {
      const o = cornerOffset(spec, k);
      pts.push(`${n((c.x + o.x) * unit)},${n((c.y + o.y) * unit)}`);
    }
    return pts.join(" ");
  };
  // Hexes grouped by terrain: one <g> per type keeps the file small.
  map.meta.terrainTypes.forEach((t, ti) => {
    const hexes: string[] = [];
    for (let i = 0; i < map.cells; i++) if (map.terrain[i] === ti + 1) hexes.push(`<polygon points="${poly(i)}"/>`);
    if (hexes.length === 0) return;
    out.push(`<g fill="${esc(t.colour)}" stroke="rgba(0,0,0,0.25)" stroke-width="0.5">${hexes.join("")}</g>`);
    if (PATTERN_SHAPES[t.terrainClass]) out.push(`<g fill="url(#p-${t.terrainClass})" stroke="none">${hexes.join("")}</g>`);
  });

  const line = (a: { x: number; y: number }, b: { x: number; y: number }, style: string) =>
    `<line x1="${n(a.x * unit)}" y1="${n(a.y * unit)}" x2="${n(b.x * unit)}" y2="${n(b.y * unit)}" ${style}/>`;
  for (const [key, bits] of map.hexsides) {
    const [a, b] = map.sideHexes(key);
    const [p, q] = sideSegment(spec, a, b);
    if (bits & HEXSIDE_BIT.water) out.push(line(p, q, `stroke="#286ebe" stroke-opacity="0.75" stroke-width="${n(unit * 0.3)}"`));
    if (bits & HEXSIDE_BIT["major-river"]) out.push(line(p, q, `stroke="#1f6fc5" stroke-width="${n(unit * 0.22)}" stroke-linecap="round"`));
    if (bits & HEXSIDE_BIT["minor-river"]) out.push(line(p, q, `stroke="#2f86dd" stroke-width="${n(unit * 0.1)}" stroke-linecap="round"`));
    if (bits & HEXSIDE_BIT.ferry) out.push(line(p, q, `stroke="#1d2a3a" stroke-width="${n(unit * 0.06)}" stroke-dasharray="${n(unit * 0.12)} ${n(unit * 0.08)}"`));
    if (bits & HEXSIDE_BIT["fortified-line"]) out.push(line(p, q, `stroke="#a0281e" stroke-width="${n(unit * 0.1)}" stroke-dasharray="${n(unit * 0.05)} ${n(unit * 0.05)}"`));
  }
  for (const [key, grade] of map.roads) {
    const [a, b] = map.sideHexes(key);
    const style = grade === 3 ? `stroke="#b23a2a" stroke-width="${n(unit * 0.16)}"` : grade === 2 ? `stroke="#c9892b" stroke-width="${n(unit * 0.11)}"` : `stroke="#7a5a2e" stroke-width="${n(unit * 0.07)}" stroke-dasharray="${n(unit * 0.12)} ${n(unit * 0.08)}"`;
    out.push(line(indexCentre(spec, a), indexCentre(spec, b), `${style} stroke-linecap="round"`));
  }
  for (let i = 0; i < map.cells; i++) {
    for (const j of [i + 1, i + spec.columns, i + spec.columns + 1, i + spec.columns - 1]) {
      if (j >= map.cells || map.nation[i] === map.nation[j]) continue;
      const ci = indexCentre(spec, i);
      const cj = indexCentre(spec, j);
      if (Math.hypot(ci.x - cj.x, ci.y - cj.y) > 1.8) continue;
      const [p, q] = sideSegment(spec, i, j);
      out.push(line(p, q, `stroke="#141414" stroke-width="${n(unit * 0.1)}" stroke-dasharray="${n(unit * 0.22)} ${n(unit * 0.1)}"`));
    }
  }
  // Feature symbols at `unit` pixels per hex radius: the map's size on the map, the sample's in the legend.
  const symbols = (u: number): Record<string, (x: number, y: number) => string> => ({
    airbase: (x, y) => `<circle cx="${x}" cy="${y}" r="${u * 0.2}" fill="#2d5fa3" stroke="#111"/>`,
    "hardened-airbase": (x, y) => `<rect x="${x - u * 0.2}" y="${y - u * 0.2}" width="${u * 0.4}" height="${u * 0.4}" fill="#2d5fa3" stroke="#111"/>`,
    airfield: (x, y) => `<circle cx="${x}" cy="${y}" r="${u * 0.2}" fill="#fff" stroke="#2d5fa3"/>`,
    port: (x, y) => `<circle cx="${x}" cy="${y}" r="${u * 0.2}" fill="#fff" stroke="#1d3d6b"/><path d="M${x} ${y - u * 0.14} V${y + u * 0.12}" stroke="#1d3d6b"/>`,
    fortification: (x, y) => `<path d="M${x} ${y - u * 0.22} L${x + u * 0.22} ${y} L${x} ${y + u * 0.22} L${x - u * 0.22} ${y} Z" fill="#444" stroke="#111"/>`,
    town: (x, y) => `<circle cx="${x}" cy="${y}" r="${u * 0.1}" fill="#111"/>`,
    city: (x, y) => `<rect x="${x - u * 0.14}" y="${y - u * 0.14}" width="${u * 0.28}" height="${u * 0.28}" fill="#111"/>`,
    "major-city": (x, y) => `<rect x="${x - u * 0.2}" y="${y - u * 0.2}" width="${u * 0.4}" height="${u * 0.4}" fill="#111"/><rect x="${x - u * 0.09}" y="${y - u * 0.09}" width="${u * 0.18}" height="${u * 0.18}" fill="#fff"/>`,
    capital: (x, y) => `<circle cx="${x}" cy="${y}" r="${u * 0.22}" fill="#c62828" stroke="#111"/>`,
  });
  const symbol = symbols(unit);
  for (const f of map.features) {
    const i = map.indexOfLabel(f.hex);
    if (i === null) continue;
    const c = indexCentre(spec, i);
    out.push(symbol[f.kind]?.(n(c.x * unit), n(c.y * unit)) ?? "");
    if (f.name) out.push(`<text x="${n(c.x * unit)}" y="${n((c.y + 0.5) * unit)}" font-size="${n(unit * 0.28)}" text-anchor="middle" font-weight="600">${esc(f.name)}</text>`);
    if (f.vp) out.push(`<text x="${n((c.x + 0.45) * unit)}" y="${n((c.y - 0.35) * unit)}" font-size="${n(unit * 0.25)}" text-anchor="middle" fill="#7a1f1f" font-weight="700">${f.vp}</text>`);
  }
  if (options.labels !== false) {
    const labels: string[] = [];
    for (let i = 0; i < map.cells; i++) {
      const c = indexCentre(spec, i);
      labels.push(`<text x="${n(c.x * unit)}" y="${n((c.y - 0.62) * unit)}">${formatLabel(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) })}</text>`);
    }
    out.push(`<g font-size="${n(unit * 0.24)}" text-anchor="middle" fill="#333">${labels.join("")}</g>`);
  }
  for (const l of map.meta.labels) {
    const i = map.indexOfLabel(l.hex);
    if (i === null) continue;
    const c = indexCentre(spec, i);
    out.push(`<text x="${n(c.x * unit)}" y="${n(c.y * unit)}" font-size="${n(unit * 0.5)}" font-style="italic" font-weight="600" text-anchor="middle" fill="#1f2a3a">${esc(l.text)}</text>`);
  }

  // Legend under the map: what the map holds, laid out so no entry runs into the next.
  // Symbols as big as the sample box allows (the largest reaches 0.22 of a radius from its centre).
  const legendSymbol = symbols(36);
  out.push(`<g transform="translate(0 ${n(top)}) scale(${n(scale)})">`);
  if (legend.title) out.push(`<text x="${n(legend.title.x)}" y="${n(legend.title.y)}" font-size="16" font-weight="700">${esc(legend.title.text)}</text>`);
  for (const h of legend.headings) out.push(`<text x="${n(h.x)}" y="${n(h.y)}" font-size="12" font-weight="700" fill="#444">${esc(h.text)}</text>`);
  for (const e of legend.entries) {
    const b = e.swatchBox;
    const midY = n(b.y + b.height / 2);
    const sw = e.swatch;
    if (sw.kind === "terrain") {
      const fill = PATTERN_SHAPES[sw.terrainClass] ? `<rect x="${n(b.x)}" y="${n(b.y)}" width="${b.width}" height="${b.height}" fill="url(#p-${sw.terrainClass})"/>` : "";
      out.push(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${b.width}" height="${b.height}" fill="${esc(sw.colour)}" stroke="#333"/>${fill}`);
    } else if (sw.kind === "line" || sw.kind === "border") {
      const style = sw.kind === "border" ? `stroke="#141414" stroke-width="2.5" stroke-dasharray="7 3"` : `stroke="${esc(sw.colour)}" stroke-width="${sw.width}"${sw.dash ? ` stroke-dasharray="${sw.dash.join(" ")}"` : ""}`;
      out.push(`<line x1="${n(b.x)}" y1="${midY}" x2="${n(b.x + b.width)}" y2="${midY}" ${style}/>`);
    } else if (sw.kind === "nation" || sw.kind === "sea-zone") {
      const dash = sw.kind === "sea-zone" ? ` stroke-dasharray="4 2"` : "";
      out.push(`<rect x="${n(b.x + 1)}" y="${n(b.y + 1)}" width="${b.width - 2}" height="${b.height - 2}" fill="${esc(sw.colour)}" fill-opacity="0.35" stroke="${esc(sw.colour)}" stroke-width="2"${dash}/>`);
    } else {
      out.push(legendSymbol[sw.feature]?.(n(b.x + b.width / 2), n(b.y + b.height / 2)) ?? "");
    }
    const lines = e.lines.map((l, k) => `<tspan x="${n(e.textX)}" y="${n(e.textY + k * e.lineHeight)}">${esc(l)}</tspan>`).join("");
    out.push(`<text font-size="12">${lines}</text>`);
  }
  out.push("</g>");
  out.push("</svg>");
  return out.join("\n");
}
