import type { AreaUnitType } from "@/lib/model";
import { RuleError } from "../../core/errors";
import { type Board, adjacent, distancesFrom } from "./board";
import { carrierCanBeThere } from "./carrier-reach";
import { assaultFrom } from "./combat-move-end";
import { carrierRoom } from "./economy";
import { reachable } from "./paths";
import { boardOfState, enemiesAt, friendlyTerritory, hostileSea, hostileTerritory, areaRules, powerOf, unitsAt } from "./state";
import { defOf, isAir, isLand, isSea, isWarship } from "./unit-table";
import type { AaAction, AaEvent, AaState, AaUnit } from "./types";

/**
 * Moving units [AA:combat-move, AA:noncombat-move]: land units over land,
 * sea units over sea (canals open only to a side that held them at the start
 * of its turn), air units over both; each up to its movement for the whole
 * turn. Cargo rides with its transport.
 */
export function applyMove(draft: AaState, action: Extract<AaAction, { type: "move" }>, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const combat = draft.phase === "combat-move";
  const board = boardOfState(draft);
  if (action.units.length === 0) throw new RuleError("AA:combat-move", "move at least one unit");
  if (action.path.length === 0) throw new RuleError("AA:combat-move", "give the spaces to move through");
  const moving = action.units.map((id) => [id, unitOf(draft, id)] as const);
  const origin = moving[0]![1].at;
  for (const [id, u] of moving) {
    if (u.owner !== nation) throw new RuleError("AA:combat-move", `${id} belongs to ${u.owner}, not to ${nation}`);
    if (u.at !== origin) throw new RuleError("AA:combat-move", "units moving together start in the same space");
    if (u.aboard) throw new RuleError("AA:transports", `${id} is cargo: it moves with its transport or goes ashore`);
    if (u.unloaded) throw new RuleError("AA:transports", `${id} came ashore this turn and may not move again`);
  }
  let prev = origin;
  for (const step of action.path) {
    if (!board.spaces.has(step)) throw new RuleError("AA:board", `there is no space "${step}"`);
    if (!adjacent(board, prev, step)) throw new RuleError("AA:board", `${step} is not next to ${prev}`);
    prev = step;
  }
  const to = action.path[action.path.length - 1] as string;
  if (action.raid && !combat) throw new RuleError("AA:strategic-bombing", "raids are flown in the combat move");
  // A carrier's own fighters ride along in non-combat move without spending movement [AA:aircraft-carriers].
  // Guests of allies aboard fill the room first [AA:aircraft-carriers].
  const carriers = moving.filter(([, u]) => (defOf(draft, u.type).carrierCapacity ?? 0) > 0);
  let riding = combat ? 0 : carriers.reduce((n, [cid, u]) => n + (defOf(draft, u.type).carrierCapacity ?? 0) - guestLoad(draft, cid), 0);
  const rode = new Set<string>();
  for (const [id, u] of moving) {
    const def = defOf(draft, u.type);
    if (!combat && u.combatMoved && !isAir(def)) throw new RuleError("AA:noncombat-move", `${id} moved in the combat move and may not move again`);
    const rides = isAir(def) && board.spaces.get(origin)?.sea === true && riding >= (def.carrierCost ?? Infinity) && carriers.length > 0;
    if (rides) {
      riding -= def.carrierCost ?? 0;
      rode.add(id);
    } else checkPath(draft, board, nation, id, u, def, origin, action.path, combat);
    if (action.raid) {
      if (!def.strategicBomber && !isAir(def)) throw new RuleError("AA:strategic-bombing", `${def.name} cannot make a strategic bombing raid`);
      if (!draft.complexes[to] || !hostileTerritory(draft, nation, to)) throw new RuleError("AA:strategic-bombing", `${to} holds no enemy industrial complex to bomb`);
      if (!def.strategicBomber && !bomberRaids(draft, nation, moving, to)) throw new RuleError("AA:strategic-bombing", `${def.name} may only escort bombers: send a bomber on the raid on ${to} first, or with it`);
    }
  }
  if (combat) checkCombatDestination(draft, nation, moving, action.path, action.raid === true);
  for (const [id, u] of moving) {
    // Leaving a zone of enemy warships on its first move is the escape the combat move allows [AA:combat-move].
    if (combat && isSea(defOf(draft, u.type)) && u.moved === 0 && hostileSea(draft, nation, origin)) u.fled = true;
    if (!rode.has(id)) u.moved += action.path.length;
    u.at = to;
    if (combat) {
      u.combatMoved = true;
      u.from = [...new Set([...(u.from ?? []), action.path.length > 1 ? (action.path[action.path.length - 2] as string) : origin])];
      if (action.raid) u.raid = true;
    }
    // A new object, not a change to the old: checkAa's light copy shares the units it did not copy.
    for (const [cid, c] of Object.entries(draft.units)) if (c.aboard === id) draft.units[cid] = { ...c, at: to };
  }
  blitz(draft, nation, moving, action.path, events);
  events.push({ type: "move", rule: combat ? "AA:combat-move" : "AA:noncombat-move", nation, units: action.units, from: origin, path: action.path, ...(action.raid ? { raid: true } : {}) });
}

