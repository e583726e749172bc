import type { AaState } from "@/lib/engine";
import { namerFor } from "./names";

/**
 * An engine's refusal in the playtest's words. The engines name things by id
 * in their refusals ("u7 (Destroyer) in sz-e", "nl-inf-3 may not …"), as they
 * do everywhere; the banner over the board is read by a player, so each id
 * the documents name is put in words by the one namer (names.ts).
 */
export function refusalWords(bundle: { game: unknown; map: unknown; scenario: unknown }, text: string): string {
  return namerFor(bundle).text(text);
}

/** An area game's unit ids are made when the game starts ("u7"), so no document names them: they are named by their type. */
const AREA_UNIT = /\b(u\d+)\b(?: \(([^)]*)\))?/g;

/** A&A's refusal in words [AA:units]: "u7 (Destroyer) in sz-e" → "Destroyer in Sea Zone E". */
export function areaRefusalWords(state: AaState, text: string): string {
  const namer = namerFor(state.bundle);
  const named = text.replace(AREA_UNIT, (whole, id: string, typeName: string | undefined) => {
    const u = state.units[id];
    return u ? (typeName ?? namer.type(u.type)) : whole;
  });
  return namer.text(named);
}
