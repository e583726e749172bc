import type { GameEvent } from "../types";
import { type NextWarLine, type NextWarNames, num, plural } from "../words-common";

/**
 * The HQ and damage rules' events in words for the game log [18, 27]: "Red's
 * 3rd Army HQ attacks 2nd Bde: rolled 7 − 1 = 6 → strike 1" rather than the
 * engine's fields. The caller's names put units, hexes and sides in the
 * documents' words.
 */

const RESULT: Record<string, string> = { "-": "no effect", S1: "strike 1", S2: "strike 2", X: "X (a step lost)" };
const MARKER = ["no strike marker", "a strike 1 marker", "a strike 2 marker"];

/** The event in words, or null when it is not one of the HQ and damage rules'. */
export function describeHqEvent(event: GameEvent, n: NextWarNames): NextWarLine | null {
  const { type, rule, forced, ...e } = event;
  const r = typeof rule === "string" ? rule : undefined;
  const { unit: name, side, place } = n;
  const f = forced === true ? " (forced)" : "";
  switch (type) {
    case "hq-use":
      return { text: `${name(e.unit)} uses its ${e.use === "strike" ? "support attack" : "combat support"} (${plural(num(e.left), "use")} left this turn)`, rule: r };
    case "hq-attack": {
      const drm = num(e.drm);
      // High rolls are the attacker's: the rulebook's DRMs are taken from the roll.
      const mod = drm !== 0 ? ` ${drm > 0 ? "−" : "+"} ${Math.abs(drm)} = ${num(e.modified)}` : "";
      return { text: `${side(e.side)}'s ${name(e.hq)} attacks ${name(e.target)}: rolled ${num(e.roll)}${f}${mod} → ${RESULT[String(e.result)] ?? String(e.result)}`, rule: r, dice: true };
    }
    case "strike-result": {
      if (e.result === "-") return { text: `${name(e.unit)}: no effect`, rule: r };
      const uses = num(e.usesLost) > 0 ? `; loses ${num(e.usesLost) >= 2 ? "all its combat uses" : "a combat use"} this turn` : "";
      return { text: `${name(e.unit)} takes ${RESULT[String(e.result)] ?? String(e.result)}: now under ${MARKER[num(e.marker)] ?? "a strike marker"}${uses}`, rule: r };
    }
    case "cw-marker":
      return { text: `${side(e.side)}'s ${name(e.hq)} places a chemical weapons marker on ${place(e.hex)} (${plural(num(e.left), "CW point")} left)`, rule: r };
    case "hq-recovered":
      return { text: `${name(e.unit)} recovers a step for ${plural(num(e.cost), "supply point")}`, rule: r };
    case "hq-rebuilt":
      return { text: `${name(e.unit)} is rebuilt at ${place(e.at)} for ${plural(num(e.sp), "supply point")} and ${plural(num(e.rp), "replacement point")} (placement priority ${num(e.priority)}); one combat use gone next turn`, rule: r };
    case "advanced-reorganisation":
      return { text: `Reorganisation: ${plural(num(e.strikesLifted), "strike 1 marker")} removed, ${plural(num(e.strikesTurned), "strike 2 marker")} turned to strike 1, ${plural(num(e.cwMarkersRemoved), "CW marker")} removed; HQs face their full combat uses`, rule: r };
    default:
      return null;
  }
}
