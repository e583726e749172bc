import { z } from "zod";
import { doc } from "./fields";
import { areaMapSchema } from "./map-area";
import { hexMapSchema } from "./map-hex";

export { MAP_SCHEMA_VERSION, hexMapSchema, type HexMap, type MapFeature } from "./map-hex";
export { areaMapSchema, type AreaMap } from "./map-area";

export const mapSchema = doc(
  z.discriminatedUnion("layout", [hexMapSchema, areaMapSchema]),
  "Warbench map",
  "A map (theatre): a hex map or an area map.",
);
export type GameMap = z.infer<typeof mapSchema>;
