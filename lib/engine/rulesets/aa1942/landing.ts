import { carrierRoom } from "./economy";
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

/**
 * Defending aircraft left at sea beyond their side's carrier room (their
 * carrier was sunk in this turn's battles) fly one space, or are lost
 * [AA:aircraft-carriers], as the seed says of interceptors whose territory fell
 * (flyOneSpace) and as the published rules say of a carrier's fighters. Run
 * with the moving power's own landing, at the end of its turn; aircraft no
 * carrier takes (bombers) always fly, the others in id order while the zone's
 * room is short.
 */
export function landDefendersAdrift(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  for (const zone of board.ids) {
    if (!board.spaces.get(zone)?.sea) continue;
    const adrift = unitsAt(draft, zone).filter(([, u]) => !sameSide(draft, u.owner, nation) && isAir(defOf(draft, u.type)));
    for (const [id, u] of adrift) {
      const carried = (defOf(draft, u.type).carrierCost ?? 0) > 0;
      if (carried && carrierRoom(draft, u.owner, zone) >= 0) continue;
      flyOneSpace(draft, events, id, "AA:aircraft-carriers");
    }
  }
}

/**
 * Interceptors whose territory fell in this turn's battles fly one space, or
 * are lost [AA:strategic-bombing] (flyOneSpace). Run when the last battle
 * ends, the moment the non-combat move opens and before the attacker moves
 * in it; aircraft in id order.
 */
export function relandInterceptors(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const stranded = Object.entries(draft.units)
    .filter(([, u]) => u.raid === true && !sameSide(draft, u.owner, nation) && !board.spaces.get(u.at)?.sea && !friendlyTerritory(draft, u.owner, u.at))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [id] of stranded) flyOneSpace(draft, events, id, "AA:strategic-bombing");
}

/**
 * A defending aircraft with nowhere to stay flies one space:
 * 「その領土が占領された場合、戦闘機は 1 スペースを移動し、友軍領土または友軍空母に上陸することができる。
 * この移動は非戦闘手番フェイズにおこなわれ、代行プレイヤーが非戦闘移動をおこなう前におこなわれる。
 * そのような着陸スペースがない場合、戦闘機は失われる。」 The owner's choice is fixed so replays
 * are exact: the first neighbouring territory of its side in board order, else
 * the first neighbouring sea zone with its side's carrier room for it, else it
 * is lost.
 */
function flyOneSpace(draft: AaState, events: AaEvent[], id: string, rule: string): void {
  const u = draft.units[id]!;
  const board = boardOfState(draft);
  const next = board.spaces.get(u.at)?.next ?? [];
  const cost = defOf(draft, u.type).carrierCost ?? 0;
  const to = next.find((s) => !board.spaces.get(s)?.sea && friendlyTerritory(draft, u.owner, s)) ?? next.find((s) => board.spaces.get(s)?.sea === true && cost > 0 && carrierRoom(draft, u.owner, s) >= cost);
  if (to) {
    draft.units[id] = { ...u, at: to };
    events.push({ type: "aircraft-relanded", rule, nation: u.owner, from: u.at, to, units: [id] });
  } else {
    delete draft.units[id];
    events.push({ type: "aircraft-lost", rule, nation: u.owner, space: u.at, units: [id] });
  }
}
