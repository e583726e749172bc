import type { AreaMap } from "@/lib/model/map-area";
import { defaultLabelPoint } from "./geometry";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const num = (n: number) => String(Math.round(n * 100) / 100);
const path = (polygons: number[][]) =>
  polygons.map((p) => `M${Array.from({ length: p.length >> 1 }, (_, i) => `${num(p[2 * i]!)} ${num(p[2 * i + 1]!)}`).join("L")}Z`).join("");

export interface AreaSvgOptions {
  seaColour?: string;
  neutralColour?: string;
}

/**
 * The area map as a standalone SVG (pure: a string): territories filled with
 * their original owner's colour, sea zones in blue, names and IPC values at
 * the label points. The background picture is not embedded (it is a project
 * asset the caller may add).
 */
export function exportAreaSvg(map: AreaMap, options: AreaSvgOptions = {}): string {
  const sea = options.seaColour ?? "#bcd7ee";
  const neutral = options.neutralColour ?? "#d9cfb4";
  const colour = new Map(map.nations.map((n) => [n.id, n.colour]));
  const { width, height } = map.size;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${esc(map.name)}</title>`,
    `<rect width="${width}" height="${height}" fill="${sea}"/>`,
    `<g stroke="#33414d" stroke-width="1.5" stroke-linejoin="round">`,
  ];
  for (const z of map.seaZones) out.push(`<path d="${path(z.polygons)}" fill="${sea}" data-id="${esc(z.id)}"/>`);
  for (const t of map.territories) {
    const fill = t.impassable ? "#8a8a8a" : ((t.originalOwner && colour.get(t.originalOwner)) ?? neutral);
    out.push(`<path d="${path(t.polygons)}" fill="${fill}" data-id="${esc(t.id)}"/>`);
  }
  out.push(`</g>`, `<g font-family="sans-serif" text-anchor="middle" fill="#111">`);
  for (const s of [...map.territories, ...map.seaZones]) {
    const at = s.label ?? defaultLabelPoint(s.polygons);
    const ipc = "ipc" in s && s.ipc > 0 ? `<tspan x="${num(at.x)}" dy="14" font-size="11" font-weight="bold">${s.ipc}</tspan>` : "";
    const name = "number" in s && s.number !== undefined ? `${s.number} ${s.name}` : s.name;
    out.push(`<text x="${num(at.x)}" y="${num(at.y)}" font-size="12">${esc(name)}${ipc}</text>`);
  }
  out.push(`</g>`, `</svg>`);
  return out.join("\n");
}