/** Escorts fly with bombers [AA:strategic-bombing; 「護衛戦闘機(攻撃爆撃機に随伴する戦闘機)」]: a bomber in this move, or one already on a raid there. */
function bomberRaids(draft: AaState, nation: string, moving: readonly (readonly [string, AaUnit])[], to: string): boolean {
  const bomber = (u: AaUnit) => defOf(draft, u.type).strategicBomber === true;
  return moving.some(([, u]) => bomber(u)) || Object.values(draft.units).some((u) => u.owner === nation && u.raid === true && u.at === to && bomber(u));
}

/** Carrier room taken by allies' guest fighters aboard this carrier [AA:aircraft-carriers]. */
function guestLoad(state: AaState, carrier: string): number {
  return Object.values(state.units).reduce((n, c) => n + (c.aboard === carrier && isAir(defOf(state, c.type)) ? (defOf(state, c.type).carrierCost ?? 0) : 0), 0);
}

function unitOf(state: AaState, id: string): AaUnit {
  const u = state.units[id];
  if (!u) throw new RuleError("AA:combat-move", `there is no unit "${id}"`);
  return u;
}

/** Whether the whole path is open to this unit and within its movement [AA:combat-move]. */
function checkPath(draft: AaState, board: Board, nation: string, id: string, u: AaUnit, def: AreaUnitType, origin: string, path: readonly string[], combat: boolean): void {
  const rules = areaRules(draft.bundle.scenario);
  if (def.domain === "structure" && !def.antiAircraft) throw new RuleError("AA:industrial-complexes", `${def.name} never moves`);
  if (def.antiAircraft && combat) throw new RuleError("AA:aa-guns", `${def.name} moves only in the non-combat move`);
  const left = def.movement - u.moved;
  if (path.length > left) throw new RuleError("AA:combat-move", `${id} (${def.name}) has ${left} of ${def.movement} movement left, the path is ${path.length}`);
  let prev = origin;
  for (let i = 0; i < path.length; i += 1) {
    const step = path[i] as string;
    const space = board.spaces.get(step)!;
    const last = i === path.length - 1;
    if (space.impassable) throw new RuleError("AA:board", `${step} is impassable`);
    if (space.neutral && rules.neutrals === "closed" && !space.sea) throw new RuleError("AA:neutral-territories", `${step} is neutral: no unit may enter or fly over it`);
    if (isAir(def)) {
      prev = step;
      continue;
    }
    if (isLand(def) || def.antiAircraft) {
      if (space.sea) throw new RuleError("AA:transports", `${def.name} crosses the sea only aboard a transport (load, then unload)`);
      if (hostileTerritory(draft, nation, step) || (space.neutral && draft.control[step] === undefined)) {
        if (!combat) throw new RuleError("AA:noncombat-move", `${step} is hostile: land units enter it only in the combat move`);
        const empty = enemiesAt(draft, nation, step).length === 0;
        if (!last && !(def.canBlitz && empty && i === 0 && !draft.complexes[step])) {
          throw new RuleError(def.canBlitz ? "AA:blitz" : "AA:combat-move", def.canBlitz ? `a tank blitzes through one empty hostile territory without a complex first; ${step} stops it` : `land units stop on entering hostile ${step}`);
        }
      }
    } else if (isSea(def)) {
      if (!space.sea) throw new RuleError("AA:combat-move", `${def.name} stays at sea`);
      const canal = board.canalByPair.get(`${prev}|${step}`);
      if (canal && !draft.openCanals.includes(canal)) throw new RuleError("AA:canals", `the canal between ${prev} and ${step} is closed to ${nation}: its side did not hold its territories at the start of the turn`);
      const enemies = enemiesAt(draft, nation, step).map(([, e]) => defOf(draft, e.type));
      const warships = enemies.some(isWarship);
      const destroyers = enemies.some((e) => e.destroyer === true);
      if (!last && warships && !(def.submarine && !destroyers)) {
        throw new RuleError(def.submarine ? "AA:submarines" : "AA:combat-move", `${step} holds enemy ${def.submarine ? "destroyers" : "warships"}: ${def.name} stops there`);
      }
      if (!combat && warships) throw new RuleError("AA:noncombat-move", `${step} holds enemy warships: no non-combat move into it`);
    }
    prev = step;
  }
}

