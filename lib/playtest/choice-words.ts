import type { Action } from "@/lib/engine";
import { actionTitle } from "./combat-words";
import type { Namer } from "./names";

/**
 * The labels of the Next War playtest's choice buttons, in the documents'
 * words (pure, no React): the weather the scenario lets a side choose
 * [4.0], steps to restore and units to rebuild [11.1, 11.2], step losses
 * [9.7.1], the defender's combat support [9.2.4] and retreat paths
 * [9.8.1, 9.8.4]. Anything else is titled as the log titles it.
 */
export function choiceLabel(action: Action, n: Namer): string {
  switch (action.type) {
    case "choose-weather":
      return `Weather: ${action.weather}`;
    case "restore-step":
      return `Restore a step: ${n.unit(action.unit)}`;
    case "rebuild":
      return `Rebuild ${n.unit(action.unit)} at ${n.place(action.at)}`;
    case "allocate-losses":
      return (
        Object.entries(action.losses)
          .filter(([, k]) => k > 0)
          .map(([id, k]) => `${n.unit(id)} −${k}`)
          .join(", ") || "No step lost"
      );
    case "support":
      // Advanced game: an HQ's combat support [18.2.1].
      return [action.air ? `${action.air} AP` : "", ...(action.helicopters ?? []).map(n.unit), ...(action.naval ?? []).map(n.unit), action.hq ? `HQ ${n.unit(action.hq)}` : ""].filter(Boolean).join(" + ") || "No support";
    case "retreat": {
      const who = n.units(action.units ?? (action.unit ? [action.unit] : []));
      return `${who}: ${action.path.length === 0 ? "stay and lose a step [9.8.4]" : `via ${action.path.map(n.place).join(" → ")}`}`;
    }
    default:
      return actionTitle(action, n);
  }
}
