import { type AreaUnitType, areaGameSchema } from "@/lib/model";
import sample from "@/lib/samples/area-sample/game.json";
import { type BattleProfile, compileUnitProfiles } from "./units";

/**
 * Test helpers for the combat rules and the calculator: the area sample's
 * unit table (game schema 2, published 1942 second-edition values and
 * abilities) and count arrays by unit id.
 */
export const SAMPLE_TYPES: AreaUnitType[] = areaGameSchema.parse(sample).unitTypes;
export const PROFILES: BattleProfile[] = compileUnitProfiles(SAMPLE_TYPES);

/** The profile of a sample unit type by id. */
export function P(id: string, profiles: readonly BattleProfile[] = PROFILES): BattleProfile {
  const p = profiles.find((x) => x.id === id);
  if (!p) throw new Error(`no unit type ${id}`);
  return p;
}

/** A count array (indexed like the profiles) from `{ id: n }`. */
export function counts(spec: Readonly<Record<string, number>>, profiles: readonly BattleProfile[] = PROFILES): number[] {
  const out = profiles.map(() => 0);
  for (const [id, n] of Object.entries(spec)) out[P(id, profiles).index] = n;
  return out;
}

/** The sample table with changes to some types (or extra types) for edge cases. */
export function withTypes(changes: Readonly<Record<string, Partial<AreaUnitType>>>, extra: readonly AreaUnitType[] = []): AreaUnitType[] {
  return [...SAMPLE_TYPES.map((u) => ({ ...u, ...(changes[u.id] ?? {}) })), ...extra];
}
