import type { GameEvent } from "./types";
import { type NextWarLine, type NextWarNames, humanId, num, plural, unitList } from "./words-common";

/**
 * The sequence of play's events in words for the Next War log: turns and
 * segments [3.0], weather [4.0], initiative [5.1], control and mop-up
 * [8.4], reinforcements [10.0], replacements [11.0], victory points and the
 * end of the game [12]. Every id goes through the caller's names, so the
 * log says "3rd Armoured Brigade arrives at hex 0121", not `units nl-armour-3`.
 */

const many = (ids: unknown) => Array.isArray(ids) && ids.length !== 1;

/** VP by side as "Northern Coalition 7, Eastern Pact 0". */
function bySide(n: NextWarNames, v: unknown): string {
  return Object.entries((v ?? {}) as Record<string, number>)
    .map(([side, total]) => `${n.side(side)} ${num(total)}`)
    .join(", ");
}

/** The turn and sequence-of-play event in words, or null when `event` is none of these. */
export function describeTurnEvent(event: GameEvent, n: NextWarNames): NextWarLine | null {
  const units = unitList(n);
  const { type, rule, forced, ...e } = event;
  const r = typeof rule === "string" ? rule : undefined;
  const f = forced === true ? " (forced)" : "";
  const why = (v: unknown) => (v === undefined ? "" : ` (${n.text(String(v))})`);
  switch (type) {
    case "turn":
      return { text: `Turn ${num(e.turn)} begins`, rule: r };
    case "segment":
      return { text: `${humanId(e.segment)}: ${n.side(e.active)} to act`, rule: r };
    case "segment-ended":
      return { text: `${n.side(e.side)} ends the ${humanId(e.segment).toLowerCase()} segment`, rule: r };
    case "segment-skipped":
      return { text: `${humanId(e.segment)} skipped${why(e.why)}`, rule: r };
    case "weather":
      return { text: `Weather for turn ${num(e.turn)}: ${String(e.weather)}${e.roll !== undefined ? ` (rolled ${num(e.roll)}${f})` : ""}`, rule: r, dice: e.roll !== undefined };
    case "weather-chosen":
      return { text: `${n.side(e.side)} chooses ${String(e.weather)} weather`, rule: r };
    case "initiative":
      return { text: `Turn ${num(e.turn)}: ${e.kind === "contested" ? "a contested turn" : `${n.side(e.side)} has the initiative`}${why(e.why)}`, rule: r };
    case "control":
      return { text: `${n.side(e.side)} takes control of ${n.place(e.hex)}${e.from ? ` from ${n.side(e.from)}` : ""}`, rule: r };
    case "mop-up-marker":
      return { text: `Mop-up marker ${num(e.value)} on ${n.place(e.hex)} for ${n.side(e.side)}`, rule: r };
    case "mop-up-marker-removed":
      return { text: `The mop-up marker on ${n.place(e.hex)} is removed`, rule: r };
    case "mop-up": {
      const drms = Array.isArray(e.drms) ? (e.drms as { text?: unknown }[]).map((d) => n.text(String(d.text ?? ""))).filter(Boolean) : [];
      const drm = num(e.drm);
      return {
        text: `${n.side(e.side)} mops up ${n.place(e.hex)} (marker ${num(e.value)}): rolled ${num(e.roll)}${f}${drm !== 0 ? ` ${drm > 0 ? "+" : "−"} ${Math.abs(drm)}` : ""}${drms.length > 0 ? ` [${drms.join("; ")}]` : ""} → ${e.success ? "success" : "failure"}`,
        rule: r,
        dice: true,
      };
    }
    case "reinforcement":
      return { text: `${units(e.units)} arrive${many(e.units) ? "" : "s"} as reinforcement${many(e.units) ? "s" : ""} at ${n.place(e.at)}`, rule: r };
    case "reinforcement-delayed":
      return { text: `${units(e.units)} cannot arrive at ${n.place(e.at)} this turn${why(e.why)}`, rule: r };
    case "replacement-points":
      return { text: `${n.nation(e.nation)} receives ${plural(num(e.points), "replacement point")} (${num(e.total)} in all)`, rule: r };
    case "step-restored":
      return { text: `${n.unit(e.unit)} gets a step back (${plural(num(e.cost), "replacement point")})`, rule: r };
    case "rebuilt":
      return { text: `${n.unit(e.unit)} is rebuilt at ${n.place(e.at)} (${plural(num(e.cost), "replacement point")})`, rule: r };
    case "vp":
      return { text: `${n.side(e.side)} scores ${plural(num(e.amount), "VP", "VP")}${e.hex !== undefined ? ` at ${n.place(e.hex)}` : ""}${e.unit !== undefined ? ` for ${n.unit(e.unit)}` : ""}${why(e.reason)}`, rule: r };
    case "vp-totals":
      return { text: `VP after turn ${num(e.turn)}: ${bySide(n, e.total)} (this turn ${bySide(n, e.thisTurn)})`, rule: r };
    case "automatic-victory-roll":
      return { text: `${n.side(e.side)} rolls for automatic victory${why(e.reason)}: rolled ${num(e.roll)}${f}, needs ${num(e.needed)} or less → ${e.win ? "wins" : "no win"}`, rule: r, dice: true };
    case "game-over":
      return { text: `Game over: ${e.winner ? `${n.side(e.winner)} wins` : "no winner"} (${humanId(e.level).toLowerCase()}, ${e.reason === "turns" ? "the last turn was played" : "automatic victory"}); VP ${bySide(n, e.vp)}`, rule: r };
    case "helicopters-ready":
      return { text: "Helicopters are ready for the new turn", rule: r };
    case "airbase-entered":
      return { text: `${n.side(e.side)} enters the airbase at ${n.place(e.hex)}: rolled ${num(e.roll)}${f} → ${e.destroyed ? "destroyed" : "not destroyed"}`, rule: r, dice: true };
    case "ferry-destroyed":
      return { text: `${n.side(e.by)} destroys ${n.nation(e.nation)}'s ferry on hexside ${String(e.hexside)}`, rule: r };
    case "retreat-stayed":
      return { text: `${units(e.units)} stay${many(e.units) ? "" : "s"} in ${n.place(e.hex)} instead of retreating, and ${n.unit(e.unit)} loses a step${why(e.why)}`, rule: r };
    case "retreat-failed":
      return { text: `${n.unit(e.unit)} has nowhere to retreat from ${n.place(e.hex)}: ER check ${e.pass ? "passed" : "failed"}`, rule: r };
    case "combat-support": {
      const missions = Array.isArray(e.missions) ? (e.missions as Record<string, unknown>[]) : [];
      const said = missions.map((m) => `${m.unit !== undefined ? n.unit(m.unit) : `${n.side(m.side)}'s ${String(m.kind)}`} ${num(m.value)}${m.adf && m.adf !== "none" ? ` (ADF: ${String(m.adf)})` : ""}`);
      return { text: `Combat support at ${n.place(e.defender)}: attacker ${num(e.attacker)}, defender ${num(e.defence)}${said.length > 0 ? ` — ${said.join(", ")}` : ""}`, rule: r };
    }
    case "die-forced":
      return { text: `Testing aid: the next die shows ${num(e.value)}`, rule: r };
    default:
      return null;
  }
}
