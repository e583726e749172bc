import type { Action, EngineBundle } from "@/lib/engine";
import { bookOfTables, namerOf } from "./names";

/**
 * The naval actions the engine lists as legal now, grouped as the naval
 * panel offers them: the markers to sweep [7.5.2], each naval unit's
 * destinations [8.5.6.4] and the hexes it may mine instead [7.5.1.1], and
 * the hexes a side may mine by submarine [7.5.1.2], and the empty AMPHs
 * that may turn to their SAG side for good [7.3.2.1]. Only what `legal`
 * holds is offered, so the panel never proposes what the engine refuses.
 */
export interface NavalChoices {
  sweeps: string[];
  moves: Map<string, string[]>;
  layByUnit: Map<string, string[]>;
  layBySubmarine: string[];
  /** AMPHs that may flip to their SAG side now [7.3.2.1]. */
  flips: string[];
}

export function navalChoices(legal: readonly Action[]): NavalChoices {
  const out: NavalChoices = { sweeps: [], moves: new Map(), layByUnit: new Map(), layBySubmarine: [], flips: [] };
  const add = (m: Map<string, string[]>, k: string, v: string) => {
    const l = m.get(k);
    if (l) l.push(v);
    else m.set(k, [v]);
  };
  for (const a of legal) {
    if (a.type === "sweep-mine") out.sweeps.push(a.hex);
    else if (a.type === "naval-move") add(out.moves, a.unit, a.to);
    else if (a.type === "lay-mine" && a.unit !== undefined) add(out.layByUnit, a.unit, a.hex);
    else if (a.type === "lay-mine") out.layBySubmarine.push(a.hex);
    else if (a.type === "flip-amph") out.flips.push(a.unit);
  }
  return out;
}

/** Units with anything to do at sea now: a move, a mine to lay or a flip [8.5.6.4, 7.5.1.1, 7.3.2.1], sorted by id. */
export function navalActors(c: NavalChoices): string[] {
  return [...new Set([...c.moves.keys(), ...c.layByUnit.keys(), ...c.flips])].sort();
}

/** The side of a naval counter in words: "SAG side (flipped from AMPH, for good)" for a flipped AMPH [7.3.2.1], else its kind. */
export function faceWords(u: { kind: string; flipped: boolean }): string {
  if (u.flipped) return "SAG side (flipped from AMPH, for good) [7.3.2.1]";
  return u.kind === "" ? "" : u.kind.toUpperCase();
}

/** A chance (0–1) as a whole percentage for a button: 0.4 → "40%". */
export function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}

/**
 * An engine refusal as the panels show it, "[rule] why": the engine's queries
 * already begin their message with the rule, so it is not said twice.
 */
export function withRule(refusal: { error: string; rule: string }): string {
  const tag = `[${refusal.rule}]`;
  return refusal.error.startsWith(tag) ? refusal.error : `${tag} ${refusal.error}`;
}

/**
 * An engine sentence with the ids it names (units, boxes, sides) put in the
 * documents' words: "+1 nl-cv-1 in halvard-sea-box" → "+1 1st Carrier Group
 * in Halvard Sea box". Whole ids only; the result is plain text.
 */
export function inWords(text: string, names: Readonly<Record<string, string>>): string {
  return namerOf(bookOfTables(names)).text(text);
}

/**
 * The names the naval display and the log read ids by: the sea and coastal
 * boxes' [7.1], then the scenario's units'.
 */
export function placeNames(bundle: EngineBundle): Record<string, string> {
  return {
    ...Object.fromEntries(bundle.map.seaZones.flatMap((z) => [[z.seaBox.id, z.seaBox.name], [z.coastalBox.id, z.coastalBox.name]])),
    ...Object.fromEntries((bundle.scenario.units ?? []).map((u) => [u.id, u.name])),
  };
}
