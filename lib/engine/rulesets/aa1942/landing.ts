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
 * carrier was sunk in this turn's battles) fly one space to a territory or
 * carrier of their side, or are lost [AA:aircraft-carriers]: as the seed says
 * of interceptors whose territory fell, 「戦闘機は 1 スペースを移動し、友軍領土
 * または友軍空母に上陸することができる…そのような着陸スペースがない場合、戦闘機は
 * 失われる」, and as the published rules say of a carrier's fighters. Run with
 * the moving power's own landing, at the end of its turn; the first space in
 * board order takes them, aircraft in id order.
 */
export function landDefendersAdrift(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  for (const zone of board.ids) {
    if (!board.spaces.get(zone)?.sea) continue;
    const adrift = unitsAt(draft, zone).filter(([, u]) => !sameSide(draft, u.owner, nation) && isAir(defOf(draft, u.type)));
    if (adrift.length === 0) continue;
    for (const [id, u] of adrift) {
      if (sideRoom(draft, u.owner, zone) >= 0) break;
      const cost = defOf(draft, u.type).carrierCost ?? 0;
      const to = board.spaces.get(zone)!.next.find((s) => (board.spaces.get(s)?.sea ? cost > 0 && sideRoom(draft, u.owner, s) >= cost : friendlyTerritory(draft, u.owner, s)));
      if (to) {
        draft.units[id] = { ...u, at: to };
        events.push({ type: "aircraft-relanded", rule: "AA:aircraft-carriers", nation: u.owner, from: zone, to, units: [id] });
      } else {
        delete draft.units[id];
        events.push({ type: "aircraft-lost", rule: "AA:aircraft-carriers", nation: u.owner, space: zone, units: [id] });
      }
    }
  }
}

/**
 * Interceptors whose territory fell in this turn's battles [AA:strategic-bombing]:
 * 「その領土が占領された場合、戦闘機は 1 スペースを移動し、友軍領土または友軍空母に上陸することができる。
 * この移動は非戦闘手番フェイズにおこなわれ、代行プレイヤーが非戦闘移動をおこなう前におこなわれる。
 * そのような着陸スペースがない場合、戦闘機は失われる。」 Run when the last battle ends, the
 * moment the non-combat move opens and before the attacker moves in it. Each
 * flies to the first neighbouring territory of its side in board order, else
 * the first neighbouring sea zone with its side's carrier room for it, else
 * is lost; aircraft in id order (the owner's choice, fixed so replays are exact).
 */
export function relandInterceptors(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const stranded = Object.entries(draft.units)
    .filter(([, u]) => u.raid === true && !sameSide(draft, u.owner, nation) && !board.spaces.get(u.at)?.sea && !friendlyTerritory(draft, u.owner, u.at))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [id, u] of stranded) {
    const next = board.spaces.get(u.at)?.next ?? [];
    const cost = defOf(draft, u.type).carrierCost ?? 0;
    const to = next.find((s) => !board.spaces.get(s)?.sea && friendlyTerritory(draft, u.owner, s)) ?? next.find((s) => board.spaces.get(s)?.sea === true && cost > 0 && sideRoom(draft, u.owner, s) >= cost);
    if (to) {
      draft.units[id] = { ...u, at: to };
      events.push({ type: "aircraft-relanded", rule: "AA:strategic-bombing", nation: u.owner, from: u.at, to, units: [id] });
    } else {
      delete draft.units[id];
      events.push({ type: "aircraft-lost", rule: "AA:strategic-bombing", nation: u.owner, space: u.at, units: [id] });
    }
  }
}

/** Carrier room of a nation's side in a zone, less the side's aircraft there (negative: some have nowhere to land). */
function sideRoom(state: AaState, nation: string, zone: string): number {
  let room = 0;
  for (const [, u] of unitsAt(state, zone)) {
    if (!sameSide(state, u.owner, nation)) continue;
    const d = defOf(state, u.type);
    room += d.carrierCapacity ?? 0;
    if (isAir(d)) room -= d.carrierCost ?? 99;
  }
  return room;
}
