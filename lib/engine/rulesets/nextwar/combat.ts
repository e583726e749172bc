import type { GameState } from "./types";
import { RuleError } from "../../core/errors";
import {
  F_AIRFIELD,
  F_CITY,
  F_INSTALLATION,
  F_MAJOR_CITY,
  F_FORTIFICATION,
  F_TOWN,
  SIDE_FERRY,
  SIDE_MAJOR_RIVER,
  SIDE_MINOR_RIVER,
  SIDE_WATER,
  TC_SEA,
  tcIndex,
} from "../../map/compiled-map";
import { type Board, defOf, enemyOf, unitsAt, valuesOf } from "./board";
import { type Context, MOBILITIES, WEATHERS, mobilityIndex, weatherIndex } from "./context";
import { type NextWarHooks, type SupportMission, standardHooks } from "./hooks";
import { aboardWhich, assaultFrom } from "./amphibious";
import { multinationalStackNote } from "./multinational";
import { specialRuleDrms } from "./special-rules";
import { formatRatio, oddsColumn, roundingDrm } from "./odds";
import { effectiveEr, fightingUnits, stackLimitAt, stackSp } from "./stacking";
import { fortificationServes, isClearish, underMopUp } from "./terrain";
import { cwErLoss, hqStrengths } from "./advanced/hq-combat";

/** An attack as declared [9.2.1]. */
export interface CombatDeclaration {
  attackers: string[];
  /** The defending hex's label. */
  defender: string;
  /** The attacker's lead unit [9.5.1]; the highest ER when absent. */
  lead?: string;
  /** Which kind of combat segment: breakthrough combat shifts two columns left [9.5.3]. */
  segment?: "normal" | "breakthrough";
  /** Combat support missions, as committed or after ADF [6.2.1, 6.5.3, 9.6.1]. */
  missions?: readonly SupportMission[];
  /** Support to explain before it is committed (`explainCombat` turns it into missions) [6.2.1, 6.5.3]. */
  support?: { attacker?: { air?: number; helicopters?: string[]; naval?: string[] }; defender?: { air?: number; helicopters?: string[]; naval?: string[] } };
  /** Advanced game: the attacker's and the defender's supporting HQs [18.2.1], the attacker's HQ placing a CW marker [18.2.4]. */
  hq?: string;
  defenderHq?: string;
  cw?: string;
}

import type { CombatLine } from "./combat-line";
export type { CombatLine };

export interface CombatExplanation {
  /** The CRT row used (by the defender's terrain) [9.2.2.2]. */
  row: string;
  rowIndex: number;
  attack: number;
  defense: number;
  ratio: string;
  initialColumn: string;
  initialColumnIndex: number;
  finalColumn: string;
  finalColumnIndex: number;
  shift: number;
  /** Total DRM applied to the die roll. */
  drm: number;
  lines: CombatLine[];
  attackerSide: string;
  defenderSide: string;
  defenderHex: number;
  attackers: string[];
  /** Units that defend (all in the hex, less overstack and units that retreated in) [9.1, 8.1.1.1, 9.8.6]. */
  defenders: string[];
  leadAttacker: string;
  leadDefender: string;
  attackerHexes: number;
  overkillColumn: boolean;
  /** Attackers aboard AMPHs: an amphibious assault [8.5.8.1]. */
  amphibious: string[];
}

const CLEAR = tcIndex("clear");
const ROUGH = tcIndex("rough");
const URBAN = tcIndex("urban");

/**
 * The whole combat calculation without rolling [9.2–9.6]: every strength
 * modifier, the odds column, every shift and DRM, each with its rule. Checks
 * what makes an attack illegal in itself [9.1, 8.1.1.1, 8.4.1.5]; whether it
 * fits the current segment is `apply`'s business.
 */
