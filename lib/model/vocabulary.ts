import { z } from "zod";
import { doc } from "./fields";

/** Terrain classes of the Next War TEC and CRT [8.3, 9.2]; `sea` is a sea hex [8.3.3]. */
export const TERRAIN_CLASSES = [
  "clear",
  "clear-forest",
  "rough",
  "rough-forest",
  "marsh",
  "hills",
  "hills-forest",
  "mountain",
  "alpine",
  "urban",
  "sea",
] as const;
export type TerrainClass = (typeof TERRAIN_CLASSES)[number];

/** Mobility classes [2.3.5]. */
export const MOBILITY_CLASSES = ["foot", "motorized", "mechanized", "airmobile"] as const;
export type MobilityClass = (typeof MOBILITY_CLASSES)[number];

/** Weather conditions [4.1]. */
export const WEATHER = ["clear", "overcast", "storm"] as const;
export type Weather = (typeof WEATHER)[number];

/** Unit flags [2.3, 2.4, 6.5, 7.3]. The naval kinds make a unit naval. */
export const UNIT_FLAGS = [
  "light-infantry",
  "airmobile-capable",
  "airborne",
  "marine",
  "armour",
  "mechanized",
  "hq",
  "supreme-hq",
  "supply-unit",
  "helicopter",
  "sag",
  "cv",
  "cvn",
  "amph",
] as const;
export type UnitFlag = (typeof UNIT_FLAGS)[number];
export const NAVAL_FLAGS: readonly UnitFlag[] = ["sag", "cv", "cvn", "amph"];

/** Air superiority levels [6.4]. */
export const AIR_SUPERIORITY_LEVELS = ["supremacy", "superiority", "favourable", "contested", "unfavourable", "denied"] as const;

export const ROAD_KINDS = ["highway", "primary", "secondary"] as const;
export const HEXSIDE_KINDS = ["minor-river", "major-river", "water", "ferry", "fortified-line"] as const;
export const MAP_EDGES = ["north", "south", "east", "west"] as const;

export const terrainClassSchema = doc(
  z.enum(TERRAIN_CLASSES),
  "Terrain class",
  "Which TEC/CRT class the terrain belongs to [8.3]; `sea` hexes hold naval units only [8.3.3].",
  ["clear", "hills-forest"],
);
export const mobilitySchema = doc(
  z.enum(MOBILITY_CLASSES),
  "Mobility class",
  "How the unit moves on land [2.3.5]: foot, motorized, mechanized or airmobile.",
  ["foot", "mechanized"],
);
export const weatherSchema = doc(z.enum(WEATHER), "Weather", "A weather condition [4.1].", ["clear", "storm"]);
export const asLevelSchema = doc(
  z.enum(AIR_SUPERIORITY_LEVELS),
  "Air superiority level",
  "An air superiority level [6.4].",
  ["superiority", "contested"],
);
export const mapEdgeSchema = doc(z.enum(MAP_EDGES), "Map edge", "An edge of the map.", ["west"]);
