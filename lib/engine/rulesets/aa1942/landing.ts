import { boardOfState, friendlyTerritory, powerOf, sameSide, unitsAt } from "./state";
import { defOf, isAir } from "./unit-table";
import type { AaEvent, AaState } from "./types";

/**
 * After the non-combat move [AA:air-units, AA:aircraft-carriers]: the moving
 * power's air units must be in a friendly territory held since the start of
 * the turn or on carriers with room for them; those that are not are lost.
 * At sea, allied aircraft keep their places first, then the power's own in
 * unit-id order, so the result is deterministic.
 */
export function landAircraft(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const spaces = new Set(Object.values(draft.units).filter((u) => u.owner === nation && isAir(defOf(draft, u.type))).map((u) => u.at));
  for (const space of [...spaces].sort()) {
    const here = unitsAt(draft, space);
    const own = here.filter(([, u]) => u.owner === nation && isAir(defOf(draft, u.type)));
    const lost: string[] = [];
    if (board.spaces.get(space)?.sea) {
      let room = 0;
      for (const [, u] of here) {
        if (!sameSide(draft, u.owner, nation)) continue;
        const d = defOf(draft, u.type);
        room += d.carrierCapacity ?? 0;
        if (isAir(d) && u.owner !== nation) room -= d.carrierCost ?? 0;
      }
      for (const [id, u] of own) {
        const cost = defOf(draft, u.type).carrierCost;
        if (cost !== undefined && cost > 0 && cost <= room) room -= cost;
        else lost.push(id);
      }
    } else {
      const held = friendlyTerritory(draft, nation, space) && friendlyTerritory({ ...draft, control: draft.startControl }, nation, space);
      if (!held) lost.push(...own.map(([id]) => id));
    }
    for (const id of lost) delete draft.units[id];
    if (lost.length > 0) events.push({ type: "aircraft-lost", rule: "AA:air-units", nation, space, units: lost });
  }
}
