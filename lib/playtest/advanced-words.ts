import { type GameEvent, type NextWarLine, nextWarEventWords } from "@/lib/engine";
import type { Namer } from "./names";
import { trackTargetWords } from "@/lib/engine/rulesets/nextwar/advanced/words-intel";

/**
 * The Advanced game's actions in the playtest's words [14–29], with names,
 * never ids: the log's titles and the panels' buttons (what they cost is the
 * game's chart, shown by the panel). null for an action of the standard game.
 */
export function advancedActionTitle(action: { type: string; [key: string]: unknown }, n: Namer): string | null {
  switch (action.type) {
    case "create-msu":
      return `Create an MSU at ${n.place(action.at)} [19.4]`;
    case "create-depot":
      return `Create a depot at ${n.place(action.at)} [19.4]`;
    case "break-depot":
      return `Break ${n.unit(action.unit)} into two MSUs [19.4]`;
    case "convert-msu":
      return `Convert ${n.unit(action.unit)} into a depot [19.4]`;
    case "cash-supply":
      return `Turn ${n.unit(action.unit)} into supply points [19.4, 19.6]`;
    case "emergency-supply":
      return `Emergency supply for ${n.unit(action.unit)} [19.6]`;
    case "hq-attack":
      return `${n.unit(action.hq)} attacks ${n.unit(action.target)} [18.2.2]`;
    case "recover-hq":
      return `${n.unit(action.unit)} recovers a step [18.4]`;
    case "rebuild-hq":
      return `Rebuild ${n.unit(action.unit)} at ${n.place(action.at)} [18.5]`;
    case "detect":
      return `Electronic detection of ${n.unit(action.target)} [21.3]`;
    case "sof": {
      const missions = Array.isArray(action.missions) ? (action.missions as { kind: string; target: string }[]) : [];
      return `SOF missions: ${missions.map((m) => sofMissionWords(m, n)).join(", ") || "none"} [20.1.2]`;
    }
    case "un-veto":
      return action.veto ? "Veto the ceasefire resolution [28.1]" : "Let the ceasefire resolution pass [28.1]";
    case "un-ceasefire":
      return action.accept ? "Accept the ceasefire [28.2]" : "Refuse the ceasefire [28.2]";
    default:
      return null;
  }
}

/** One SOF mission in words: "raid on 1st HQ", "recon of 0403", "raid on Nordland's SAM track" [20.1.3]. */
export function sofMissionWords(m: { kind: string; target: string }, n: Namer): string {
  const kind = m.kind === "raid" ? "raid on" : m.kind === "recon" ? "reconnaissance of" : "target designation of";
  return `${kind} ${trackTargetWords(m.target, (id) => n.nation(id)) ?? n.any(m.target)}`;
}

/**
 * The lines of the log's last entry when it is one of `types`: what an HQ
 * attack, a SOF mission list or an emergency supply roll did, shown in its
 * panel until the next action [18.2.2, 19.6, 20.2].
 */
export function lastEntryLines(log: readonly { action: { type: string }; events: readonly GameEvent[] }[], types: readonly string[], n: Namer): NextWarLine[] | null {
  const last = log[log.length - 1];
  if (!last || !types.includes(last.action.type)) return null;
  return last.events.map((e) => nextWarEventWords(e, n));
}
