import { boardOfState, powerOf, sameSide, unitsAt } from "./state";
import { defOf, isAir } from "./unit-table";
import type { AaEvent, AaState } from "./types";

/**
 * Guest fighters [AA:aircraft-carriers]: 「他国の空母に乗艦している友好国所属の
 * ゲスト戦闘機は、戦闘中の移動として艦上に留まらなければなりません。戦闘に参加する
 * ことはできず、空母が破壊された場合にはそのゲスト戦闘機も破壊されます」. At the
 * start of a power's turn, its allies' fighters on its carriers go aboard them
 * (`aboard`, as cargo): they move with the carrier, take no part in its
 * battles and are lost with it. At the end of that turn they are guests no
 * more, so they defend as usual in other powers' turns and their own power
 * flies them in its own.
 */

/** Which allied air units ride which of the power's carriers: in each zone, an ally's own carriers take its aircraft first; the rest fill the power's carriers in id order. */
export function boardGuests(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const zones = new Set(Object.values(draft.units).filter((u) => u.owner === nation && (defOf(draft, u.type).carrierCapacity ?? 0) > 0).map((u) => u.at));
  for (const zone of [...zones].sort()) {
    if (!board.spaces.get(zone)?.sea) continue;
    const here = unitsAt(draft, zone).filter(([, u]) => !u.aboard);
    const carriers = here.filter(([, u]) => u.owner === nation && (defOf(draft, u.type).carrierCapacity ?? 0) > 0).map(([id, u]) => ({ id, room: defOf(draft, u.type).carrierCapacity ?? 0 }));
    // Each ally's own carriers in the zone hold its aircraft before any is a guest.
    const ownRoom = new Map<string, number>();
    for (const [, u] of here) {
      if (u.owner === nation || !sameSide(draft, u.owner, nation)) continue;
      ownRoom.set(u.owner, (ownRoom.get(u.owner) ?? 0) + (defOf(draft, u.type).carrierCapacity ?? 0));
    }
    const guests: string[] = [];
    for (const [id, u] of here) {
      const d = defOf(draft, u.type);
      if (u.owner === nation || !sameSide(draft, u.owner, nation) || !isAir(d) || !d.carrierCost) continue;
      const room = ownRoom.get(u.owner) ?? 0;
      if (room >= d.carrierCost) {
        ownRoom.set(u.owner, room - d.carrierCost);
        continue;
      }
      const carrier = carriers.find((c) => c.room >= d.carrierCost!);
      if (!carrier) continue;
      carrier.room -= d.carrierCost;
      draft.units[id]!.aboard = carrier.id;
      guests.push(id);
    }
    if (guests.length > 0) events.push({ type: "guests-aboard", rule: "AA:aircraft-carriers", nation, space: zone, units: guests });
  }
}

/** At the end of the carrier's owner's turn its guests are ordinary aircraft at sea again [AA:aircraft-carriers]. */
export function releaseGuests(draft: AaState): void {
  for (const u of Object.values(draft.units)) {
    if (u.aboard !== undefined && isAir(defOf(draft, u.type))) delete u.aboard;
  }
}
