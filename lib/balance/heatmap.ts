import { HexLookup } from "@/lib/editor-intel/hexes";
import { type GridSpec, hexToPixel, labelOnGrid } from "@/lib/hex";
import type { AreaMap, HexMap } from "@/lib/model";
import { sideColours } from "./charts";
import type { BalanceReport } from "@/lib/model/balance-report";

/**
 * Where games were decided, on the map: each place that changed hands (and
 * each objective) filled with the sides' colours mixed by how often each held
 * it at the end, grey for games it ended uncontrolled; eliminations as dots
 * whose area grows with the units lost there. The studio paints the same
 * colours on its map canvas; the standalone report draws this SVG.
 */

const UNCONTROLLED: [number, number, number] = [150, 150, 150];

function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : UNCONTROLLED;
}

/** The final-control colour of a place: the sides' colours (and grey) weighted by the games each held it. */
export function controlFill(entry: BalanceReport["control"][number], colours: ReadonlyMap<string, string>): string {
  const parts: [number, [number, number, number]][] = entry.final.map((f) => [f.games, rgb(colours.get(f.side) ?? "#969696")]);
  parts.push([entry.uncontrolled, UNCONTROLLED]);
  const total = parts.reduce((t, [n]) => t + n, 0);
  if (total === 0) return "rgb(150, 150, 150)";
  const mix = [0, 1, 2].map((k) => Math.round(parts.reduce((t, [n, c]) => t + n * (c[k] as number), 0) / total));
  return `rgb(${mix[0]}, ${mix[1]}, ${mix[2]})`;
}

/** The share of games in which the place ended with a side other than its starting one (0–1): how contested it was. */
export function changedShare(entry: BalanceReport["control"][number]): number {
  const total = entry.final.reduce((t, f) => t + f.games, 0) + entry.uncontrolled;
  if (total === 0) return 0;
  const kept = entry.start === null ? entry.uncontrolled : (entry.final.find((f) => f.side === entry.start)?.games ?? 0);
  return 1 - kept / total;
}

