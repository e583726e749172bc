import type { GameEvent } from "./types";
import { type NextWarLine, type NextWarNames, unitList } from "./words-common";

/**
 * Amphibious assault and beachhead events in words for the game log [8.5.8]:
 * "1st Marine Battalion land on beach 2104 from their AMPH" rather than the
 * engine's `amphibious-landing` fields. The caller's names (the studio's namer) names units,
 * hexes and sides.
 */

const many = (ids: unknown) => Array.isArray(ids) && ids.length > 1;

const REMOVED: Record<string, string> = {
  voluntary: "removed by its owner",
  "step-loss": "takes the step loss and is removed",
  "no-amph": "removed: no friendly AMPH in a sea hex next to it",
  captured: "removed: enemy units entered its hex",
};

/** The amphibious event in words, or null when `event` is not one [8.5.8]. */
export function describeAmphibiousEvent(event: GameEvent, n: NextWarNames): NextWarLine | null {
  const { type, rule, ...e } = event;
  const r = typeof rule === "string" ? rule : undefined;
  const { unit: name, side, place } = n;
  const list = unitList(n);
  switch (type) {
    case "embark":
      return { text: `${list(e.units)} embark${many(e.units) ? "" : "s"} on ${name(e.amph)} at ${place(e.at)}`, rule: r };
    case "disembark":
      return { text: `${list(e.units)} disembark${many(e.units) ? "" : "s"} from ${name(e.amph)} to ${place(e.at)}`, rule: r };
    case "amphibious-position": {
      const beaches: unknown[] = Array.isArray(e.beaches) ? e.beaches : [];
      return {
        text: `${name(e.amph)} is in assault position at ${place(e.hex)} with ${list(e.units)} aboard${beaches.length > 0 ? `: beach${beaches.length > 1 ? "es" : ""} at ${beaches.map(place).join(", ")} next` : ""}`,
        rule: r,
      };
    }
    case "amphibious-landing":
      return { text: `${list(e.units)} come${many(e.units) ? "" : "s"} ashore on the beach at ${place(e.hex)} by ${e.by === "assault" ? "amphibious assault" : "landing"}`, rule: r };
    case "amphibious-step-loss":
      return { text: `The assault on ${place(e.hex)} failed: ${name(e.unit)} loses one more step and stays aboard`, rule: r };
    case "beachhead-placed":
      return { text: `${side(e.side)} places a beachhead on ${place(e.hex)} (defence ${String(e.defence)})`, rule: r };
    case "beachhead-removed":
      return { text: `${side(e.side)}'s beachhead at ${place(e.hex)} is ${REMOVED[String(e.reason)] ?? String(e.reason)}${typeof e.availableTurn === "number" ? `; the marker may be placed again from turn ${e.availableTurn}` : ""}`, rule: r };
    default:
      return null;
  }
}

/** An amphibious action's log title, or null when `action` is not one [8.5.8]. */
export function amphibiousActionTitle(action: { type: string; [key: string]: unknown }, n: NextWarNames): string | null {
  switch (action.type) {
    case "embark":
      return `Embark on ${n.unit(action.amph)}`;
    case "disembark":
      return `Disembark to ${n.place(action.to)}`;
    case "land":
      return `Land on ${n.place(action.to)}`;
    case "place-beachhead":
      return `Place beachhead on ${n.place(action.hex)}`;
    case "remove-beachhead":
      return `Remove beachhead at ${n.place(action.hex)}`;
    default:
      return null;
  }
}
