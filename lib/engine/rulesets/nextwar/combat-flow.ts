import { rollDie } from "../../core/dice";
import type { Action, GameEvent, GameState, PendingCombat, PendingRetreat, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { F_CITY, F_INSTALLATION, F_MAJOR_CITY } from "../../map/compiled-map";
import { type Allocation, allocationOrder, checkAllocation, legalAllocations } from "./allocation";
import { type Board, buildBoard, unitsAt } from "./board";
import { contextOf } from "./context";
import { supplyRetreatLosses } from "./advanced/supply-combat";
import type { CombatExplanation } from "./combat";
import { loseStep, stepsOf } from "./losses";
import { failedAssaultStep, spendAssault } from "./amphibious";
import { removeBeachhead } from "./beachheads";
import { clearEmptyMarkers } from "./mop-up";
import { crtCell, parseResult } from "./resolve";
import { type RetreatPath, canNegateRetreat, erCheck, lowestEr, moveRetreat, retreatLength, retreatPaths, retreatZoc } from "./retreat";

/**
 * Combat resolution as a small machine [9.2.6–9.9]. The roll and the result
 * come at once; then each stage either runs by itself or, where the rules
 * leave the owner a choice, stops with a pending decision: the defender's
 * loss allocation [9.7.1], the defenders' retreat paths [9.8.1] (or staying
 * after a failed negation check [9.8.4]), the retreat of units that had
 * retreated into the hex [9.8.6], the attacker's loss allocation [9.7.1].
 * A choice with one legal option is applied without asking. When the last
 * stage is done the advance after combat is left pending [9.9].
 */

/** Rolls and reads the CRT for a declared attack, then resolves as far as it can without a player [9.2.6, 9.7.1.1]. */
export function startCombat(draft: GameState, ex: CombatExplanation, events: GameEvent[]): void {
  const b = buildBoard(draft);
  const ctx = b.ctx;
  const die = rollDie(draft, events, "9.2.6", "combat", { defender: ctx.cm.label(ex.defenderHex) });
  const roll = die.value;
  const modified = roll + ex.drm;
  const { cell } = crtCell(ctx, ex.finalColumnIndex, modified);
  const result = parseResult(cell);
  let aLoss = result.attacker;
  let dLoss = result.defender;
  const notes: string[] = [];
  // Overkill [9.7.1.1]: each side's excess lets the other cancel one loss; both judged on the CRT result.
  if (ex.overkillColumn && result.defender > stepsOf(draft, ex.defenders) && aLoss > 0) {
    aLoss -= 1;
    notes.push("defender cannot absorb all losses in an overkill column: attacker cancels one loss");
  }
  if (result.attacker > stepsOf(draft, ex.attackers) && dLoss > 0) {
    dLoss -= 1;
    notes.push("attacker cannot absorb all losses: defender cancels one loss");
  }
  // A beachhead takes the last step of its defenders' loss when they lose two or more, and goes [8.5.8.4, 8.5.8.2.1] (RULINGS).
  const beachhead = draft.beachheads?.at[ex.defenderHex];
  const beachheadLoss = beachhead !== undefined && beachhead.side === ex.defenderSide && dLoss >= 2;
  if (beachheadLoss) {
    dLoss -= 1;
    notes.push("the beachhead takes the last step of the defender's loss");
  }
  events.push({
    type: "combat",
    rule: "9.2.6",
    attackers: ex.attackers,
    defender: ctx.cm.label(ex.defenderHex),
    attack: ex.attack,
    defense: ex.defense,
    column: ex.finalColumn,
    drm: ex.drm,
    roll,
    ...(die.forced ? { forced: true } : {}),
    modified,
    result: cell,
    losses: { attacker: aLoss, defender: dLoss },
    notes,
  });
  if (beachheadLoss) removeBeachhead(draft, ex.defenderHex, "step-loss", events);
  for (const id of ex.attackers) draft.seg.attacked[id] = true;
  draft.seg.attackedHexes[ex.defenderHex] = true;
  // The AMPHs' assault is made, whatever comes of it [8.5.8].
  if (ex.amphibious.length > 0) spendAssault(draft, ex.amphibious);
  draft.pendingCombat = {
    attackerSide: ex.attackerSide,
    defenderSide: ex.defenderSide,
    hex: ex.defenderHex,
    attackers: [...ex.attackers],
    defenders: [...ex.defenders],
    leadAttacker: ex.leadAttacker,
    leadDefender: ex.leadDefender,
    attackerLoss: aLoss,
    defenderLoss: dLoss,
    retreat: result.retreat,
    required: 0,
    retreatedIn: unitsAt(b, ex.defenderHex).filter((id) => draft.seg.retreatedInto[id]),
    ...(ex.amphibious.length > 0 ? { amphibious: [...ex.amphibious] } : {}),
    stage: "defender-losses",
  };
  continueCombat(draft, events);
}

/** Runs the pending combat's stages until one needs a player or the combat is over. */
export function continueCombat(draft: GameState, events: GameEvent[]): void {
  for (;;) {
    const pc = draft.pendingCombat;
    if (!pc || draft.pendingDecision) return;
    switch (pc.stage) {
      case "defender-losses":
        pc.stage = "retreat";
        if (allocateOrAsk(draft, pc, "defender", events)) return;
        break;
      case "retreat":
        pc.stage = "retreated-in";
        if (beginDefenderRetreat(draft, pc, events)) return;
        break;
      case "retreated-in":
        pc.stage = "attacker-losses";
        if (beginRetreatedIn(draft, pc, events)) return;
        break;
      case "attacker-losses":
        pc.stage = "done";
        if (allocateOrAsk(draft, pc, "attacker", events)) return;
        break;
      default:
        finishCombat(draft, pc, events);
        return;
    }
  }
}

/** Applies the one legal allocation, or leaves a `losses` decision; true when a decision is pending [9.7.1]. */
function allocateOrAsk(draft: GameState, pc: PendingCombat, role: "defender" | "attacker", events: GameEvent[]): boolean {
  const ctx = buildBoard(draft).ctx;
  const units = (role === "defender" ? pc.defenders : pc.attackers).filter((id) => (draft.units[id] as UnitState).steps > 0);
  const lead = role === "defender" ? pc.leadDefender : pc.leadAttacker;
  const steps = role === "defender" ? pc.defenderLoss : pc.attackerLoss;
  const side = role === "defender" ? pc.defenderSide : pc.attackerSide;
  const legal = legalAllocations(ctx, draft, units, lead, steps);
  if (legal.length === 1) {
    applyAllocation(draft, side, role, legal[0] as Allocation, lead, ctx.cm.label(pc.hex), events);
    return false;
  }
  draft.pendingDecision = { kind: "losses", side, role, units, lead: units.includes(lead) ? lead : null, steps, rule: "9.7.1" };
  events.push({ type: "decision", kind: "losses", side, role, units, steps, lead, options: legal.length, rule: "9.7.1" });
  return true;
}

function applyAllocation(draft: GameState, side: string, role: "defender" | "attacker", a: Allocation, lead: string | null, label: string, events: GameEvent[]): void {
  if (Object.keys(a).length === 0) return;
  events.push({ type: "losses-allocated", side, role, losses: { ...a }, rule: "9.7.1" });
  for (const id of allocationOrder(a, lead)) loseStep(draft, id, "9.7.1", role === "defender" ? `combat at ${label}` : `attacking ${label}`, events);
}

/** The defenders' retreat: negation check where allowed [9.8.4], then the retreat itself [9.8.1]. */
function beginDefenderRetreat(draft: GameState, pc: PendingCombat, events: GameEvent[]): boolean {
  const b = buildBoard(draft);
  const ctx = b.ctx;
  const original = unitsAt(b, pc.hex).filter((id) => !pc.retreatedIn.includes(id));
  if (pc.retreat === 0 || original.length === 0) return false;
  pc.required = Math.min(pc.retreat, retreatLength(ctx, pc.hex));
  let mayStay = false;
  // A beachhead negates the retreat by itself, no check [8.5.8.4] (RULINGS: over 9.8.4's "may attempt").
  if (draft.beachheads?.at[pc.hex]?.side === pc.defenderSide) {
    events.push({ type: "retreat-negated", hex: ctx.cm.label(pc.hex), by: "beachhead", rule: "8.5.8.4" });
    return false;
  }
  if (canNegateRetreat(ctx, pc.hex)) {
    const who = lowestEr(b, original);
    const check = erCheck(draft, b, who, events, "9.8.4", `retreat negation in ${ctx.cm.label(pc.hex)}`);
    if (check.pass) {
      events.push({ type: "retreat-negated", hex: ctx.cm.label(pc.hex), rule: "9.8.4" });
      return false;
    }
    mayStay = true;
  }
  return beginRetreat(draft, pc.defenderSide, pc.hex, original, pc.required, mayStay, events);
}

/** Units that had retreated into the hex check and leave when its defenders are gone [9.8.6]. */
function beginRetreatedIn(draft: GameState, pc: PendingCombat, events: GameEvent[]): boolean {
  if (pc.retreatedIn.length === 0) return false;
  const b = buildBoard(draft);
  if (!unitsAt(b, pc.hex).every((id) => pc.retreatedIn.includes(id))) return false;
  for (const id of pc.retreatedIn) {
    if ((draft.units[id] as UnitState).steps <= 0) continue;
    const check = erCheck(draft, b, id, events, "9.8.6", "defenders of the hex it retreated into are gone");
    if (!check.pass) loseStep(draft, id, "9.8.6", "defenders of the hex it retreated into are gone", events);
  }
  const left = pc.retreatedIn.filter((id) => (draft.units[id] as UnitState).steps > 0);
  if (left.length === 0) return false;
  const distance = pc.required || Math.min(2, retreatLength(b.ctx, pc.hex));
  return beginRetreat(draft, pc.defenderSide, pc.hex, left, distance, false, events);
}

function beginRetreat(draft: GameState, side: string, from: number, units: string[], distance: number, mayStay: boolean, events: GameEvent[]): boolean {
  // The Advanced game: a depot that must retreat is removed [19.4.1].
  if (draft.adv) units = units.filter((id) => supplyRetreatLosses(draft, contextOf(draft.bundle), [id], false, events).length === 0);
  draft.pendingDecision = { kind: "retreat", side, from, units: [...units], group: [...units], distance, mayStay, rule: "9.8.1" };
  return settleRetreat(draft, events);
}

/** Each remaining unit's legal paths [9.8.1–9.8.2]. */
export function retreatOptions(b: Board, d: PendingRetreat): Map<string, RetreatPath[]> {
  const ezoc = retreatZoc(b, d.side);
  const out = new Map<string, RetreatPath[]>();
  for (const id of d.units) out.set(id, retreatPaths(b, ezoc, d.side, id, d.group, d.from, d.distance));
  return out;
}

/**
 * Carries out what needs no choice and returns true while the owner still
 * has one: units with no legal path fail [9.8.3] (or the stack stays and
 * loses a step when it chose to after a failed negation check [9.8.4]);
 * units with exactly one path take it.
 */
function settleRetreat(draft: GameState, events: GameEvent[]): boolean {
  for (;;) {
    const d = draft.pendingDecision;
    if (!d || d.kind !== "retreat") return false;
    d.units = d.units.filter((id) => (draft.units[id] as UnitState).steps > 0 && (draft.units[id] as UnitState).hex === d.from);
    const b = buildBoard(draft);
    const options = retreatOptions(b, d);
    const movable = d.units.filter((id) => (options.get(id) as RetreatPath[]).length > 0);
    const label = b.ctx.cm.label(d.from);
    if (movable.length === 0) {
      if (d.units.length > 0) {
        const who = lowestEr(b, d.units);
        if (d.mayStay) {
          events.push({ type: "retreat-stayed", hex: label, units: [...d.units], unit: who, rule: "9.8.4", why: "no legal retreat after a failed negation check" });
          loseStep(draft, who, "9.8.4", "stays instead of retreating after a failed negation check", events);
        } else {
          const check = erCheck(draft, b, who, events, "9.8.3", `no legal retreat from ${label}`);
          events.push({ type: "retreat-failed", hex: label, unit: who, units: [...d.units], roll: check.roll, er: check.er, pass: check.pass, rule: "9.8.3" });
          if (!check.pass) loseStep(draft, who, "9.8.3", "failed retreat", events);
        }
      }
      draft.pendingDecision = null;
      return false;
    }
    if (d.mayStay || movable.some((id) => (options.get(id) as RetreatPath[]).length > 1)) {
      events.push({ type: "decision", kind: "retreat", side: d.side, from: label, units: [...d.units], distance: d.distance, mayStay: d.mayStay, rule: "9.8.1" });
      return true;
    }
    // One path each: units sharing it move as one (one event), as a stack would [9.8.1].
    const byPath = new Map<string, string[]>();
    for (const id of movable) {
      const key = ((options.get(id) as RetreatPath[])[0] as RetreatPath).path.join(",");
      byPath.set(key, [...(byPath.get(key) ?? []), id]);
    }
    for (const ids of byPath.values()) moveRetreat(draft, ids, d.from, (options.get(ids[0] as string) as RetreatPath[])[0] as RetreatPath, d.group, events);
    d.units = d.units.filter((id) => !movable.includes(id));
  }
}

function finishCombat(draft: GameState, pc: PendingCombat, events: GameEvent[]): void {
  clearEmptyMarkers(draft, events, false);
  let b = buildBoard(draft);
  const ctx = b.ctx;
  const assault = pc.amphibious ?? [];
  // A failed amphibious assault costs one more step in all; the assault units stay aboard [8.5.8.1].
  if (assault.length > 0 && unitsAt(b, pc.hex).length > 0) {
    const who = failedAssaultStep(draft, assault, pc.attackers, pc.leadAttacker);
    if (who) {
      events.push({ type: "amphibious-step-loss", side: pc.attackerSide, unit: who, hex: ctx.cm.label(pc.hex), rule: "8.5.8.1" });
      loseStep(draft, who, "8.5.8.1", `amphibious assault on ${ctx.cm.label(pc.hex)} failed`, events);
      b = buildBoard(draft);
    }
  }
  const survivors = pc.attackers.filter((id) => (draft.units[id] as UnitState).steps > 0);
  const eliminated = pc.defenders.every((id) => (draft.units[id] as UnitState).steps === 0);
  draft.pendingCombat = null;
  if (unitsAt(b, pc.hex).length === 0 && survivors.length > 0) {
    const cityish = ctx.cm.has(pc.hex, F_CITY | F_MAJOR_CITY | F_INSTALLATION);
    draft.pendingAdvance = {
      side: pc.attackerSide,
      hex: pc.hex,
      attackers: survivors,
      secondHex: (pc.required === 2 || eliminated) && draft.weather !== "storm" && !cityish,
      ...(survivors.some((id) => assault.includes(id)) ? { amphibious: survivors.filter((id) => assault.includes(id)) } : {}),
    };
  }
}

/** `allocate-losses` while a losses decision is pending [9.7.1]. */
export function applyAllocateLosses(draft: GameState, losses: unknown, events: GameEvent[]): void {
  const d = draft.pendingDecision;
  const pc = draft.pendingCombat;
  if (!d || d.kind !== "losses" || !pc) throw new RuleError("9.7.1", "there are no step losses to allocate");
  const ctx = buildBoard(draft).ctx;
  const bad = checkAllocation(ctx, draft, d.units, d.lead, d.steps, losses);
  if (bad) throw bad;
  const a: Allocation = {};
  for (const [id, v] of Object.entries(losses as Record<string, number>)) if (v > 0) a[id] = v;
  draft.pendingDecision = null;
  applyAllocation(draft, d.side, d.role, a, d.lead, ctx.cm.label(pc.hex), events);
  continueCombat(draft, events);
}

/** `retreat` while a retreat decision is pending [9.8.1, 9.8.4]. */
export function applyRetreat(draft: GameState, action: { units?: unknown; unit?: unknown; path?: unknown }, events: GameEvent[]): void {
  const d = draft.pendingDecision;
  if (!d || d.kind !== "retreat") throw new RuleError("9.8.1", "there is no retreat to make");
  const units = Array.isArray(action.units) ? action.units.map(String) : typeof action.unit === "string" ? [action.unit] : [];
  if (units.length === 0) throw new RuleError("9.8.1", "name the retreating unit or units");
  for (const id of units) if (!d.units.includes(id)) throw new RuleError("9.8.1", `${id} is not among the units still to retreat (${d.units.join(", ")})`);
  if (!Array.isArray(action.path)) throw new RuleError("9.8.1", "path must be a list of hexes");
  const b = buildBoard(draft);
  const cm = b.ctx.cm;
  if (action.path.length === 0) {
    if (!d.mayStay) throw new RuleError("9.8.1", `the units must retreat ${d.distance} hex(es); staying is allowed only after a failed negation check [9.8.4]`);
    if (units.length !== d.units.length) throw new RuleError("9.8.4", "the stack stays as a whole: name every unit still to retreat");
    const who = lowestEr(b, d.units);
    events.push({ type: "retreat-stayed", hex: cm.label(d.from), units: [...d.units], unit: who, rule: "9.8.4", why: "the owner chose to stay after a failed negation check" });
    loseStep(draft, who, "9.8.4", "stays instead of retreating after a failed negation check", events);
    draft.pendingDecision = null;
    continueCombat(draft, events);
    return;
  }
  const path = action.path.map((l) => cm.indexOf(String(l)));
  if (path.some((h) => h < 0)) throw new RuleError("9.8.1", "the path names a hex not on the map");
  if (path.length !== d.distance) throw new RuleError("9.8.1", `the retreat is exactly ${d.distance} hex(es) from ${cm.label(d.from)} (origin not included in the path)`);
  const options = retreatOptions(b, d);
  let route: RetreatPath | undefined;
  for (const id of units) {
    const legal = options.get(id) as RetreatPath[];
    route = legal.find((r) => r.path.length === path.length && r.path.every((h, i) => h === path[i]));
    if (!route) {
      const shown = legal.slice(0, 6).map((r) => r.path.map((h) => cm.label(h)).join(">"));
      throw new RuleError("9.8.2", `${id} cannot retreat along ${path.map((h) => cm.label(h)).join(">")}; legal: ${shown.length > 0 ? shown.join(", ") : "none"} (toward the friendly edge, never into enemy units, EZOC or prohibited terrain [9.8.1, 9.8.2])`);
    }
  }
  moveRetreat(draft, units, d.from, route as RetreatPath, d.group, events);
  d.units = d.units.filter((id) => !units.includes(id));
  d.mayStay = false;
  if (!settleRetreat(draft, events)) continueCombat(draft, events);
}

/** The legal actions of a pending decision, every option listed [9.7.1, 9.8.1, 9.8.4]. */
export function decisionActions(b: Board): Action[] {
  const { ctx, state } = b;
  const d = state.pendingDecision;
  if (!d) return [];
  if (d.kind === "losses") return legalAllocations(ctx, state, d.units, d.lead, d.steps).map((losses) => ({ type: "allocate-losses", losses }));
  // The defender's combat support is listed by legal.ts (support-flow.ts) [9.2.4].
  if (d.kind === "support") return [];
  const out: Action[] = [];
  const options = retreatOptions(b, d);
  const label = (p: RetreatPath) => p.path.map((h) => ctx.cm.label(h));
  const movable = d.units.filter((id) => (options.get(id) as RetreatPath[]).length > 0);
  if (movable.length > 1) {
    const first = options.get(movable[0] as string) as RetreatPath[];
    for (const p of first) {
      const key = p.path.join(",");
      if (movable.every((id) => (options.get(id) as RetreatPath[]).some((q) => q.path.join(",") === key))) out.push({ type: "retreat", units: [...movable], path: label(p) });
    }
  }
  for (const id of movable) for (const p of options.get(id) as RetreatPath[]) out.push({ type: "retreat", units: [id], path: label(p) });
  if (d.mayStay) out.push({ type: "retreat", units: [...d.units], path: [] });
  return out;
}
