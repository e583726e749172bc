import type { Board } from "./board";
import type { Report } from "./report";

const CELL = 100;
const INSET = 5;

/**
 * Outlines from polygons.txt and label points from centers.txt; a space
 * without an outline gets a square in a grid (below the drawn map, if there is
 * one) so the map opens and plays. The size is map.properties' when it gives
 * one, else the outlines' bounds.
 */
export function layOut(
  board: Board,
  files: { polygons?: Map<string, number[][]>; centers?: Map<string, number[]>; place?: Map<string, number[]>; properties?: Map<string, string> },
  report: Report,
): { size: { width: number; height: number }; wrap: { horizontal: boolean } } {
  const spaces = [...board.territories, ...board.seaZones];
  const nameOf = new Map(spaces.map((s) => [s.name, s]));
  for (const [file, map] of [["polygons.txt", files.polygons], ["centers.txt", files.centers], ["place.txt", files.place]] as const) {
    if (!map) continue;
    const unknown = [...map.keys()].filter((n) => !nameOf.has(n));
    if (unknown.length > 0) report.warn(file, `${unknown.length} name${unknown.length === 1 ? "" : "s"} not in the game, ignored: ${unknown.slice(0, 5).map((n) => `"${n}"`).join(", ")}${unknown.length > 5 ? ", …" : ""}`);
  }
  if (files.place) report.info("place.txt", "unit placement spots are not modelled (the studio stacks units at the label point); not imported");
  let maxX = 0;
  let maxY = 0;
  const missing: typeof spaces = [];
  for (const s of spaces) {
    const polys = files.polygons?.get(s.name);
    if (polys && polys.length > 0) {
      s.polygons = polys.map((p) => [...p]);
      for (const p of polys) for (let i = 0; i + 1 < p.length; i += 2) {
        maxX = Math.max(maxX, p[i] as number);
        maxY = Math.max(maxY, p[i + 1] as number);
      }
    } else missing.push(s);
    const c = files.centers?.get(s.name);
    if (c) s.label = { x: c[0] as number, y: c[1] as number };
  }
  if (files.polygons && missing.length > 0) report.warn("polygons.txt", `${missing.length} space${missing.length === 1 ? " has" : "s have"} no outline and ${missing.length === 1 ? "is" : "are"} laid out as squares below the map: ${missing.slice(0, 5).map((s) => `"${s.name}"`).join(", ")}${missing.length > 5 ? ", …" : ""}`);
  if (!files.polygons) report.info("polygons.txt", "no outlines given: every space is a square in a grid; draw the outlines in the area editor or import again with --polygons");
  const top = maxY > 0 ? Math.ceil(maxY / CELL) * CELL + CELL : 0;
  const cols = Math.max(1, Math.ceil(Math.sqrt(missing.length)));
  missing.forEach((s, i) => {
    const x = (i % cols) * CELL + INSET;
    const y = top + Math.floor(i / cols) * CELL + INSET;
    const w = CELL - 2 * INSET;
    s.polygons = [[x, y, x + w, y, x + w, y + w, x, y + w]];
    maxX = Math.max(maxX, x + w);
    maxY = Math.max(maxY, y + w);
    if (!s.label) s.label = { x: x + w / 2, y: y + w / 2 };
  });
  const width = Number(files.properties?.get("map.width"));
  const height = Number(files.properties?.get("map.height"));
  const fromProps = Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 && width >= maxX && height >= maxY;
  const size = fromProps ? { width, height } : { width: Math.max(1, Math.min(100000, Math.ceil(maxX + INSET))), height: Math.max(1, Math.min(100000, Math.ceil(maxY + INSET))) };
  const scroll = files.properties?.get("map.scrollWrapX");
  // TripleA wraps maps horizontally unless map.properties says otherwise.
  const horizontal = files.properties ? scroll !== "false" : false;
  if (!files.properties) report.info("map.properties", "not given: the map does not wrap and its size is the outlines' bounds");
  return { size, wrap: { horizontal } };
}
