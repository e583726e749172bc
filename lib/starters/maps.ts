import type { AreaMap, HexMap } from "@/lib/model";
import { MAP_SCHEMA_VERSION } from "@/lib/model";
import { newHexMap } from "@/lib/painter/new-map";
import { STARTER_NATIONS } from "./games";

/**
 * A blank flat-top hex map (all clear), as *New map…* makes one: 40×30 unless
 * asked otherwise, with the starter game's nations, so the theatre's first
 * border, fortification or capital has owners to choose from [#26 item 3].
 */
export function blankHexMap(name = "New theatre map", columns = 40, rows = 30): HexMap {
  const map = newHexMap({ name, orientation: "flat", columns, rows, offset: "odd", firstLabel: "0101", hexScale: 7.5 });
  return { ...map, nations: STARTER_NATIONS.map((n) => ({ id: n.id, name: n.name, colour: n.colour ?? "#888888" })) };
}

const rect = (x0: number, y0: number, x1: number, y1: number) => [[x0, y0, x1, y0, x1, y1, x0, y1]];

/**
 * The smallest area map that plays: each starter nation's home territory (its
 * capital, victory city and industrial complex, so the aa1942 rules have a
 * capital and somewhere to mobilise) side by side, and one sea zone along both
 * coasts. Outlines share their borders exactly, and every shared border is a
 * connection, so the geometry lints have nothing to say.
 */
export function smallAreaMap(name = "New area map"): AreaMap {
  const [west, east] = STARTER_NATIONS as [(typeof STARTER_NATIONS)[number], (typeof STARTER_NATIONS)[number]];
  return {
    $schema: "map.schema.json",
    schemaVersion: MAP_SCHEMA_VERSION,
    name,
    description: "Two home territories and a sea zone: draw the rest of the theatre in the area painter.",
    layout: "area",
    size: { width: 800, height: 500 },
    wrap: { horizontal: false },
    nations: STARTER_NATIONS.map((n) => ({ id: n.id, name: n.name, colour: n.colour ?? "#888888" })),
    territories: [
      { id: `${west.id}-home`, name: `${west.name} home`, originalOwner: west.id, ipc: 10, victoryCity: true, industrialComplex: true, capital: true, polygons: rect(50, 50, 400, 300) },
      { id: `${east.id}-home`, name: `${east.name} home`, originalOwner: east.id, ipc: 10, victoryCity: true, industrialComplex: true, capital: true, polygons: rect(400, 50, 750, 300) },
    ],
    seaZones: [{ id: "sz-1", name: "Sea zone 1", number: 1, polygons: rect(50, 300, 750, 450) }],
    connections: [
      { from: `${west.id}-home`, to: [`${east.id}-home`, "sz-1"] },
      { from: `${east.id}-home`, to: [`${west.id}-home`, "sz-1"] },
      { from: "sz-1", to: [`${west.id}-home`, `${east.id}-home`] },
    ],
    canals: [],
  };
}
