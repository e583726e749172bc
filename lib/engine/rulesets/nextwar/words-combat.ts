import type { GameEvent } from "./types";
import { type NextWarNames, num, plural, unitList } from "./words-common";
import { ID_NAMES } from "../../core/ruleset";

/**
 * Combat results in words [9.7, 9.8], for the combat panel and the log:
 * "Attacker loses 1 step; defender loses 2 steps and retreats 2 hexes"
 * rather than the CRT's `1/2R2`.
 */

/** A CRT cell such as `1/2R2` as its parts [9.7]. */
export function parseCrtCell(cell: string): { attacker: number; defender: number; retreat: number } | null {
  const m = /^(\d+)\/(\d+)(?:R(\d+))?$/.exec(cell);
  return m ? { attacker: Number(m[1]), defender: Number(m[2]), retreat: Number(m[3] ?? 0) } : null;
}

/** The losses and retreat of a combat in one sentence. */
export function resultInWords(r: { attacker: number; defender: number; retreat: number }): string {
  if (r.attacker === 0 && r.defender === 0 && r.retreat === 0) return "No effect: neither side loses a step";
  const attacker = r.attacker > 0 ? `Attacker loses ${plural(r.attacker, "step")}` : "Attacker loses nothing";
  const retreat = `retreats ${plural(r.retreat, "hex", "hexes")}`;
  const defender =
    r.defender > 0 ? `defender loses ${plural(r.defender, "step")}${r.retreat > 0 ? ` and ${retreat}` : ""}` : r.retreat > 0 ? `defender ${retreat}` : "defender loses nothing";
  return `${attacker}; ${defender}`;
}

/** What a finished or running combat came to, gathered from the events since its roll. */
export interface CombatOutcome {
  hex: string;
  /** The CRT result as printed, e.g. `1/2R2`. */
  code: string;
  /** The result in words, with the retreat the defender actually made when it is known. */
  headline: string;
  /** The roll: "Roll 4 + 1 DRM = 5 on the 4:1 column (9 to 4)". */
  dice: string;
  /** What happened to each unit, in order. */
  details: string[];
  /** Set while a player still has to decide something (losses, retreat, advance). */
  pending: string | null;
}

/**
 * The most recent combat of the log and what followed it, or null when the
 * segment has ended since (the panel then has nothing current to show).
 */
export function nextWarLastCombat(log: readonly { events: readonly GameEvent[] }[], names: NextWarNames = ID_NAMES): CombatOutcome | null {
  const events = log.flatMap((entry) => entry.events);
  let start = -1;
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const type = events[i]!.type;
    if (type === "combat") {
      start = i;
      break;
    }
    if (type === "segment-ended" || type === "segment" || type === "turn") return null;
  }
  if (start < 0) return null;
  const combat = events[start]!;
  const after = events.slice(start + 1);
  const cell = parseCrtCell(String(combat.result)) ?? { attacker: 0, defender: 0, retreat: 0 };
  const losses = (combat.losses ?? {}) as { attacker?: number; defender?: number };
  const attackers = new Set(Array.isArray(combat.attackers) ? combat.attackers.map(String) : []);
  const { unit: name, side, place } = names;
  const list = unitList(names);

  const details: string[] = [];
  let retreat = cell.retreat;
  let negated = false;
  let retreated = false;
  let pending: string | null = null;
  for (const e of after) {
    pending = null;
    switch (e.type) {
      case "step-loss":
        if (num(e.steps) > 0) details.push(`${attackers.has(String(e.unit)) ? "Attacker" : "Defender"} ${name(e.unit)} loses a step`);
        break;
      case "eliminated":
        details.push(`${attackers.has(String(e.unit)) ? "Attacker" : "Defender"} ${name(e.unit)} is eliminated`);
        break;
      case "retreat": {
        const path = Array.isArray(e.path) ? e.path.map(String) : [];
        retreated = true;
        retreat = path.length;
        details.push(`${list(e.units)} ${Array.isArray(e.units) && e.units.length === 1 ? "retreats" : "retreat"} ${plural(path.length, "hex", "hexes")} to ${place(path[path.length - 1] ?? "?")}`);
        break;
      }
      case "retreat-negated":
        negated = true;
        details.push("The defenders pass their ER check and hold: the retreat is negated");
        break;
      case "retreat-stayed":
        negated = true;
        details.push(`${list(e.units)} stay in ${place(e.hex)} instead of retreating, and ${name(e.unit)} loses a step`);
        break;
      case "retreat-failed":
        details.push(`${name(e.unit)} has nowhere to retreat: ER check ${e.pass ? "passed" : "failed"}`);
        break;
      case "er-check":
        details.push(`ER check for ${name(e.unit)}: rolled ${num(e.roll)} against ER ${num(e.er)}, ${e.pass ? "passed" : "failed"}`);
        break;
      case "advance":
        details.push(Array.isArray(e.units) && e.units.length > 0 ? `${list(e.units)} advance into ${place(e.to)}` : "The attackers stay where they are");
        break;
      case "decision":
        if (e.kind === "losses") pending = `${side(e.side)} to take ${plural(num(e.steps), "step loss", "step losses")} (${e.role === "attacker" ? "attacker" : "defender"})`;
        else if (e.kind === "retreat") {
          retreat = num(e.distance);
          pending = `${side(e.side)} to retreat ${plural(num(e.distance), "hex", "hexes")}${e.mayStay ? " (or stay and lose a step)" : ""}`;
        }
        break;
      default:
        break;
    }
  }
  // A defender wiped out makes no retreat: say so only when a retreat happened, is asked for, or was negated.
  const shownRetreat = negated ? 0 : retreated || pending?.includes("retreat") ? retreat : after.some((e) => e.type === "eliminated" && !attackers.has(String(e.unit))) ? 0 : cell.retreat;
  let headline = resultInWords({ attacker: num(losses.attacker ?? cell.attacker), defender: num(losses.defender ?? cell.defender), retreat: shownRetreat });
  if (negated && cell.retreat > 0) headline += " (its retreat is negated)";
  const drm = num(combat.drm);
  const dice = `Roll ${num(combat.roll)}${combat.forced === true ? " (forced)" : ""}${drm !== 0 ? ` ${drm > 0 ? "+" : "−"} ${Math.abs(drm)} DRM = ${num(combat.modified)}` : ""} on the ${String(combat.column)} column (${num(combat.attack)} to ${num(combat.defense)})`;
  const notes = Array.isArray(combat.notes) ? combat.notes.map((n) => `${String(n).replace(/^./, (c) => c.toUpperCase())} [9.7.1.1]`) : [];
  return { hex: place(combat.defender), code: String(combat.result), headline, dice, details: [...notes, ...details], pending };
}