export function explain(b: Board, decl: CombatDeclaration, hooks: NextWarHooks = standardHooks): CombatExplanation | RuleError {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const hex = cm.indexOf(decl.defender);
  if (hex < 0) return new RuleError("9.2.1", `no hex ${decl.defender} on the map`);
  if (decl.attackers.length === 0) return new RuleError("9.2.1", "name at least one attacking unit");
  if (new Set(decl.attackers).size !== decl.attackers.length) return new RuleError("9.2.1", "a unit is named twice");
  const first = ctx.units.get(decl.attackers[0] as string);
  if (!first) return new RuleError("9.2.1", `no unit ${decl.attackers[0]}`);
  const side = first.side;
  const enemy = enemyOf(ctx, side);
  const inHex = unitsAt(b, hex);
  if (inHex.length === 0 || defOf(ctx, inHex[0] as string).side !== enemy) return new RuleError("9.1", `no enemy units in ${decl.defender}`);
  if (cm.terrain[hex] === TC_SEA) return new RuleError("9.1", "no attacks on sea hexes");
  const wi = weatherIndex(state.weather ?? "clear");
  /** Attackers aboard AMPHs, with the sea hex they attack from [8.5.8.1]. */
  const amphFrom = new Map<string, number>();

  const attackerHexes = new Map<number, string[]>();
  for (const id of decl.attackers) {
    const d = ctx.units.get(id);
    const u = state.units[id];
    if (!d || !u) return new RuleError("9.2.1", `no unit ${id}`);
    if (d.side !== side) return new RuleError("9.2.1", "all attackers belong to one side");
    // Units aboard an AMPH in assault position attack the beach from its sea hex [8.5.8.1].
    const aboard = d.ground && aboardWhich(ctx, state, id) !== null;
    if (!d.ground || (u.status !== "map" && !aboard)) return new RuleError("9.1", `${id} is not a land unit on the map`);
    if (valuesOf(ctx, state, id).attack <= 0) return new RuleError("9.1", `${id} has no attack strength`);
    let from = u.hex;
    if (aboard) {
      const sea = assaultFrom(b, id, hex);
      if (sea instanceof RuleError) return sea;
      from = sea;
      amphFrom.set(id, sea);
    }
    if (underMopUp(state, from, side)) return new RuleError("8.4.1.5", `${id} is under a mop-up marker and cannot attack`);
    const dir = cm.directionTo(from, hex);
    if (dir < 0) return new RuleError("9.1", `${id} is not adjacent to ${decl.defender}`);
    const bits = cm.sides[from * 6 + dir] as number;
    const road = (cm.roads[from * 6 + dir] as number) > 0;
    if (!aboard && bits & (SIDE_WATER | SIDE_FERRY)) return new RuleError("9.1", `${id} cannot attack across a water hexside or ferry [8.3.1.8]`);
    if (!aboard && bits & SIDE_MAJOR_RIVER && !road) return new RuleError("9.1", `${id} cannot attack across a major river without a bridge [8.3.1.1.1]`);
    const mi = mobilityIndex(d.mobility);
    const enter = ctx.terrainCost[((cm.terrain[hex] as number) * MOBILITIES + mi) * WEATHERS + wi] as number;
    if (enter === Infinity && !road) return new RuleError("9.1", `${id} cannot attack into terrain it may not enter (${cm.terrainClass(hex)})`);
    const list = attackerHexes.get(from);
    if (list) list.push(id);
    else attackerHexes.set(from, [id]);
  }
  for (const [h, ids] of attackerHexes) {
    // Aboard an AMPH the capacity limits the units, not stacking [8.5.8.1].
    if (cm.terrain[h] === TC_SEA) continue;
    const limit = stackLimitAt(ctx, h, state);
    if (stackSp(ctx, ids) > limit && ids.length > 1) return new RuleError("8.1.1.1", `at most ${limit} SP may attack from ${cm.label(h)}`);
  }
  if (decl.lead !== undefined && !decl.attackers.includes(decl.lead)) return new RuleError("9.5.1", "the lead unit must be one of the attackers");

  const lines: CombatLine[] = [];
  const tc = cm.terrain[hex] as number;
  const defenderMopUp = underMopUp(state, hex, enemy);

  // Defenders: every unit in the hex, except units that retreated in this segment [9.8.6] and overstack [8.1.1.1].
  const fresh = inHex.filter((id) => !state.seg.retreatedInto[id]);
  const pool = fresh.length > 0 ? fresh : inHex;
  const byDefence = (x: string, y: string) => valuesOf(ctx, state, y).defence - valuesOf(ctx, state, x).defence || (x < y ? -1 : 1);
  const defenders = fightingUnits(ctx, hex, pool, byDefence, state);
  if (defenders.length < pool.length) lines.push({ text: `Overstacked: only ${stackLimitAt(ctx, hex, state)} SP defend (${defenders.join(", ")})`, rule: "8.1.1.1", kind: "info" });
  // Multinational stacks stack freely; the standard rules give them no effect of their own [8.1.1.2].
  const stackNotes = [multinationalStackNote(ctx, defenders, `defending ${decl.defender}`), ...[...attackerHexes].map(([h, ids]) => multinationalStackNote(ctx, ids, `attacking from ${cm.label(h)}`))];
  for (const text of stackNotes) if (text) lines.push({ text, rule: "8.1.1.2", kind: "info" });
  if (pool.length < inHex.length) lines.push({ text: `Units that retreated into ${decl.defender} this segment do not defend`, rule: "9.8.6", kind: "info" });

  // Attack strengths [9.4].
  const defendersArmoured = defenders.some((id) => defOf(ctx, id).armour || defOf(ctx, id).mechanized);
  const openTerrain = (tc === CLEAR || tc === ROUGH) && !cm.has(hex, F_FORTIFICATION | F_CITY | F_MAJOR_CITY);
  let attack = 0;
  let amphAttack = 0;
  for (const id of decl.attackers) {
    const d = defOf(ctx, id);
    const assault = amphFrom.has(id);
    const from = amphFrom.get(id) ?? (state.units[id]?.hex as number);
    const bits = cm.sides[from * 6 + cm.directionTo(from, hex)] as number;
    const base = valuesOf(ctx, state, id).attack;
    let value = base;
    const crossRiver = (bits & ctx.attackHalvedSides) !== 0;
    const riverOnSide = (bits & (SIDE_MINOR_RIVER | SIDE_MAJOR_RIVER)) !== 0;
    // Out of supply, the value read is already halved [13.1.4]: say so, so the number traces to its rule.
    let note = `${id}: AS ${base}${state.supply?.out[id] === true ? " (out of supply: halved, ER −1 [13.1.4])" : ""}`;
    let rule = "9.4";
    if (d.armour && openTerrain && !defendersArmoured && !riverOnSide) {
      value = base * 2;
      note += ` ×2 armour advantage = ${value}`;
      rule = "9.4.2";
    } else if (d.mechanized && openTerrain && !defendersArmoured && !riverOnSide) {
      value = Math.ceil(base * 1.5);
      note += ` ×1.5 mechanised advantage (rounded up) = ${value}`;
      rule = "9.4.3";
    }
    const halvings: string[] = [];
    if (assault) halvings.push("amphibious assault [8.5.8.1]");
    if (crossRiver) halvings.push("attacking across a river [9.4.1]");
    if ((d.armour || d.mechanized) && ctx.armourHalved[tc] === 1) halvings.push(`armour/mechanised into ${cm.terrainClass(hex)} [9.4.4]`);
    if (halvings.length > 0) {
      const before = value;
      value = Math.ceil(value / 2);
      note += ` halved once for ${halvings.join(" and ")} (rounded up): ${before} → ${value}`;
      rule = assault ? "8.5.8.1" : crossRiver ? "9.4.1" : "9.4.4";
      if (halvings.length > 1) note += "; halving is not cumulative [9.4]";
    }
    lines.push({ text: note, rule, kind: "strength", value });
    attack += value;
    if (assault) amphAttack += value;
  }
  if (amphFrom.size > 0) lines.push({ text: `Amphibious assault from ${[...new Set(amphFrom.values())].map((h) => cm.label(h)).join(", ")}: ${amphAttack} of ${attack} attack strength`, rule: "8.5.8.1", kind: "info" });

  // Defence strengths [2.3.2.1, 9.4.5].
  let defence = 0;
  const types = new Set(defenders.map((id) => defOf(ctx, id).type?.id));
  for (const id of defenders) {
    const d = defOf(ctx, id);
    const base = valuesOf(ctx, state, id).defence;
    let value = base;
    let note = `${id}: DS ${base}`;
    let rule = "9.2.2";
    if (d.parenthesised && types.size > 1) {
      value = 0;
      note += " (parenthesised: counts only alone or with its own type) = 0";
      rule = "2.3.2.1";
    } else if (d.infantry && cm.has(hex, F_MAJOR_CITY) && !defenderMopUp) {
      value = base * 2;
      note += ` ×2 infantry in a major city = ${value}`;
      rule = "9.4.5";
    }
    lines.push({ text: note, rule, kind: "strength", value });
    defence += value;
  }
  // A beachhead adds its own defence strength [8.5.8.4].
  const beachhead = state.beachheads?.at[hex];
  if (beachhead && beachhead.side === enemy) {
    lines.push({ text: `Beachhead: DS ${beachhead.defence}`, rule: "8.5.8.4", kind: "strength", value: beachhead.defence });
    defence += beachhead.defence;
  }
  // Advanced game: HQ combat support adds to each side's strength [18.2.1]; the CW marker is checked here too [18.2.4].
  if (state.adv) {
    const hqs = hqStrengths(b, hex, side, enemy, decl.attackers, defenders, decl);
    if (hqs instanceof RuleError) return hqs;
    lines.push(...hqs.lines);
    attack += hqs.attack;
    defence += hqs.defence;
  }

  // Odds and the CRT row [9.2.2]: the defender's terrain, except that a major city fights on the Urban row whatever
  // its terrain, mop-up marker or not [8.4.1.5]; a CRT without an Urban row keeps the terrain's (RULINGS.md).
  const terrainRow = ctx.crtRowByTerrain[tc] as number;
  const urbanRow = ctx.crtRowByTerrain[URBAN] as number;
  const majorCity = cm.has(hex, F_MAJOR_CITY);
  const rowIndex = majorCity && urbanRow >= 0 ? urbanRow : terrainRow;
  const row = ctx.charts.crt.terrainRows[rowIndex];
  if (!row) return new RuleError("9.2.2.2", `the CRT has no row for ${cm.terrainClass(hex)}`);
  const odds = oddsColumn(attack, defence, row.odds);
  if (majorCity && urbanRow >= 0) lines.push({ text: `CRT row "${row.name}": combat in a major city is resolved on the Urban row whatever the terrain (${cm.terrainClass(hex)})`, rule: "8.4.1.5", kind: "info" });
  else {
    if (majorCity) lines.push({ text: `The CRT has no Urban row, so this major city fights on its terrain's row`, rule: "8.4.1.5", kind: "info" });
    lines.push({ text: `CRT row "${row.name}" for the defender's ${cm.terrainClass(hex)} hex`, rule: "9.2.2.2", kind: "info" });
  }
  lines.push({
    text: `Odds ${attack}:${defence} (${formatRatio(attack, defence)}) round down in the defender's favour to column ${odds.column} (${odds.label})${odds.belowFirst ? ", the leftmost column" : ""}`,
    rule: "9.2.2",
    kind: "odds",
    value: odds.column,
  });

  let shift = 0;
  const addShift = (value: number, text: string, rule: string) => {
    if (value === 0) return;
    shift += value;
    lines.push({ text: `${text}: ${value > 0 ? "+" : ""}${value} column${Math.abs(value) === 1 ? "" : "s"}`, rule, kind: "shift", value });
  };
  // ER shift and lead units [9.5.1].
  const erOf = (id: string) => effectiveEr(ctx, b, state, id);
  const byEr = (ids: readonly string[]) => [...ids].sort((x, y) => erOf(y).er - erOf(x).er || (x < y ? -1 : 1))[0] as string;
  const lead = decl.lead ?? byEr(decl.attackers);
  const leadDefender = byEr(defenders);
  const la = erOf(lead);
  const cw = state.adv ? cwErLoss(b, hex, defenders, decl.cw) : null;
  const ldPrinted = erOf(leadDefender);
  // A CW marker lowers the defenders' ER [18.2.4] (RULINGS-advanced.md: never below 1).
  const ld = cw && cw.loss > 0 ? { ...ldPrinted, er: Math.max(1, ldPrinted.er - cw.loss) } : ldPrinted;
  if (cw) lines.push({ text: cw.loss > 0 ? `${cw.text}: ${leadDefender} ER ${ldPrinted.er} → ${ld.er}` : cw.text, rule: "18.2.4", kind: "info" });
  const penalty = (e: { penalty: number }) => (e.penalty > 0 ? ` (−${e.penalty} overstacked [8.1.1.1])` : "");
  lines.push({ text: `Lead units: attacker ${lead} ER ${la.er}${penalty(la)}, defender ${leadDefender} ER ${ld.er}${penalty(ld)}; they take the first step loss`, rule: "9.5.1", kind: "info" });
  addShift(la.er - ld.er, `ER difference ${la.er} − ${ld.er}`, "9.5.1");
  addShift(ctx.defenceShift[tc] as number, `TEC shift for ${cm.terrainClass(hex)}`, "8.3.1");
  if (cm.has(hex, F_CITY | F_MAJOR_CITY)) {
    if (defenderMopUp) lines.push({ text: "Defenders under a mop-up marker get no city shift", rule: "9.5.2", kind: "info" });
    else addShift(-2, cm.has(hex, F_MAJOR_CITY) ? "Defending a major city" : "Defending a city", "9.5.2");
  }
  if (fortificationServes(ctx, state, hex, enemy)) addShift(-2, "Defending a fortification in own country and control", "9.5.2");
  if (decl.segment === "breakthrough") addShift(-2, "Breakthrough combat", "9.5.3");
  if (amphAttack * 2 > attack) addShift(-1, `Amphibious assault units make more than half the attack (${amphAttack} of ${attack}, after halving)`, "8.5.8.1");
  const surprise = surpriseShift(ctx, state, side);
  if (surprise !== 0) addShift(surprise, "Surprise (scenario)", "9.5.4");
  const finalColumnIndex = Math.min(Math.max(odds.column + shift, 1), ctx.charts.crt.columns, row.odds.length);
  if (finalColumnIndex !== odds.column + shift) lines.push({ text: `Shifts stop at the table's edge: column ${finalColumnIndex}`, rule: "9.2.3", kind: "info" });

  // DRMs [9.6]. Rulebook DRMs are written attacker-favourable negative; a CRT that favours high rolls flips them.
  const flip = ctx.favourableRoll === "high" ? -1 : 1;
  let drm = 0;
  const addDrm = (rulebookValue: number, text: string, rule: string, literal = false) => {
    const v = literal ? rulebookValue : rulebookValue * flip;
    if (v === 0) return;
    drm += v;
    lines.push({ text: `${text}: ${v > 0 ? "+" : ""}${v} DRM`, rule, kind: "drm", value: v });
  };
  const rounding = roundingDrm(attack, defence, odds);
  if (rounding.why === "beyond-last") addDrm(-1, "Odds beyond the table's last column", "9.2.2.1");
  if (rounding.why === "remainder") addDrm(-1, "Odds rounded down with a remainder while attack exceeds defence", "9.2.2.1");
  const support = hooks.combatSupport(state, { attackers: decl.attackers, defenderHex: hex, missions: decl.missions });
  for (const l of support.lines) lines.push({ ...l, kind: "info" });
  addDrm(support.net, `Combat support (defender ${support.defender} − attacker ${support.attacker})`, "9.6.1");
  if (!defenderMopUp) {
    if (cm.has(hex, F_AIRFIELD)) addDrm(1, "Defender in an airfield hex", "9.6.2");
    if (cm.has(hex, F_TOWN)) addDrm(1, "Defender in a town hex", "9.6.2");
    if (cm.has(hex, F_INSTALLATION)) addDrm(1, "Defender in a military installation hex", "9.6.2");
  } else if (cm.has(hex, F_AIRFIELD | F_TOWN | F_INSTALLATION)) {
    lines.push({ text: "Defenders under a mop-up marker get no airfield/town/installation DRM", rule: "9.6.2", kind: "info" });
  }
  const nHexes = attackerHexes.size;
  if (nHexes >= 5) addDrm(-2, `Attack from ${nHexes} hexes`, "9.6.3");
  else if (nHexes >= 3) addDrm(-1, `Attack from ${nHexes} hexes`, "9.6.3");
  const formations = new Set(decl.attackers.map((id) => defOf(ctx, id).formation).filter((f): f is string => f !== undefined));
  if (formations.size > 1) {
    const per = ctx.charts.crt.extraFormationDrm;
    if (per !== undefined) addDrm(per * (formations.size - 1), `${formations.size} formations attacking (${formations.size - 1} beyond the first, CRT value ${per} each)`, "9.6.6", true);
    else addDrm(formations.size - 1, `${formations.size} formations attacking`, "9.6.6");
  }
  if (!isClearish(ctx, hex)) {
    if (decl.attackers.some((id) => defOf(ctx, id).lightInfantry)) addDrm(-1, "Light infantry attacking outside clear terrain", "9.6.7");
    if (defenders.some((id) => defOf(ctx, id).lightInfantry)) addDrm(1, "Light infantry defending outside clear terrain", "9.6.7");
  }
  // Scenario DRMs [9.6.4, 9.6.5]: applied when the rule names whose combats it modifies, else shown (special-rules.ts).
  for (const r of specialRuleDrms(ctx, state, decl.attackers, defenders)) {
    if (r.applied) addDrm(r.value, r.text, r.rule, true);
    else lines.push({ text: r.text, rule: r.rule, kind: "info" });
  }

  return {
    row: row.name,
    rowIndex,
    attack,
    defense: defence,
    ratio: formatRatio(attack, defence),
    initialColumn: odds.label,
    initialColumnIndex: odds.column,
    finalColumn: row.odds[finalColumnIndex - 1] as string,
    finalColumnIndex,
    shift,
    drm,
    lines,
    attackerSide: side,
    defenderSide: enemy,
    defenderHex: hex,
    attackers: [...decl.attackers],
    defenders,
    leadAttacker: lead,
    leadDefender,
    attackerHexes: nHexes,
    overkillColumn: ctx.charts.crt.overkillColumns.includes(finalColumnIndex),
    amphibious: decl.attackers.filter((id) => amphFrom.has(id)),
  };
}

/** Surprise [9.5.4]: the scenario's "surprise" rule shifts attacks by the side that starts with the initiative. */
function surpriseShift(ctx: Context, state: GameState, side: string): number {
  const rule = state.bundle.scenario.specialRules?.find((r) => r.id === "surprise" && r.enabled);
  if (!rule || !rule.columnShift) return 0;
  if (rule.turns && !rule.turns.includes(state.turn)) return 0;
  const surpriser = state.bundle.scenario.initiative?.side ?? ctx.sides[0];
  return side === surpriser ? rule.columnShift : 0;
}