/** Radius of an elimination dot, for `units` lost over `games` games, as a share of a hex's (or a space's) size. */
export function eliminationRadius(units: number, games: number): number {
  if (units <= 0 || games <= 0) return 0;
  return Math.min(0.9, 0.25 + 0.35 * Math.sqrt(units / games));
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const n1 = (x: number) => Math.round(x * 10) / 10;

function isAreaMap(map: HexMap | AreaMap): map is AreaMap {
  return (map as AreaMap).layout === "area";
}

/** The heat map as a standalone SVG document (text), or null for a map it cannot draw. */
export function heatmapSvg(report: BalanceReport, map: HexMap | AreaMap): string | null {
  return isAreaMap(map) ? areaSvg(report, map) : hexSvg(report, map);
}

function hexSvg(report: BalanceReport, map: HexMap): string | null {
  const lookup = HexLookup.from(map as unknown as Record<string, unknown>, "map");
  if (!lookup) return null;
  const spec: GridSpec = lookup.spec;
  const cells = spec.columns * spec.rows;
  const size = cells > 20_000 ? 4 : cells > 5_000 ? 7 : 10;
  const flat = spec.orientation === "flat";
  let minX = Infinity;
  let minY = Infinity;
  for (const hex of [{ col: 0, row: 0 }, { col: 1, row: 0 }, { col: 0, row: 1 }]) {
    const p = hexToPixel(spec, hex, size);
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
  }
  const ox = (flat ? size : (Math.sqrt(3) / 2) * size) - minX + 2;
  const oy = (flat ? (Math.sqrt(3) / 2) * size : size) - minY + 2;
  const width = Math.ceil((flat ? size * (1.5 * (spec.columns - 1) + 2) : Math.sqrt(3) * size * (spec.columns + 0.5)) + 4);
  const height = Math.ceil((flat ? Math.sqrt(3) * size * (spec.rows + 0.5) : size * (1.5 * (spec.rows - 1) + 2)) + 4);
  const corners = Array.from({ length: 6 }, (_, i) => {
    const a = (flat ? 0 : Math.PI / 6) + (i * Math.PI) / 3;
    return [Math.cos(a), Math.sin(a)] as const;
  });
  const points = (col: number, row: number, scale = 1) => {
    const p = hexToPixel(spec, { col, row }, size);
    return corners.map(([cx, cy]) => `${n1(p.x + ox + cx * size * scale)},${n1(p.y + oy + cy * size * scale)}`).join(" ");
  };
  const out: string[] = [];
  // The terrain, faded, so the heat reads on top (only on maps small enough to draw every hex).
  if (cells <= 20_000) {
    const colours = lookup.colours();
    out.push('<g opacity="0.35">');
    for (let row = 0; row < spec.rows; row += 1) {
      for (let col = 0; col < spec.columns; col += 1) out.push(`<polygon points="${points(col, row)}" fill="${esc(colours[row * spec.columns + col] ?? "#dddddd")}"/>`);
    }
    out.push("</g>");
  }
  const colours = sideColours(report);
  for (const c of report.control) {
    const hex = labelOnGrid(spec, c.at);
    if (!hex) continue;
    out.push(`<polygon points="${points(hex.col, hex.row)}" fill="${controlFill(c, colours)}" fill-opacity="${c.key ? 0.95 : n1(0.35 + 0.6 * changedShare(c))}"${c.key ? ' stroke="#111" stroke-width="1.5"' : ""}><title>${esc(controlTitle(report, c))}</title></polygon>`);
  }
  for (const e of report.eliminations) {
    const hex = labelOnGrid(spec, e.at);
    if (!hex) continue;
    const p = hexToPixel(spec, hex, size);
    out.push(`<circle cx="${n1(p.x + ox)}" cy="${n1(p.y + oy)}" r="${n1(size * eliminationRadius(e.total, report.games))}" fill="none" stroke="#111" stroke-width="1"><title>${esc(`${e.at}: ${e.total} units eliminated`)}</title></circle>`);
  }
  return svgDocument(width, height, out);
}

function areaSvg(report: BalanceReport, map: AreaMap): string {
  const { width, height } = map.size;
  const colours = sideColours(report);
  const byId = new Map(report.control.map((c) => [c.at, c]));
  const out: string[] = [];
  const path = (polygons: number[][]) =>
    polygons
      .map((p) => {
        const pts: string[] = [];
        for (let i = 0; i + 1 < p.length; i += 2) pts.push(`${n1(p[i] as number)},${n1(p[i + 1] as number)}`);
        return `M${pts.join("L")}Z`;
      })
      .join("");
  for (const z of map.seaZones) out.push(`<path d="${path(z.polygons)}" fill="#dfe9f3" stroke="#9bb" stroke-width="1"/>`);
  for (const t of map.territories) {
    const c = byId.get(t.id);
    const fill = c ? controlFill(c, colours) : "#eeeeee";
    out.push(`<path d="${path(t.polygons)}" fill="${fill}" fill-opacity="${c ? (c.key ? 0.95 : n1(0.35 + 0.6 * changedShare(c))) : 1}" stroke="${c?.key ? "#111" : "#777"}" stroke-width="${c?.key ? 2 : 1}"><title>${esc(c ? controlTitle(report, c) : t.name)}</title></path>`);
  }
  const labelOf = (id: string) => {
    const s = map.territories.find((t) => t.id === id) ?? map.seaZones.find((z) => z.id === id);
    if (!s) return null;
    if (s.label) return s.label;
    const p = s.polygons[0] ?? [];
    let x = 0;
    let y = 0;
    for (let i = 0; i + 1 < p.length; i += 2) {
      x += p[i] as number;
      y += p[i + 1] as number;
    }
    return { x: x / Math.max(1, p.length / 2), y: y / Math.max(1, p.length / 2) };
  };
  for (const t of map.territories) {
    const at = labelOf(t.id);
    if (at) out.push(`<text x="${n1(at.x)}" y="${n1(at.y)}" font-size="12" text-anchor="middle" fill="#111">${esc(t.name)}</text>`);
  }
  for (const e of report.eliminations) {
    const at = labelOf(e.at);
    if (!at) continue;
    out.push(`<circle cx="${n1(at.x)}" cy="${n1(at.y + 14)}" r="${n1(30 * eliminationRadius(e.total, report.games))}" fill="none" stroke="#111" stroke-width="1.5"><title>${esc(`${e.at}: ${e.total} units lost`)}</title></circle>`);
  }
  return svgDocument(width, height, out);
}

/** "0915 (objective): Northern Coalition 62%, Eastern Pact 38% at the end; held by Northern Coalition at the start". */
export function controlTitle(report: BalanceReport, c: BalanceReport["control"][number]): string {
  const total = c.final.reduce((t, f) => t + f.games, 0) + c.uncontrolled;
  const name = (id: string | null) => (id === null ? "nobody" : (report.sides.find((s) => s.id === id)?.name ?? id));
  const shares = [...c.final.map((f) => `${name(f.side)} ${total ? Math.round((f.games / total) * 100) : 0}%`), ...(c.uncontrolled > 0 ? [`nobody ${Math.round((c.uncontrolled / total) * 100)}%`] : [])];
  return `${c.at}${c.key ? " (objective)" : ""}: ${shares.join(", ")} at the end; held by ${name(c.start)} at the start`;
}

function svgDocument(width: number, height: number, body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Final control and eliminations">${body.join("")}</svg>`;
}
