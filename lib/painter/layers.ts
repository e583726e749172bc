import { HEXSIDE_KINDS, ROAD_KINDS } from "@/lib/model/vocabulary";

export type HexsideKind = (typeof HEXSIDE_KINDS)[number];
export type RoadKind = (typeof ROAD_KINDS)[number];

/** One bit per hexside kind: a side can be a river and a fortified line at once. */
export const HEXSIDE_BIT: Record<HexsideKind, number> = {
  "minor-river": 1,
  "major-river": 2,
  water: 4,
  ferry: 8,
  "fortified-line": 16,
};

/** Road grades, higher wins where two roads share a side: 0 = none. */
export const ROAD_GRADE: Record<RoadKind, number> = { secondary: 1, primary: 2, highway: 3 };
export const ROAD_OF_GRADE: readonly (RoadKind | null)[] = [null, "secondary", "primary", "highway"];

/** No terrain type / nation / sea zone in a per-hex layer. */
export const NONE = 0;
