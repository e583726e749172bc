import type { GameEvent } from "./types";
import { type NextWarLine, type NextWarNames, num, unitList } from "./words-common";

/**
 * The naval war's events in words for the game log [7, 8.5.6]: "Blue sweeps
 * the mine at 4804: rolled 3 (needs 0–3), level 2 → 1" rather than the
 * engine's `mine-sweep` fields. The caller's names (the studio's namer) puts units, boxes, hexes
 * and sides in the documents' words.
 */

const signedDrm = (drm: number, modified: number) => (drm !== 0 ? ` ${drm > 0 ? "+" : "−"} ${Math.abs(drm)} = ${modified}` : "");

const OUTCOMES: Record<string, string> = {
  control: "control",
  "enemy-control": "enemy control",
  contested: "contested",
  "no-change": "no change",
};

/** The naval event in words, or null when `event` is not one of the naval war's. */
export function describeNavalEvent(event: GameEvent, n: NextWarNames): NextWarLine | null {
  const { type, rule, forced, ...e } = event;
  const r = typeof rule === "string" ? rule : undefined;
  const { unit: name, side, place } = n;
  const control = (s: unknown) => (s === null || s === undefined ? "contested" : side(s));
  const f = forced === true ? " (forced)" : "";
  switch (type) {
    case "naval-control":
      return {
        text: `Naval control of ${place(e.box)}: ${side(e.side)} rolled ${num(e.roll)}${f}${signedDrm(num(e.drm), num(e.modified))} → ${OUTCOMES[String(e.outcome)] ?? String(e.outcome)}; ${e.before === e.after ? `stays ${control(e.after)}` : `${control(e.before)} → ${control(e.after)}`}`,
        rule: r,
        dice: true,
      };
    case "naval-control-skipped":
      return { text: `No naval control roll this turn (${n.text(String(e.why))})`, rule: r };
    case "naval-levels":
      return { text: `${side(e.side)}: ASW level ${num(e.asw)}, submarine threat ${num(e.submarineThreat)} (${n.text(String(e.why))})`, rule: r };
    case "naval-relocated":
      return { text: `${name(e.unit)} goes from ${place(e.from)} to ${place(e.to)} (${n.text(String(e.why))})`, rule: r };
    case "naval-removed":
      return { text: `${name(e.unit)} is removed from play at ${place(e.from)} (${n.text(String(e.why))})`, rule: r };
    case "naval-returning":
      return { text: `${name(e.unit)} leaves ${place(e.from)} and comes back on turn ${num(e.turn)} at ${place(e.at)}`, rule: r };
    case "mine-laid":
      return { text: `${side(e.side)} lays a level ${num(e.level)} mine at ${place(e.hex)} ${e.unit ? `with ${name(e.unit)}` : "by submarine"}`, rule: r };
    case "mine-sweep": {
      const result = e.removed ? "swept away" : e.success ? `lowered to level ${num(e.level)}` : `still level ${num(e.level)}`;
      return { text: `${side(e.side)} sweeps the mine at ${place(e.hex)}: rolled ${num(e.roll)}${f}${signedDrm(num(e.drm), num(e.modified))} (needs 0–3) → ${e.success ? "success" : "failure"}, ${result}`, rule: r, dice: true };
    }
    case "contested-move": {
      const why = Array.isArray(e.reasons) ? e.reasons.map((x) => n.text(String(x))).join("; ") : "";
      // A naval move names its unit; a sea transport [8.5.7.1] its units.
      const who = e.unit !== undefined ? name(e.unit) : Array.isArray(e.units) ? unitList(n)(e.units) : "";
      return { text: `Contested move of ${who}${why ? ` (${why})` : ""}: rolled ${num(e.roll)}${f}${signedDrm(num(e.drm), num(e.modified))} → ${e.outcome === "pass" ? "passes" : "fails"}`, rule: r, dice: true };
    }
    case "naval-move-failed":
      return { text: `${name(e.unit)} stays at ${place(e.from)}: its move to ${place(e.to)} failed`, rule: r };
    case "naval-move": {
      const route = Array.isArray(e.route) ? e.route.map(place) : [];
      return { text: `${name(e.unit)} sails from ${place(e.from)} to ${place(e.to)}${route.length > 2 ? ` via ${route.slice(1, -1).join(", ")}` : ""}`, rule: r };
    }
    case "amph-flipped":
      return { text: `${name(e.unit)} turns to its SAG side at ${place(e.at)}, for good: its amphibious task is done`, rule: r };
    case "naval-support": {
      const units = Array.isArray(e.units) ? unitList(n)(e.units) : "";
      return { text: `${side(e.side)}'s ${units} support${Array.isArray(e.units) && e.units.length === 1 ? "s" : ""} the combat at ${place(e.target)}`, rule: r };
    }
    default:
      return null;
  }
}

/** The title of a naval action in the log, or null for any other action. */
export function navalActionTitle(action: { type: string; [key: string]: unknown }, n: NextWarNames): string | null {
  switch (action.type) {
    case "sweep-mine":
      return `Sweep the mine at ${n.place(action.hex)}`;
    case "lay-mine":
      return `Lay a mine at ${n.place(action.hex)}${action.unit ? ` with ${n.unit(action.unit)}` : " by submarine"}`;
    case "flip-amph":
      return `Flip ${n.unit(action.unit)} to its SAG side`;
    case "naval-move":
      return `Naval move ${n.unit(action.unit)} to ${n.place(action.to)}`;
    default:
      return null;
  }
}