/**
 * In the combat move every move must lead to combat [AA:combat-move]: land
 * units end in a hostile territory (a tank may end a blitz in a friendly
 * one); air units end where they attack or raid and keep enough movement to
 * reach a landing space; sea units end with enemies or where they can
 * support a landing.
 */
function checkCombatDestination(draft: AaState, nation: string, moving: readonly (readonly [string, AaUnit])[], path: readonly string[], raid: boolean): void {
  const board = boardOfState(draft);
  const to = path[path.length - 1] as string;
  const steps = path.length;
  const space = board.spaces.get(to)!;
  const enemies = enemiesAt(draft, nation, to).length > 0;
  const hostile = !space.sea && hostileTerritory(draft, nation, to);
  // A blitz may end in a friendly territory [AA:blitz]; a plain move into one is a non-combat move.
  const blitzed = path.slice(0, -1).some((t) => !board.spaces.get(t)?.sea && hostileTerritory(draft, nation, t));
  // Ships sailing with a loaded transport escort its landing [AA:amphibious].
  const groupCarries = moving.some(([id]) => cargoOf(draft, id).length > 0);
  for (const [id, u] of moving) {
    const def = defOf(draft, u.type);
    if (isLand(def) && !hostile && !(def.canBlitz && blitzed && friendlyTerritory(draft, nation, to))) {
      throw new RuleError("AA:combat-move", `${id} must end its combat move in a hostile territory (non-combat moves come later)`);
    }
    if (isAir(def)) {
      if (!raid && !enemies && !hostile) throw new RuleError("AA:air-units", `${id} must end its combat move where there is a battle`);
      const left = def.movement - u.moved - steps;
      if (!landingWithin(draft, nation, to, left, def, true)) throw new RuleError("AA:air-units", `${id} could not reach a friendly landing space (or a sea zone a carrier of ${nation} can be in by the end of the turn) from ${to} with the movement it would have left`);
    }
    if (isSea(def)) checkSeaDestination(draft, nation, id, u, def, u.at, to, groupCarries);
  }
}

/**
 * The four exceptions hold for ships too [AA:combat-move]: 「以下の4 つの場合を
 * 除き、戦闘移動フェイズ中に友軍スペースで移動を終了することはできません」.
 * A ship ends with enemies to fight, or escapes the enemy warships of its
 * starting zone, or stops where an amphibious assault goes from (a loaded
 * transport next to the hostile coast it will land on, with the ships sailing
 * with it, or a ship joining a landing already ordered there). Whether a stop really came to combat is
 * judged when the phase ends (combat-move-end.ts).
 */
function checkSeaDestination(draft: AaState, nation: string, id: string, u: AaUnit, def: AreaUnitType, from: string, to: string, groupCarries: boolean): void {
  const board = boardOfState(draft);
  const enemies = enemiesAt(draft, nation, to).some(([, e]) => !e.aboard);
  const hostileCoast = board.spaces.get(to)!.next.some((t) => !board.spaces.get(t)?.sea && hostileTerritory(draft, nation, t));
  const cargo = cargoOf(draft, id);
  if (cargo.some(([, c]) => c.combatMoved) && !hostileCoast) {
    throw new RuleError("AA:transports", `${id} (${def.name}) carries units boarded in the combat move: it must end next to the hostile territory they will assault`);
  }
  if (enemies || u.fled || (u.moved === 0 && hostileSea(draft, nation, from))) return;
  if (hostileCoast && (groupCarries || assaultFrom(draft, nation, to))) return;
  if ((def.transportCapacity ?? 0) > 0 && cargo.length === 0 && boardersNear(draft, nation, to)) return;
  throw new RuleError(
    "AA:combat-move",
    `${id} (${def.name}) must end its combat move where there is a battle or an amphibious assault (a friendly zone only to escape a battle, to land cargo, or to join a landing already ordered there); non-combat moves come later`,
  );
}

