import type { Report } from "./report";

export const MAX_MAP_FILE_CHARS = 20 * 1024 * 1024;

/**
 * TripleA's map skin files. polygons.txt: `Name  <  (x,y) (x,y) … >  < … >`,
 * one line per territory, several polygons each. centers.txt:
 * `Name  (x,y)`. place.txt: `Name  (x,y) (x,y) …` (unit placement spots).
 * map.properties: `key=value` lines.
 */
export function parsePolygons(text: string, report: Report, file = "polygons.txt"): Map<string, number[][]> {
  const out = new Map<string, number[][]>();
  lines(text).forEach(({ line, n }) => {
    const lt = line.indexOf("<");
    const name = (lt < 0 ? line : line.slice(0, lt)).trim();
    if (lt < 0 || !name) {
      report.warn(`${file} line ${n}`, "not a `Name < (x,y) … >` line; skipped");
      return;
    }
    const polygons: number[][] = [];
    for (const m of line.slice(lt).matchAll(/<([^<>]*)>/g)) {
      const flat = points(m[1] ?? "");
      if (flat.length >= 6) polygons.push(flat);
      else report.warn(`${file} line ${n}`, `a polygon of "${name}" with fewer than three points was skipped`);
    }
    if (polygons.length === 0) return;
    if (out.has(name)) report.warn(`${file} line ${n}`, `"${name}" is listed twice; its polygons are joined`);
    out.set(name, [...(out.get(name) ?? []), ...polygons]);
  });
  return out;
}

export function parsePoints(text: string, report: Report, file: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  lines(text).forEach(({ line, n }) => {
    const paren = line.indexOf("(");
    const name = (paren < 0 ? line : line.slice(0, paren)).trim();
    const flat = paren < 0 ? [] : points(line.slice(paren));
    if (!name || flat.length < 2) {
      report.warn(`${file} line ${n}`, "not a `Name (x,y) …` line; skipped");
      return;
    }
    out.set(name, flat);
  });
  return out;
}

export function parseProperties(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const { line } of lines(text)) {
    if (line.startsWith("#") || line.startsWith("!")) continue;
    const eq = line.indexOf("=");
    if (eq > 0) out.set(line.slice(0, eq).trim(), line.slice(eq + 1).trim());
  }
  return out;
}

function lines(text: string): { line: string; n: number }[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter((l) => l.line.length > 0);
}

function points(s: string): number[] {
  const flat: number[] = [];
  for (const m of s.matchAll(/\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)/g)) flat.push(Math.round(Number(m[1])), Math.round(Number(m[2])));
  return flat;
}

/** The flat polygons as TripleA writes them, for export. */
export function formatPolygonsLine(name: string, polygons: readonly (readonly number[])[]): string {
  return `${name}  ${polygons.map((p) => `<  ${pairs(p)} >`).join("  ")}`;
}

export function formatPointLine(name: string, x: number, y: number): string {
  return `${name}  (${Math.round(x)},${Math.round(y)})`;
}

function pairs(flat: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push(`(${flat[i]},${flat[i + 1]})`);
  return out.join(" ");
}
