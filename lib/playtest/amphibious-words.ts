import type { GameEvent } from "@/lib/engine";

/**
 * Amphibious assault and beachhead events in words for the game log [8.5.8]:
 * "1st Marine Battalion land on beach 2104 from their AMPH" rather than the
 * engine's `amphibious-landing` fields. `names` maps unit ids to names.
 */

type Names = Readonly<Record<string, string>>;

const list = (ids: unknown, names: Names) => (Array.isArray(ids) ? ids.map((id) => names[String(id)] ?? String(id)) : []).join(", ");
const many = (ids: unknown) => Array.isArray(ids) && ids.length > 1;

const REMOVED: Record<string, string> = {
  voluntary: "removed by its owner",
  "step-loss": "takes the step loss and is removed",
  "no-amph": "removed: no friendly AMPH in a sea hex next to it",
  captured: "removed: enemy units entered its hex",
};

/** The amphibious event in words, or null when `event` is not one [8.5.8]. */
export function describeAmphibiousEvent(event: GameEvent, names: Names = {}, sideNames: Names = {}): { text: string; rule?: string } | null {
  const { type, rule, ...e } = event;
  const r = typeof rule === "string" ? rule : undefined;
  const name = (id: unknown) => names[String(id)] ?? String(id);
  const side = (id: unknown) => sideNames[String(id)] ?? String(id);
  switch (type) {
    case "embark":
      return { text: `${list(e.units, names)} embark${many(e.units) ? "" : "s"} on ${name(e.amph)} at ${String(e.at)}`, rule: r };
    case "disembark":
      return { text: `${list(e.units, names)} disembark${many(e.units) ? "" : "s"} from ${name(e.amph)} to ${String(e.at)}`, rule: r };
    case "amphibious-position": {
      const beaches = Array.isArray(e.beaches) ? e.beaches.map(String) : [];
      return {
        text: `${name(e.amph)} is in assault position at ${String(e.hex)} with ${list(e.units, names)} aboard${beaches.length > 0 ? `: beach${beaches.length > 1 ? "es" : ""} ${beaches.join(", ")} next` : ""}`,
        rule: r,
      };
    }
    case "amphibious-landing":
      return { text: `${list(e.units, names)} come${many(e.units) ? "" : "s"} ashore on beach ${String(e.hex)} by ${e.by === "assault" ? "amphibious assault" : "landing"}`, rule: r };
    case "amphibious-step-loss":
      return { text: `The assault on ${String(e.hex)} failed: ${name(e.unit)} loses one more step and stays aboard`, rule: r };
    case "beachhead-placed":
      return { text: `${side(e.side)} places a beachhead on ${String(e.hex)} (defence ${String(e.defence)})`, rule: r };
    case "beachhead-removed":
      return { text: `${side(e.side)}'s beachhead at ${String(e.hex)} is ${REMOVED[String(e.reason)] ?? String(e.reason)}${typeof e.availableTurn === "number" ? `; the marker may be placed again from turn ${e.availableTurn}` : ""}`, rule: r };
    default:
      return null;
  }
}

/** An amphibious action's log title, or null when `action` is not one [8.5.8]. */
export function amphibiousActionTitle(action: { type: string; [key: string]: unknown }): string | null {
  switch (action.type) {
    case "embark":
      return `Embark on ${String(action.amph)}`;
    case "disembark":
      return `Disembark to ${String(action.to)}`;
    case "land":
      return `Land on ${String(action.to)}`;
    case "place-beachhead":
      return `Place beachhead on ${String(action.hex)}`;
    case "remove-beachhead":
      return `Remove beachhead at ${String(action.hex)}`;
    default:
      return null;
  }
}