/** Land units of the power next to a zone that could still board an empty transport there, on its way to an assault [AA:transports]. */
function boardersNear(state: AaState, nation: string, zone: string): boolean {
  const board = boardOfState(state);
  return board.spaces.get(zone)!.next.some(
    (t) => !board.spaces.get(t)?.sea && friendlyTerritory(state, nation, t) && unitsAt(state, t).some(([, c]) => c.owner === nation && !c.aboard && !c.unloaded && (defOf(state, c.type).transportCost ?? 0) > 0 && c.moved < defOf(state, c.type).movement),
  );
}

/**
 * Whether an air unit at `from` could reach a landing space within `range`
 * [AA:air-units]; with `endOfTurn`, a sea zone where a carrier can be by the
 * end of the turn counts too (carrier-reach.ts).
 */
export function landingWithin(draft: AaState, nation: string, from: string, range: number, def: AreaUnitType, endOfTurn = false): boolean {
  const board = boardOfState(draft);
  const rules = areaRules(draft.bundle.scenario);
  const dist = distancesFrom(board, from, (_a, b) => {
    const s = board.spaces.get(b)!;
    return !s.impassable && !(s.neutral && rules.neutrals === "closed");
  }, range);
  for (const [space] of dist) {
    if (landable(draft, nation, space, def) || (endOfTurn && carrierCanBeThere(draft, nation, space, def))) return true;
  }
  return false;
}

/** A friendly territory held since the start of the turn, or a sea zone with friendly carrier room [AA:air-units]. */
export function landable(state: AaState, nation: string, space: string, def: AreaUnitType): boolean {
  const board = boardOfState(state);
  const s = board.spaces.get(space);
  if (!s) return false;
  if (s.sea) return (def.carrierCost ?? 0) > 0 && carrierRoom(state, nation, space) >= (def.carrierCost ?? 0);
  return friendlyTerritory(state, nation, space) && state.startControl[space] !== undefined && friendlyTerritory({ ...state, control: state.startControl }, nation, space);
}

/** A tank that passed through an empty hostile territory takes it on the way [AA:blitz]. */
function blitz(draft: AaState, nation: string, moving: readonly (readonly [string, AaUnit])[], path: readonly string[], events: AaEvent[]): void {
  if (draft.phase !== "combat-move" || path.length < 2) return;
  const through = path[0] as string;
  const board = boardOfState(draft);
  if (board.spaces.get(through)?.sea || !hostileTerritory(draft, nation, through)) return;
  if (!moving.some(([, u]) => defOf(draft, u.type).canBlitz)) return;
  const from = draft.control[through];
  draft.control[through] = nation;
  events.push({ type: "blitz", rule: "AA:blitz", nation, territory: through, from });
}

/**
 * Land units board a transport [AA:transports]: from a territory next to its
 * sea zone (or already at sea with it), in a zone free of enemy warships, up
 * to its capacity in transport cost. Boarding ends their own movement.
 */
