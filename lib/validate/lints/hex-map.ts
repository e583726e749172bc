import { areAdjacent, formatLabel, gridSpecOf, labelOnGrid, parseHexside } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map";
import { type FindingSink, pointer } from "../findings";
import { HexMapIndex } from "../map-index";
import { uniqueIds } from "./ids";

/** Features that can only stand on land [8.3.1]. */
const LAND_FEATURES = new Set(["airbase", "hardened-airbase", "airfield", "port", "fortification", "town", "city", "major-city", "capital"]);

/**
 * Lints a hex map on its own. Returns the compiled index for the scenario
 * lints, or null when the grid itself is unusable.
 */
export function lintHexMap(map: HexMap, sink: FindingSink): HexMapIndex | null {
  const spec = gridSpecOf(map);
  if (!spec) {
    sink.add("E-GRID-LABEL-FORMAT", pointer("grid", "firstLabel"), `First label "${map.grid.firstLabel}" does not have the digits of format "${map.grid.labelFormat}".`);
    return null;
  }
  const lastCol = spec.firstColumn + spec.columns - 1;
  const lastRow = spec.firstRow + spec.rows - 1;
  if (String(lastCol).length > spec.columnDigits || String(lastRow).length > spec.rowDigits) {
    sink.add("E-GRID-LABEL-FORMAT", pointer("grid", "labelFormat"), `Format "${map.grid.labelFormat}" cannot label column ${lastCol} row ${lastRow}.`);
    return null;
  }
  const terrainIds = uniqueIds(sink, "E-TERRAIN-DUPLICATE-ID", "Terrain type", map.terrainTypes, "terrainTypes");
  const nations = uniqueIds(sink, "E-NATION-DUPLICATE-ID", "Nation", map.nations, "nations");
  lintLayer(sink, "terrain", map.terrain, spec.columns, spec.rows, (value, i) => {
    if (!terrainIds.has(value)) sink.add("E-MAP-UNKNOWN-TERRAIN-TYPE", pointer("terrain", "legend", i, "value"), `Unknown terrain type "${value}".`);
  });
  if (map.borders) {
    lintLayer(sink, "borders", map.borders, spec.columns, spec.rows, (value, i) => {
      if (!nations.has(value)) sink.add("E-MAP-UNKNOWN-NATION", pointer("borders", "legend", i, "value"), `Unknown nation "${value}".`);
    }, ".");
  }
  const index = new HexMapIndex(map, spec);
  const onMap = (label: string, at: string): number | null => {
    const i = index.indexOf(label);
    if (i === null) sink.add("E-HEX-OFFMAP", at, `Hex ${label} is not on the ${spec.columns}×${spec.rows} map.`);
    return i;
  };

  map.hexsides.forEach((group, g) => {
    if (group.nation !== undefined && !nations.has(group.nation)) sink.add("E-MAP-UNKNOWN-NATION", pointer("hexsides", g, "nation"), `Unknown nation "${group.nation}".`);
    group.sides.forEach((side, s) => {
      const parsed = parseHexside(spec, side);
      if (parsed.ok) return;
      const at = pointer("hexsides", g, "sides", s);
      if (parsed.reason === "not-adjacent") sink.add("E-HEXSIDE-NOT-ADJACENT", at, `Hexside ${side} joins hexes that are not adjacent.`);
      else sink.add("E-HEX-OFFMAP", at, `Hexside ${side} names a hex that is not on the map.`);
    });
  });

  map.roads.forEach((road, r) => {
    let previous: ReturnType<typeof labelOnGrid> = null;
    road.path.forEach((label, p) => {
      const at = pointer("roads", r, "path", p);
      const hex = labelOnGrid(spec, label);
      if (!hex) sink.add("E-HEX-OFFMAP", at, `Road hex ${label} is not on the map.`);
      else if (previous && !areAdjacent(spec, previous, hex)) {
        sink.add("E-ROAD-NOT-ADJACENT", at, `The ${road.kind} road jumps from ${formatLabel(spec, previous)} to ${label}, which are not adjacent [8.3.2].`);
      }
      previous = hex;
    });
  });

  map.features.forEach((f, i) => {
    const at = pointer("features", i, "hex");
    const hex = onMap(f.hex, at);
    if (f.kind === "fortification" && !nations.has(f.originalOwner)) sink.add("E-MAP-UNKNOWN-NATION", pointer("features", i, "originalOwner"), `Unknown nation "${f.originalOwner}".`);
    if (f.kind === "capital" && !nations.has(f.nation)) sink.add("E-MAP-UNKNOWN-NATION", pointer("features", i, "nation"), `Unknown nation "${f.nation}".`);
    if (hex === null) return;
    if (LAND_FEATURES.has(f.kind) && index.isSea(hex)) {
      sink.add("E-FEATURE-IN-SEA", at, `The ${f.kind} in ${f.hex} is in a sea hex.`);
      return;
    }
    if (f.kind === "port" && !index.isCoastal(hex)) sink.add("E-PORT-INLAND", at, `Port in ${f.hex} is not next to a sea hex [8.3.1.9].`);
  });

  const zoneOfHex = new Map<number, string>();
  const zoneIds = uniqueIds(sink, "E-SEAZONE-DUPLICATE-ID", "Sea zone", map.seaZones, "seaZones");
  const boxIds = new Set<string>(zoneIds);
  map.seaZones.forEach((zone, z) => {
    for (const [key, box] of [["seaBox", zone.seaBox], ["coastalBox", zone.coastalBox]] as const) {
      if (boxIds.has(box.id)) sink.add("E-SEAZONE-DUPLICATE-ID", pointer("seaZones", z, key, "id"), `Box id "${box.id}" is already used.`);
      boxIds.add(box.id);
    }
    zone.hexes.forEach((label, h) => {
      const at = pointer("seaZones", z, "hexes", h);
      const hex = onMap(label, at);
      if (hex === null) return;
      if (!index.isSea(hex)) sink.add("E-SEAZONE-LAND-HEX", at, `Sea zone "${zone.id}" holds ${label}, which is not a sea hex [8.5.6.2].`);
      else if (zoneOfHex.has(hex)) sink.add("E-SEAZONE-HEX-TWICE", at, `Hex ${label} is already in sea zone "${zoneOfHex.get(hex)}".`);
      else zoneOfHex.set(hex, zone.id);
    });
  });
  if (map.seaZones.length > 0) {
    let reported = 0;
    for (let i = 0; i < index.terrain.length && reported < 20; i += 1) {
      if (index.isSea(i) && !zoneOfHex.has(i)) {
        const label = formatLabel(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) });
        sink.add("W-SEA-HEX-NO-ZONE", pointer("seaZones"), `Sea hex ${label} is in no sea zone.`);
        reported += 1;
      }
    }
  }

  map.labels.forEach((l, i) => onMap(l.hex, pointer("labels", i, "hex")));
  return index;
}

