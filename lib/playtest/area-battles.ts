import type { AaEvent, AaState } from "@/lib/engine";
import { type AaBattle, boardOf, powerOf, sideOf } from "@/lib/engine/rulesets/aa1942/queries";
import { nationColour, unitName } from "./area-view-model";

/**
 * The battle board of the area playtest (pure, no React): the battles of the
 * phase in the rules' order, the sides of the one being fought by unit type,
 * and each step's dice. The engine fights; this only reads.
 */

/** One side of the battle board: its units by type, with who owns them. */
export interface BattleSide {
  nation: string;
  colour: string;
  units: { type: string; name: string; count: number; damaged: number }[];
}

export interface BattleBoard {
  space: string;
  kind: AaBattle["kind"];
  round: number;
  attacker: BattleSide;
  defender: BattleSide;
}

function sideOfBattle(state: AaState, ids: readonly string[]): BattleSide {
  const by = new Map<string, { type: string; name: string; count: number; damaged: number }>();
  for (const id of ids) {
    const u = state.units[id];
    if (!u) continue;
    const row = by.get(u.type) ?? { type: u.type, name: unitName(state, u.type), count: 0, damaged: 0 };
    row.count += 1;
    if (u.damage > 0) row.damaged += 1;
    by.set(u.type, row);
  }
  const first = ids.map((id) => state.units[id]).find((u) => u !== undefined);
  return { nation: first?.owner ?? "", colour: nationColour(state, first?.owner), units: [...by.values()] };
}

/** The battle being fought now (the one a decision waits on, else the first listed) [AA:conduct-combat]. */
export function currentBattle(state: AaState): BattleBoard | null {
  const b = (state.decision && state.battles.find((x) => x.space === state.decision!.space)) ?? state.battles[0];
  if (!b) return null;
  const defenders = b.defenders.length > 0 ? b.defenders : Object.entries(state.units).filter(([, u]) => u.at === b.space && u.owner !== powerOf(state) && sideOf(state, u.owner) !== sideOf(state, powerOf(state))).map(([id]) => id);
  return { space: b.space, kind: b.kind, round: b.round, attacker: sideOfBattle(state, b.attackers), defender: sideOfBattle(state, defenders) };
}

/**
 * Where the attackers would fight in a space, counted by type, for the
 * calculator: the power's units there (with cargo waiting to land there and
 * ships ordered to bombard it) and every enemy unit (cargo excluded). Not
 * the engine's `battleAt`: the calculator opens on any space, also one where
 * the power has nothing to fight with (which `battleAt` refuses), with the
 * enemy's units there as the defenders.
 */
export function battleCounts(state: AaState, space: string): { attacker: { nation: string; units: Record<string, number> }; defender: { nation: string; units: Record<string, number> }; kind: "land" | "sea"; amphibious: boolean } {
  const power = powerOf(state);
  const side = sideOf(state, power);
  const sea = boardOf(state.bundle.map).spaces.get(space)?.sea === true;
  const att: Record<string, number> = {};
  const def: Record<string, number> = {};
  let defender = "";
  let amphibious = false;
  for (const u of Object.values(state.units)) {
    const landing = u.landing === space && u.owner === power;
    // Ships ordered to bombard the beach fight with the landing [AA:bombardment]; the calculator fires them as it does.
    const bombarding = u.bombard === space && u.owner === power;
    if ((u.at !== space || u.aboard) && !landing && !bombarding) continue;
    if (u.owner === power || landing || bombarding) {
      att[u.type] = (att[u.type] ?? 0) + 1;
      if (u.amphibious || landing) amphibious = true;
    } else if (sideOf(state, u.owner) !== side) {
      def[u.type] = (def[u.type] ?? 0) + 1;
      defender ||= u.owner;
    }
  }
  if (!defender) defender = state.control[space] ?? state.bundle.game.turnOrder.find((n) => sideOf(state, n) !== side) ?? power;
  return { attacker: { nation: power, units: att }, defender: { nation: defender, units: def }, kind: sea ? "sea" : "land", amphibious };
}

/** One step of a round's dice on the battle board: AA fire, bombardment, first strike, or a side's fire. */
export interface DiceStep {
  key: string;
  title: string;
  rule: string;
  /** Dice per unit type, sorted by value; `hit` when the value is at or under what the type hits on. */
  groups: { type: string; name: string; hitOn: number; dice: { value: number; hit: boolean; forced: boolean }[] }[];
  hits: number;
  /** A raid's bombing damage: what the dice added to the complex, and what they rolled (more when the cap cut it) [AA:strategic-bombing]. */
  damage?: { added: number; rolled: number };
}

const STEP_TITLES: Record<string, string> = {
  "aa-fire": "AA fire",
  bombard: "Bombardment",
  "first-strike": "Submarine first strike",
  fire: "Fire",
  "air-battle": "Escorts and interceptors",
  "complex-aa": "Complex AA fire",
  "raid-damage": "Bombing damage",
};