export function applyLoad(draft: AaState, action: Extract<AaAction, { type: "load" }>, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const transport = unitOf(draft, action.transport);
  const tdef = defOf(draft, transport.type);
  if (transport.owner !== nation) throw new RuleError("AA:transports", `${action.transport} belongs to ${transport.owner}`);
  if (!tdef.transportCapacity) throw new RuleError("AA:transports", `${tdef.name} carries no land units`);
  if (transport.unloaded) throw new RuleError("AA:transports", `${action.transport} unloaded this turn`);
  if (hostileSea(draft, nation, transport.at)) throw new RuleError("AA:transports", `units cannot board in ${transport.at} while enemy warships are there`);
  let load = cargoOf(draft, action.transport).reduce((n, [, c]) => n + (defOf(draft, c.type).transportCost ?? 0), 0);
  for (const id of action.units) {
    const u = unitOf(draft, id);
    const def = defOf(draft, u.type);
    if (u.owner !== nation) throw new RuleError("AA:transports", `${id} belongs to ${u.owner}`);
    if (!def.transportCost) throw new RuleError("AA:transports", `${def.name} cannot be carried by sea`);
    if (u.aboard || u.unloaded) throw new RuleError("AA:transports", `${id} is already aboard or came ashore this turn`);
    if (draft.phase === "noncombat-move" && u.combatMoved) throw new RuleError("AA:noncombat-move", `${id} moved in the combat move`);
    if (u.moved >= def.movement) throw new RuleError("AA:transports", `${id} has no movement left to board`);
    if (!adjacent(board, u.at, transport.at)) throw new RuleError("AA:transports", `${id} in ${u.at} is not next to ${transport.at}`);
    load += def.transportCost;
    if (load > tdef.transportCapacity) throw new RuleError("AA:transports", `${action.transport} carries ${tdef.transportCapacity} in transport cost; this would be ${load}`);
  }
  // Cargo boarded in the combat move must land in that phase's assault [AA:transports]: a hostile coast must be in the transport's reach.
  if (draft.phase === "combat-move" && !assaultInReach(draft, nation, action.transport)) {
    throw new RuleError("AA:transports", `units boarded in the combat move must land in an amphibious assault this phase, and ${action.transport} cannot reach a zone next to a hostile territory with the movement it has left`);
  }
  for (const id of action.units) {
    const u = draft.units[id]!;
    u.aboard = action.transport;
    u.at = transport.at;
    u.moved = defOf(draft, u.type).movement;
    if (draft.phase === "combat-move") u.combatMoved = true;
  }
  events.push({ type: "load", rule: "AA:transports", nation, units: action.units, transport: action.transport, at: transport.at });
}

/** Whether the transport, from where it is, can still end next to a hostile territory [AA:amphibious]. */
function assaultInReach(state: AaState, nation: string, transport: string): boolean {
  const t = state.units[transport]!;
  const d = defOf(state, t.type);
  const board = boardOfState(state);
  const coast = (zone: string) => board.spaces.get(zone)!.next.some((x) => !board.spaces.get(x)?.sea && hostileTerritory(state, nation, x));
  if (coast(t.at)) return true;
  const left = t.unloaded ? 0 : d.movement - t.moved;
  return left > 0 && [...reachable(state, nation, d, t.at, left).keys()].some(coast);
}

export function cargoOf(state: AaState, transport: string): [string, AaUnit][] {
  return Object.entries(state.units).filter(([, u]) => u.aboard === transport);
}

/**
 * Cargo goes ashore [AA:transports, AA:amphibious]: all from one transport
 * into one territory next to its zone. Into a hostile territory only in the
 * combat move, as an amphibious assault; if enemy warships hold the zone the
 * cargo lands after the sea battle. The units and their transport move no more.
 */
export function applyUnload(draft: AaState, action: Extract<AaAction, { type: "unload" }>, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  const combat = draft.phase === "combat-move";
  if (action.units.length === 0) throw new RuleError("AA:transports", "unload at least one unit");
  const first = unitOf(draft, action.units[0] as string);
  const transportId = first.aboard;
  if (!transportId) throw new RuleError("AA:transports", `${action.units[0]} is not aboard a transport`);
  const zone = draft.units[transportId]!.at;
  const target = board.spaces.get(action.to);
  if (!target || target.sea) throw new RuleError("AA:transports", `${action.to} is not a territory`);
  if (!adjacent(board, zone, action.to)) throw new RuleError("AA:transports", `${action.to} is not next to ${zone}`);
  if (target.impassable || (target.neutral && areaRules(draft.bundle.scenario).neutrals === "closed")) throw new RuleError("AA:neutral-territories", `${action.to} cannot be entered`);
  for (const id of action.units) {
    const u = unitOf(draft, id);
    if (u.owner !== nation) throw new RuleError("AA:transports", `${id} belongs to ${u.owner}`);
    if (u.aboard !== transportId) throw new RuleError("AA:transports", "cargo of one transport goes ashore in one territory at a time");
    if (!combat && u.combatMoved) throw new RuleError("AA:transports", `${id} boarded in the combat move: it goes ashore only in that phase's amphibious assault, not in the non-combat move`);
    if (u.landing !== undefined) throw new RuleError("AA:amphibious", `${id} is already ordered ashore into ${u.landing}`);
  }
  // 「1 つの輸送手段から降車する陸戦ユニットは1 つの敵軍領地にのみ降車することができる」: one territory a turn, across actions [AA:amphibious].
  const done = draft.units[transportId]!.unloadedTo;
  if (done !== undefined && done !== action.to) throw new RuleError("AA:amphibious", `${transportId} already unloaded into ${done} this turn: one transport unloads into one territory`);
  const hostile = hostileTerritory(draft, nation, action.to);
  if (hostile && !combat) throw new RuleError("AA:noncombat-move", `${action.to} is hostile: landings there are amphibious assaults, made in the combat move`);
  if (!hostile && combat) throw new RuleError("AA:combat-move", `${action.to} is friendly: unload there in the non-combat move`);
  const waitForSeaBattle = combat && hostileSea(draft, nation, zone);
  for (const id of action.units) {
    const u = draft.units[id]!;
    u.unloaded = true;
    if (waitForSeaBattle) {
      u.landing = action.to;
      continue;
    }
    delete u.aboard;
    u.at = action.to;
    if (combat) {
      u.amphibious = true;
      u.combatMoved = true;
    }
  }
  const transport = draft.units[transportId]!;
  transport.unloaded = true;
  transport.unloadedTo = action.to;
  if (combat) transport.combatMoved = true;
  events.push({ type: "unload", rule: combat ? "AA:amphibious" : "AA:transports", nation, units: action.units, from: zone, to: action.to, ...(waitForSeaBattle ? { afterSeaBattle: true } : {}) });
}

