import type { GameEvent } from "../types";
import { type NextWarLine, type NextWarNames, num, plural } from "../words-common";

/**
 * Detection, SOF, UN mediation and the Advanced movement rules' events in
 * words for the game log [20, 21, 25, 27.2, 28]: "Red's electronic detection
 * of 2nd Corps HQ: rolled 7 → detected" rather than the engine's fields. The
 * caller's names put units, hexes and sides in the documents' words.
 */

const RAID: Record<string, string> = { "-": "no effect", S1: "strike 1", S2: "strike 2", X: "X" };
const DAMAGE = ["undamaged", "strike 1", "strike 2", "destroyed"];
const MISSION: Record<string, string> = { raid: "raid on", recon: "reconnaissance of", targeting: "target designation of" };

/** A track or theatre weapon target in words: "Nordland's SAM track", "a theatre weapon" [20.2.1.1, 20.2.1.2]; null for other targets. */
export function trackTargetWords(t: string, nation: (id: string) => string): string | null {
  const track = /^track:(.+):(detection|sam)$/.exec(t);
  if (track) return `${nation(track[1] as string)}'s ${track[2] === "sam" ? "SAM" : "detection"} track`;
  return t.startsWith("weapon:") ? "a theatre weapon" : null;
}

/** A mission's target: a unit's name, a hex, an installation's hex, or a track or theatre weapon. */
function target(n: NextWarNames, t: unknown): string {
  const s = String(t);
  return trackTargetWords(s, (id) => n.nation(id)) ?? (/^\d{3,}$/.test(s) ? `hex ${n.place(s)}` : n.unit(s));
}

/** The event in words, or null when it is not one of these rules'. */
export function describeIntelEvent(event: GameEvent, n: NextWarNames): NextWarLine | null {
  const { type, rule, forced, ...e } = event;
  const r = typeof rule === "string" ? rule : undefined;
  const { side, place } = n;
  const f = forced === true ? " (forced)" : "";
  switch (type) {
    case "electronic-detection":
      return { text: `${side(e.side)}'s electronic detection of ${n.unit(e.target)}: rolled ${num(e.roll)}${f} → ${e.result === "D" ? "detected" : "not found"} (${plural(num(e.left), "attempt")} left)`, rule: r, dice: true };
    case "markers-cleared":
      return { text: `Detection and designation markers removed (${num(e.detected)} detected, ${num(e.targeted)} designated)`, rule: r };
    case "installation-damage":
      return { text: `The installation at ${place(e.hex)} takes ${RAID[String(e.result)] ?? String(e.result)}: ${DAMAGE[num(e.before)] ?? ""} → ${DAMAGE[num(e.after)] ?? ""}`, rule: r };
    case "installations-recovered":
      return { text: "Installations recover: strike 1 removed, strike 2 turned to strike 1", rule: r };
    case "sof-missions": {
      const list = Array.isArray(e.missions) ? (e.missions as { kind: string; target: string }[]) : [];
      return { text: `${side(e.side)} sends SOF: ${list.map((m) => `${MISSION[m.kind] ?? m.kind} ${target(n, m.target)}`).join("; ")}`, rule: r };
    }
    case "sof-raid":
      return { text: `SOF raid on ${target(n, e.target)}: rolled ${num(e.roll)}${f} → ${RAID[String(e.result)] ?? String(e.result)}`, rule: r, dice: true };
    case "sof-recon":
      return { text: `SOF reconnaissance of ${n.unit(e.target)}: rolled ${num(e.roll)}${f} → ${e.result === "D" ? "detected" : "not found"}`, rule: r, dice: true };
    case "sof-targeting":
      return { text: `SOF target designation of ${target(n, e.target)}: rolled ${num(e.roll)}${f} → ${e.result === "T" ? `designated (Target ${num(e.drm)})` : "not designated"}`, rule: r, dice: true };
    case "sof-not-rolled":
      return { text: `The SOF ${MISSION[String(e.kind)] ?? String(e.kind)} ${target(n, e.target)} is not rolled: ${String(e.why)}`, rule: r };
    case "sof-survival": {
      const drm = num(e.drm);
      return { text: `${side(e.side)}'s SOF team rolls for survival: ${num(e.roll)}${f}${drm !== 0 ? ` ${drm > 0 ? "+" : "−"} ${Math.abs(drm)} = ${num(e.modified)}` : ""} → ${e.result === "eliminated" ? "eliminated" : "back, used this turn"}`, rule: r, dice: true };
    }
    case "sof-ready":
      return { text: `${side(e.side)}'s ${plural(num(e.markers), "SOF marker")} ready again (${num(e.available)} available)`, rule: r };
    case "sof-reinforcements":
      return { text: `${side(e.side)} receives ${plural(num(e.markers), "SOF marker")}${num(e.lost) > 0 ? ` (${num(e.lost)} lost: beyond the counter mix)` : ""}`, rule: r };
    case "track-raided": {
      const what = typeof e.name === "string" ? `the theatre weapon ${e.name}` : target(n, e.target);
      return { text: `${side(e.side)}'s SOF raid lowers ${what} from ${num(e.before)} to ${num(e.after)}`, rule: r };
    }
    case "sabotage":
      return { text: `${side(e.side)}'s SOF sabotage hex ${place(e.hex)} (strike ${num(e.level)})`, rule: r };
    case "un-mediation":
      return { text: `UN mediation: rolled ${num(e.roll)}${f}${num(e.drm) !== 0 ? ` ${num(e.drm) > 0 ? "+" : "−"} ${Math.abs(num(e.drm))} = ${num(e.modified)}` : ""}, needs ${num(e.needed)} → ${e.result === "resolution" ? "a ceasefire resolution is proposed" : "no resolution"}`, rule: r, dice: true };
    case "un-veto":
      return { text: e.veto ? `${side(e.side)} vetoes the UN resolution (${plural(num(e.left), "veto", "vetoes")} left)` : `${side(e.side)} does not veto the UN resolution`, rule: r };
    case "un-resolution-passed":
      return { text: "The UN ceasefire resolution passes: the sides answer it at the victory check", rule: r };
    case "un-ceasefire":
      return { text: `${side(e.side)} ${e.accept ? "accepts" : "refuses"} the UN ceasefire`, rule: r };
    case "un-ceasefire-agreed":
      return { text: "Both sides accept the UN ceasefire: the game ends at this victory check", rule: r };
    case "contested-move-strike":
      return { text: `${n.unit(e.unit)} presses on through contested waters under a strike ${num(e.marker)} marker`, rule: r };
    default:
      return null;
  }
}
