import type { AreaMap } from "@/lib/model";
import { defaultLabelPoint } from "@/lib/area-painter/geometry";
import { type DrawnSpace, type SpaceCache, pathOf } from "../board-canvas/area-spaces";

/** The area board's spaces as drawn once per map: outlines, label points, markers (draw-board.ts draws them). */
export interface BoardGeometry {
  caches: Map<string, SpaceCache>;
  size: { width: number; height: number };
  wrap: boolean;
}

export function buildGeometry(map: AreaMap, victoryCities: ReadonlySet<string>, complexes: Readonly<Record<string, true>>): BoardGeometry {
  const caches = new Map<string, SpaceCache>();
  const add = (kind: DrawnSpace["kind"], s: AreaMap["territories"][number] | AreaMap["seaZones"][number]) => {
    const t = kind === "territory" ? (s as AreaMap["territories"][number]) : null;
    const label = s.label ?? defaultLabelPoint(s.polygons);
    const space: DrawnSpace = {
      kind,
      props: {
        id: s.id,
        name: s.name,
        ...(t ? { ipc: t.ipc, capital: t.capital === true, victoryCity: victoryCities.has(s.id), industrialComplex: complexes[s.id] === true, neutral: t.neutral === true, impassable: t.impassable === true } : {}),
        ...(kind === "seaZone" && "number" in s && s.number !== undefined ? { number: s.number } : {}),
        label,
      },
    };
    const xs = s.polygons.flatMap((p) => p.filter((_, i) => i % 2 === 0));
    const ys = s.polygons.flatMap((p) => p.filter((_, i) => i % 2 === 1));
    caches.set(s.id, {
      flat: s.polygons,
      space,
      path: pathOf(s.polygons),
      box: { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) },
      label,
      fill: "#ccc",
    });
  };
  for (const z of map.seaZones) add("seaZone", z);
  for (const t of map.territories) add("territory", t);
  return { caches, size: map.size, wrap: map.wrap.horizontal };
}