/** Spaces a stack could end a move in this phase, for the UI and bots: a breadth-first search over legal single moves. */
export function destinations(state: AaState, unitIds: readonly string[]): string[] {
  const board = boardOfState(state);
  const units = unitIds.map((id) => state.units[id]).filter((u): u is AaUnit => u !== undefined);
  if (units.length === 0) return [];
  const range = Math.min(...units.map((u) => defOf(state, u.type).movement - u.moved));
  const from = units[0]!.at;
  const out: string[] = [];
  for (const [space, d] of distancesFrom(board, from, () => true, range)) {
    if (d > 0) out.push(space);
  }
  return out.sort();
}

/** Units of the power in a space that may still move this phase. */
export function movableAt(state: AaState, space: string): string[] {
  const nation = powerOf(state);
  const combat = state.phase === "combat-move";
  return unitsAt(state, space)
    .filter(([, u]) => {
      if (u.owner !== nation || u.aboard || u.unloaded) return false;
      const def = defOf(state, u.type);
      if (u.moved >= def.movement) return false;
      if (def.domain === "structure" && !(def.antiAircraft && !combat)) return false;
      if (!combat && u.combatMoved && !isAir(def)) return false;
      return true;
    })
    .map(([id]) => id);
}

/**
 * Ships with a bombardment value are assigned to an amphibious assault on a
 * territory next to their sea zone [AA:amphibious]: one ship per land unit
 * landing there counts (the combat module applies the limit); a ship
 * bombards once a turn and not if its zone sees a sea battle.
 */
export function applyBombard(draft: AaState, action: Extract<AaAction, { type: "bombard" }>, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOfState(draft);
  if (action.units.length === 0) throw new RuleError("AA:amphibious", "name the ships that bombard");
  const target = board.spaces.get(action.target);
  if (!target || target.sea || !hostileTerritory(draft, nation, action.target)) throw new RuleError("AA:amphibious", `${action.target} is not a hostile territory to bombard`);
  for (const id of action.units) {
    const u = unitOf(draft, id);
    const def = defOf(draft, u.type);
    if (u.owner !== nation) throw new RuleError("AA:amphibious", `${id} belongs to ${u.owner}`);
    if (!def.bombard) throw new RuleError("AA:amphibious", `${def.name} cannot bombard`);
    if (u.bombard) throw new RuleError("AA:amphibious", `${id} already bombards ${u.bombard} this turn`);
    if (!adjacent(board, u.at, action.target)) throw new RuleError("AA:amphibious", `${id} in ${u.at} is not next to ${action.target}`);
  }
  for (const id of action.units) {
    const u = draft.units[id]!;
    u.bombard = action.target;
    u.combatMoved = true;
  }
  events.push({ type: "bombard-assigned", rule: "AA:amphibious", nation, units: action.units, target: action.target });
}