function lintLayer(
  sink: FindingSink,
  name: "terrain" | "borders",
  layer: { legend: { char: string; value: string }[]; rows: string[] },
  columns: number,
  rows: number,
  checkValue: (value: string, legendIndex: number) => void,
  blank?: string,
): void {
  const chars = new Set<string>();
  layer.legend.forEach((entry, i) => {
    if (chars.has(entry.char)) sink.add("E-MAP-LEGEND-DUPLICATE-CHAR", pointer(name, "legend", i, "char"), `Character "${entry.char}" is in the legend twice.`);
    chars.add(entry.char);
    checkValue(entry.value, i);
  });
  if (layer.rows.length !== rows) {
    sink.add("E-MAP-ROW-COUNT", pointer(name, "rows"), `${layer.rows.length} rows for a grid of ${rows} rows.`);
  }
  layer.rows.forEach((row, r) => {
    const at = pointer(name, "rows", r);
    if (row.length !== columns) sink.add("E-MAP-ROW-LENGTH", at, `Row ${r + 1} has ${row.length} hexes for a grid of ${columns} columns.`);
    for (let c = 0; c < row.length; c += 1) {
      const ch = row[c] as string;
      if (!chars.has(ch) && ch !== blank) {
        sink.add("E-MAP-UNKNOWN-CHAR", at, `Row ${r + 1}, column ${c + 1}: "${ch}" is not in the legend.`);
        break;
      }
    }
  });
}
