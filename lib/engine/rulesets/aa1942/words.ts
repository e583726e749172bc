import { ID_NAMES, type RulesetNames } from "../../core/ruleset";
import type { AaEvent, AaPhase } from "./types";

/**
 * The words the log uses [AA:turn-order, AA:conduct-combat]: each event as a
 * line for people, with every nation, space, unit type and side named by the
 * caller's names (the studio's namer), so no id of the documents need reach
 * the log.
 */

/** The phases of a turn in words [AA:turn-order]. */
export const AA_PHASE_NAMES: Record<AaPhase, string> = {
  purchase: "Purchase",
  "combat-move": "Combat move",
  "conduct-combat": "Conduct combat",
  "noncombat-move": "Non-combat move",
  mobilise: "Mobilise",
  "collect-income": "Collect income",
};

const WINNERS: Record<string, string> = { attacker: "the attacker wins", defender: "the defender holds", none: "both sides gone" };

/** One line of the log for an event [AA:turn-order]; a die roll too, though the playtest leaves those to its battle board. */
export function aaEventWords(e: AaEvent, namer: RulesetNames = ID_NAMES): string {
  const n = (id: unknown) => (typeof id === "string" ? namer.nation(id) : "");
  const space = namer.place;
  const units = (ids: unknown) => (Array.isArray(ids) ? `${ids.length} unit${ids.length === 1 ? "" : "s"}` : "");
  const byType = (counts: unknown) =>
    Object.entries((counts ?? {}) as Record<string, number>)
      .map(([t, c]) => `${c} ${namer.type(t)}`)
      .join(", ");
  const sides = (held: unknown) =>
    Object.entries((held ?? {}) as Record<string, number>)
      .map(([s, c]) => `${namer.side(s)} ${c}`)
      .join(", ");
  switch (e.type) {
    case "die-roll":
      return `${space(e.space)}: a die shows ${e.value}${e.forced ? " (forced)" : ""}`;
    case "turn":
      return `Round ${e.round}: ${n(e.nation)} to move (bank ${e.bank})`;
    case "phase":
      return `${AA_PHASE_NAMES[e.phase as AaPhase] ?? e.phase}`;
    case "purchase": {
      const bought = Object.entries((e.units ?? {}) as Record<string, number>).filter(([, c]) => c > 0);
      return `${n(e.nation)} buys ${bought.length ? bought.map(([t, c]) => `${c} ${namer.type(t)}`).join(", ") : "nothing"} for ${e.spent} IPC (bank ${e.bank})`;
    }
    case "repair":
      return `${n(e.nation)} repairs ${e.points} damage at ${space(e.territory)}`;
    case "move":
      return `${n(e.nation)} moves ${units(e.units)} from ${space(e.from)} to ${space((e.path as string[]).at(-1))}${e.raid ? " on a bombing raid" : ""}`;
    case "blitz":
      return `Blitz through ${space(e.territory)}`;
    case "load":
      return `${n(e.nation)} loads ${units(e.units)} in ${space(e.at)}`;
    case "unload":
      return `${n(e.nation)} unloads ${units(e.units)} into ${space(e.to)}${e.afterSeaBattle ? " (after the sea battle)" : ""}`;
    case "battles":
      return `Battles: ${(e.battles as { space: string; kind: string }[]).map((b) => `${space(b.space)} (${b.kind})`).join(", ") || "none"}`;
    case "battle":
      return Number(e.round) > 0 ? `${space(e.space)}: round ${e.round}` : `Battle in ${space(e.space)}`;
    case "aa-fire":
      return `${space(e.space)}: AA fire, ${e.hits} hit${e.hits === 1 ? "" : "s"} of ${e.dice}`;
    case "bombard":
      return `${space(e.space)}: bombardment, ${e.hits} hit${e.hits === 1 ? "" : "s"} of ${e.dice}`;
    case "first-strike":
      return `${space(e.space)}: the ${String(e.role)}'s submarines strike first, ${e.hits} hit${e.hits === 1 ? "" : "s"}`;
    case "fire":
      return `${space(e.space)}: the ${String(e.role)} fires ${e.dice} dice, ${e.hits} hit${e.hits === 1 ? "" : "s"}`;
    case "casualties":
      return `${space(e.space)}: ${n(e.nation)} loses ${units(e.units)}`;
    case "decision":
      return `${n(e.nation)} to ${e.kind === "casualties" ? `choose ${e.hits} casualt${e.hits === 1 ? "y" : "ies"}` : e.kind === "intercept" ? "choose interceptors" : "press on or retreat"} in ${space(e.space)}`;
    case "interceptors":
      return (e.units as string[]).length > 0 ? `${n(e.nation)} intercepts over ${space(e.space)} with ${units(e.units)}` : `${n(e.nation)} sends no interceptors over ${space(e.space)}`;
    case "retreat":
      return `${n(e.nation)} retreats from ${space(e.space)} to ${space(e.to)}`;
    case "press-on":
      return `${n(e.nation)} presses on in ${space(e.space)}`;
    case "bombard-assigned":
      return `${n(e.nation)}: ${units(e.units)} to bombard ${space(e.target)}`;
    case "bombard-cancelled":
      return `Bombardment of ${space(e.territory)} called off (${namer.text(String(e.reason))})`;
    case "landed":
      return `${n(e.nation)} lands ${units(e.units)} in ${space(e.territory)} after the sea battle`;
    case "landing-cancelled":
      return `${n(e.nation)}: landing in ${space(e.territory)} called off, ${units(e.units)} stay aboard`;
    case "no-battle":
      return `${space(e.space)}: no battle (${namer.text(String(e.reason))})`;
    case "battle-end":
      return `${space(e.space)}: battle over${e.winner ? ` — ${WINNERS[String(e.winner)] ?? String(e.winner)}` : ""}`;
    case "captured":
      return `${n(e.by)} ${e.liberated ? `liberates ${space(e.territory)} for ${n(e.to)}` : `takes ${space(e.territory)}`}${seizedText(e, byType)}`;
    case "capital-captured":
      return `${n(e.by)} takes the capital ${space(e.territory)} and ${e.ipc} IPC`;
    case "raid-damage":
      return `${space(e.territory)}: bombing adds ${e.added} damage (now ${e.damage})`;
    case "mobilise":
      return `${n(e.nation)} places ${e.count} ${namer.type(e.unitType)} at ${space(e.at)}`;
    case "income":
      return `${n(e.nation)} collects ${e.income} IPC (bank ${e.bank})`;
    case "aircraft-lost":
      return `${n(e.nation)} loses ${units(e.units)} aircraft with nowhere to land in ${space(e.space)}`;
    case "aircraft-relanded":
      return `${n(e.nation)}: ${units(e.units)} aircraft whose carrier sank in ${space(e.from)} land in ${space(e.to)}`;
    case "guests-aboard":
      return `${n(e.nation)}'s carriers in ${space(e.space)} carry ${units(e.units)} allied aircraft as guests (they move with them and do not fight)`;
    case "victory-check":
      return `Victory cities: ${sides(e.held)} (need ${e.needed})`;
    case "game-over":
      return `Game over: ${e.winner ? `${namer.side(e.winner)} wins` : "no winner"} (${namer.text(String(e.reason))})`;
    case "die-forced":
      return `Testing aid: the next die shows ${e.value}`;
    default:
      return `${e.type.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase())}${Object.keys(e).some((k) => k !== "type" && k !== "rule") ? `: ${namer.value(Object.fromEntries(Object.entries(e).filter(([k]) => k !== "type" && k !== "rule")))}` : ""}`;
  }
}

/** What changed hands with a captured territory [AA:capture]: its industrial complex (with damage) and the units seized, by type. */
function seizedText(e: AaEvent, byType: (counts: unknown) => string): string {
  const parts: string[] = [];
  if (e.complex) parts.push(`its industrial complex${Number(e.complexDamage) > 0 ? ` (${e.complexDamage} damage)` : ""}`);
  const seized = byType(e.unitTypes);
  if (seized) parts.push(seized);
  return parts.length > 0 ? `, capturing ${parts.join(" and ")}` : "";
}
