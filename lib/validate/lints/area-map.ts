import type { AreaMap } from "@/lib/model/map";
import { type FindingSink, pointer } from "../findings";
import { lintAreaGeometry } from "./area-geometry";
import { uniqueIds } from "./ids";

export interface AreaMapIndex {
  territories: Map<string, AreaMap["territories"][number]>;
  /** Each nation's capital territory (the first, when a map has two). */
  capitals: Map<string, string>;
  seaZones: Set<string>;
  adjacency: Map<string, Set<string>>;
}

/** Lints an area map on its own and returns what the scenario lints need. */
export function lintAreaMap(map: AreaMap, sink: FindingSink): AreaMapIndex {
  const nations = uniqueIds(sink, "E-NATION-DUPLICATE-ID", "Nation", map.nations, "nations");
  const spaces = uniqueIds(sink, "E-SPACE-DUPLICATE-ID", "Territory", map.territories, "territories");
  map.seaZones.forEach((zone, i) => {
    if (spaces.has(zone.id)) sink.add("E-SPACE-DUPLICATE-ID", pointer("seaZones", i, "id"), `Space id "${zone.id}" is used more than once.`);
    spaces.add(zone.id);
  });
  const seaZones = new Set(map.seaZones.map((z) => z.id));
  map.territories.forEach((t, i) => {
    if (t.originalOwner !== undefined && !nations.has(t.originalOwner)) {
      sink.add("E-MAP-UNKNOWN-NATION", pointer("territories", i, "originalOwner"), `Unknown nation "${t.originalOwner}".`);
    }
    t.polygons.forEach((poly, p) => {
      if (poly.length % 2 !== 0) sink.add("E-POLYGON-ODD", pointer("territories", i, "polygons", p), `Outline ${p + 1} of "${t.id}" has an odd number of coordinates.`);
    });
  });
  // A capital belongs to its original owner, and each nation has one [Board].
  const capitalOf = new Map<string, string>();
  map.territories.forEach((t, i) => {
    if (!t.capital) return;
    if (t.originalOwner === undefined) {
      sink.add("E-CAPITAL-NO-OWNER", pointer("territories", i, "capital"), `Capital "${t.id}" has no original owner, so it is no nation's capital.`);
      return;
    }
    const first = capitalOf.get(t.originalOwner);
    if (first !== undefined) sink.add("E-CAPITAL-DUPLICATE", pointer("territories", i, "capital"), `"${t.originalOwner}" already has its capital in "${first}"; "${t.id}" is a second one.`);
    else capitalOf.set(t.originalOwner, t.id);
  });
  map.seaZones.forEach((z, i) =>
    z.polygons.forEach((poly, p) => {
      if (poly.length % 2 !== 0) sink.add("E-POLYGON-ODD", pointer("seaZones", i, "polygons", p), `Outline ${p + 1} of "${z.id}" has an odd number of coordinates.`);
    }),
  );

  const adjacency = new Map<string, Set<string>>();
  const where = new Map<string, string>();
  map.connections.forEach((c, i) => {
    if (!spaces.has(c.from)) {
      sink.add("E-AREA-UNKNOWN-SPACE", pointer("connections", i, "from"), `Unknown territory or sea zone "${c.from}".`);
      return;
    }
    const set = adjacency.get(c.from) ?? new Set<string>();
    adjacency.set(c.from, set);
    c.to.forEach((to, j) => {
      if (!spaces.has(to)) sink.add("E-AREA-UNKNOWN-SPACE", pointer("connections", i, "to", j), `Unknown territory or sea zone "${to}".`);
      else {
        set.add(to);
        where.set(`${c.from}\u0000${to}`, pointer("connections", i, "to", j));
      }
    });
  });
  for (const [from, set] of adjacency) {
    for (const to of set) {
      if (!adjacency.get(to)?.has(from)) {
        sink.add("E-AREA-ONE-WAY", where.get(`${from}\u0000${to}`) ?? "", `"${from}" lists "${to}" as adjacent, but "${to}" does not list "${from}".`);
      }
    }
  }

  const territories = new Map(map.territories.map((t) => [t.id, t]));
  map.canals.forEach((canal, i) => {
    let known = true;
    canal.seaZones.forEach((z, j) => {
      if (!seaZones.has(z)) {
        sink.add("E-CANAL-UNKNOWN-SPACE", pointer("canals", i, "seaZones", j), `Unknown sea zone "${z}".`);
        known = false;
      }
    });
    canal.controlledBy.forEach((t, j) => {
      if (!territories.has(t)) {
        sink.add("E-CANAL-UNKNOWN-SPACE", pointer("canals", i, "controlledBy", j), `Unknown territory "${t}".`);
        known = false;
      }
    });
    if (!known) return;
    const [a, b] = canal.seaZones as [string, string];
    if (!adjacency.get(a)?.has(b)) {
      sink.add("E-CANAL-NOT-ADJACENT", pointer("canals", i, "seaZones"), `Canal "${canal.id}" joins "${a}" and "${b}", which are not adjacent.`);
    }
    canal.controlledBy.forEach((t, j) => {
      if (!adjacency.get(t)?.has(a) && !adjacency.get(t)?.has(b)) {
        sink.add("E-CANAL-NOT-ADJACENT", pointer("canals", i, "controlledBy", j), `Territory "${t}" holding canal "${canal.id}" borders neither of its sea zones.`);
      }
    });
  });
  lintAreaGeometry(map, adjacency, sink);
  return { territories, capitals: capitalOf, seaZones, adjacency };
}