/**
 * The dice rolled in `space` among `events` (one action's, or several),
 * grouped into the round's steps in the order they were rolled, each by
 * unit type and value with its hits marked [AA:conduct-combat].
 */
export function diceSteps(state: AaState, events: readonly AaEvent[], space: string): DiceStep[] {
  const steps: DiceStep[] = [];
  for (const e of events) {
    if (e.type !== "die-roll" || e.space !== space) continue;
    const purpose = String(e.purpose);
    const role = typeof e.role === "string" ? e.role : "";
    const round = typeof e.round === "number" ? e.round : undefined;
    const key = `${purpose}|${role}|${round ?? ""}`;
    let step = steps.find((s) => s.key === key);
    if (!step) {
      const who = role ? ` — ${role}` : "";
      step = { key, title: `${STEP_TITLES[purpose] ?? purpose}${who}${round !== undefined ? ` (round ${round})` : ""}`, rule: String(e.rule ?? ""), groups: [], hits: 0 };
      steps.push(step);
    }
    const type = typeof e.unitType === "string" ? e.unitType : purpose;
    const hitOn = typeof e.hitOn === "number" ? e.hitOn : 0;
    let group = step.groups.find((g) => g.type === type && g.hitOn === hitOn);
    if (!group) {
      group = { type, name: typeof e.unitType === "string" ? unitName(state, type) : STEP_TITLES[purpose] ?? purpose, hitOn, dice: [] };
      step.groups.push(group);
    }
    const value = Number(e.value);
    const hit = hitOn > 0 && value <= hitOn;
    group.dice.push({ value, hit, forced: e.forced === true });
    if (hit) step.hits += 1;
  }
  for (const s of steps) for (const g of s.groups) g.dice.sort((a, b) => a.value - b.value);
  const damage = events.find((e) => e.type === "raid-damage" && e.territory === space);
  const bombing = steps.find((s) => s.key.startsWith("raid-damage|"));
  if (damage && bombing) bombing.damage = { added: Number(damage.added), rolled: Number(damage.rolled) };
  return steps;
}

export const BATTLE_KINDS: Record<AaBattle["kind"], string> = {
  raid: "Strategic bombing raid",
  amphibious: "Amphibious assault",
  general: "General combat",
};

/** One battle of the phase in the list the battle board shows: fought, being fought, or still to come. */
export interface BattleListItem {
  space: string;
  name: string;
  kind: AaBattle["kind"];
  kindName: string;
  status: "fought" | "now" | "next";
  /** How a fought battle ended ("attacker won, took it", "defender held", "no battle: …", "attacker retreated"). */
  outcome?: string;
}

/**
 * The power's battles of this conduct-combat phase in the order the rules
 * fight them [AA:conduct-combat]: strategic bombing raids, then amphibious
 * assaults (the sea battle off the beach first), then general combat. The
 * list comes from the phase's `battles` event in `events` (the log since the
 * turn began); the engine fights them from the front of `state.battles`, so
 * those still listed there are the current one and the ones to come. Null
 * when no combat phase of this turn is in `events`.
 */
export function battleList(state: AaState, events: readonly AaEvent[]): BattleListItem[] | null {
  let start = -1;
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i]!;
    if (e.type === "battles" && e.nation === powerOf(state)) {
      start = i;
      break;
    }
    if (e.type === "turn") return null;
  }
  if (start < 0) return null;
  const listed = events[start]!.battles as { space: string; kind: AaBattle["kind"] }[];
  const names = new Map([...state.bundle.map.territories, ...state.bundle.map.seaZones].map((s) => [s.id, s.name]));
  const outcomes = new Map<string, string>();
  const key = (kind: unknown, space: unknown) => `${kind === "raid" ? "raid" : "battle"}:${String(space)}`;
  for (const e of events.slice(start + 1)) {
    const k = key(e.kind, e.space);
    if (e.type === "no-battle") outcomes.set(k, `no battle: ${String(e.reason)}`);
    else if (e.type === "retreat") outcomes.set(key("general", e.space), `attacker retreated to ${names.get(String(e.to)) ?? String(e.to)}`);
    else if (e.type === "captured" && e.by === powerOf(state)) outcomes.set(key("general", e.territory), "attacker won and took it");
    else if (e.type === "battle-end" && !outcomes.has(k)) {
      outcomes.set(k, e.kind === "raid" ? "raid over" : e.winner === "attacker" ? "attacker won" : e.winner === "defender" ? "defender held" : "both sides gone");
    }
  }
  const fought = listed.length - state.battles.length;
  return listed.map((b, i) => ({
    space: b.space,
    name: names.get(b.space) ?? b.space,
    kind: b.kind,
    kindName: BATTLE_KINDS[b.kind],
    status: i < fought ? "fought" : i === fought ? "now" : "next",
    ...(i < fought ? { outcome: outcomes.get(key(b.kind, b.space)) ?? "over" } : {}),
  }));
}
