import type { GameEvent } from "../types";
import { type NextWarLine, type NextWarNames, num, plural, unitList } from "../words-common";

/**
 * The Advanced supply rules' events in words for the game log [19]: supply
 * points, depots and MSUs, emergency supply, isolation and surrender. The
 * caller's names put units, hexes and sides in the documents' words.
 */
export function describeSupplyEvent(event: GameEvent, n: NextWarNames): NextWarLine | null {
  const { type, rule, forced, ...e } = event;
  const r = typeof rule === "string" ? rule : undefined;
  const { unit: name, side, place } = n;
  const list = unitList(n);
  const f = forced === true ? " (forced)" : "";
  switch (type) {
    case "supply-points": {
      const p = num(e.points);
      return { text: `${side(e.side)} ${p >= 0 ? "receives" : "spends"} ${plural(Math.abs(p), "supply point")}${typeof e.reason === "string" ? ` (${e.reason})` : ""}: ${num(e.total)} left`, rule: r };
    }
    case "msu-created":
      return { text: `${side(e.side)} makes ${name(e.unit)}, an MSU, at ${place(e.at)}`, rule: r };
    case "depot-created":
      return { text: `${side(e.side)} makes ${name(e.unit)}, a depot, at ${place(e.at)}`, rule: r };
    case "depot-broken":
      return { text: `${side(e.side)} breaks the depot ${name(e.unit)} at ${place(e.at)} into two MSUs: ${list(e.msus)}`, rule: r };
    case "msu-converted":
      return { text: `${side(e.side)} turns the MSU ${name(e.unit)} at ${place(e.at)} into a depot`, rule: r };
    case "supply-cashed":
      return { text: `${side(e.side)} turns the ${e.depot === true ? "depot" : "MSU"} ${name(e.unit)} at ${place(e.at)} into supply points`, rule: r };
    case "supply-unit-removed":
      return { text: `${name(e.unit)} is removed: ${String(e.why ?? "")}`, rule: r };
    case "emergency-supply":
      return { text: `Emergency supply for ${name(e.unit)}: rolled ${num(e.roll)}${f} → ${e.supplied === true ? "supplied for the turn" : "still out of supply"}`, rule: r, dice: true };
    case "isolation": {
      const marked = Array.isArray(e.isolated) ? e.isolated : [];
      const freed = Array.isArray(e.recovered) ? e.recovered : [];
      const parts = [marked.length > 0 ? `isolated — ${list(marked)}` : "", freed.length > 0 ? `no longer isolated — ${list(freed)}` : ""].filter(Boolean);
      return { text: parts.length > 0 ? `Isolation: ${parts.join("; ")}` : "Isolation: no change", rule: r };
    }
    case "surrendered":
      return { text: `${name(e.unit)} surrenders: removed for good`, rule: r };
    default:
      return null;
  }
}

/** The Advanced supply actions as log titles. */
export function supplyActionTitle(action: { type: string; [key: string]: unknown }, n: NextWarNames): string | null {
  switch (action.type) {
    case "create-msu":
      return `Make an MSU at ${n.place(action.at)}`;
    case "create-depot":
      return `Make a depot at ${n.place(action.at)}`;
    case "break-depot":
      return `Break up ${n.unit(action.unit)} into MSUs`;
    case "convert-msu":
      return `Turn ${n.unit(action.unit)} into a depot`;
    case "cash-supply":
      return `Turn ${n.unit(action.unit)} into supply points`;
    case "emergency-supply":
      return `Emergency supply for ${n.unit(action.unit)}`;
    default:
      return null;
  }
}
