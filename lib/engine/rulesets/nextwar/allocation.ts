import type { GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import type { Context } from "./context";
import { defOf } from "./board";
import { lossTakers } from "./advanced/supply-combat";

/**
 * Which step-loss allocations the rules allow [9.7.1]: the lead unit takes the
 * first step [9.5.1]; after that every participant must have lost a step
 * (whenever it lost it) before any loses a second, so the losses fill the
 * units level by level. Within a level the owner chooses: those are the only
 * choices, and `legalAllocations` lists every one of them.
 */
export type Allocation = Record<string, number>;

/** How many steps the units can actually lose: the CRT's number, capped by what they have. */
export function stepsToLose(state: GameState, units: readonly string[], steps: number): number {
  let have = 0;
  for (const id of units) have += (state.units[id] as UnitState).steps;
  return Math.min(steps, have);
}

/** Every legal allocation of `steps` losses, each as unit → steps (units losing none left out), in a stable order. */
export function legalAllocations(ctx: Context, state: GameState, units: readonly string[], lead: string | null, steps: number): Allocation[] {
  // The Advanced game: depots and MSUs take step losses only when no other unit can [19.4.1].
  if (state.adv) {
    const t = lossTakers(ctx, state, units);
    if (t.first.length > 0 && t.last.length > 0) return supplyUnitsLast(ctx, state, t, lead, steps);
  }
  const left = new Map<string, number>();
  const lost = new Map<string, number>();
  for (const id of units) {
    const s = (state.units[id] as UnitState).steps;
    if (s <= 0) continue;
    left.set(id, s);
    lost.set(id, defOf(ctx, id).maxSteps - s);
  }
  const n = stepsToLose(state, [...left.keys()], steps);
  const base: Allocation = {};
  let r = n;
  const take = (id: string) => {
    base[id] = (base[id] ?? 0) + 1;
    left.set(id, (left.get(id) as number) - 1);
    lost.set(id, (lost.get(id) as number) + 1);
    if (left.get(id) === 0) left.delete(id);
    r -= 1;
  };
  if (r > 0 && lead !== null && left.has(lead)) take(lead);
  // Fill level by level: a whole level is forced; only the last, partial level is a choice.
  for (;;) {
    if (r === 0 || left.size === 0) return [base];
    const level = Math.min(...[...left.keys()].map((id) => lost.get(id) as number));
    const at = [...left.keys()].filter((id) => lost.get(id) === level).sort();
    if (r >= at.length) {
      for (const id of at) take(id);
      continue;
    }
    return subsets(at, r).map((chosen) => {
      const a = { ...base };
      for (const id of chosen) a[id] = (a[id] ?? 0) + 1;
      return a;
    });
  }
}

/** The other units' allocations first; what they cannot take falls on the depots and MSUs [19.4.1]. */
function supplyUnitsLast(ctx: Context, state: GameState, t: { first: string[]; last: string[] }, lead: string | null, steps: number): Allocation[] {
  const head = legalAllocations(ctx, state, t.first, lead !== null && t.first.includes(lead) ? lead : null, steps);
  const rest = steps - stepsToLose(state, t.first, steps);
  if (rest <= 0) return head;
  const tail = legalAllocations(ctx, state, t.last, null, rest);
  return head.flatMap((h) => tail.map((x) => ({ ...h, ...x })));
}

function subsets(items: readonly string[], k: number): string[][] {
  const out: string[][] = [];
  const pick = (start: number, acc: string[]) => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i <= items.length - (k - acc.length); i += 1) pick(i + 1, [...acc, items[i] as string]);
  };
  pick(0, []);
  return out;
}

function same(a: Allocation, b: Allocation): boolean {
  const ka = Object.keys(a).filter((k) => (a[k] as number) > 0);
  const kb = Object.keys(b).filter((k) => (b[k] as number) > 0);
  return ka.length === kb.length && ka.every((k) => a[k] === b[k]);
}

/** Checks an `allocate-losses` action against the rules; the rule broken, or null [9.7.1]. */
export function checkAllocation(ctx: Context, state: GameState, units: readonly string[], lead: string | null, steps: number, losses: unknown): RuleError | null {
  if (!losses || typeof losses !== "object" || Array.isArray(losses)) return new RuleError("9.7.1", "losses must map unit ids to steps lost");
  const a = losses as Record<string, unknown>;
  let total = 0;
  for (const [id, v] of Object.entries(a)) {
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0) return new RuleError("9.7.1", `steps lost by ${id} must be a whole number ≥ 0`);
    if (v === 0) continue;
    if (!units.includes(id)) return new RuleError("9.7.1", `${id} did not take part in this combat`);
    const have = (state.units[id] as UnitState).steps;
    if (v > have) return new RuleError("9.7.1", `${id} has only ${have} step(s) to lose`);
    total += v;
  }
  const n = stepsToLose(state, units, steps);
  if (total !== n) return new RuleError("9.7.1", `the result calls for ${n} step loss(es); ${total} allocated`);
  if (n > 0 && lead !== null && (state.units[lead]?.steps ?? 0) > 0 && !((a[lead] as number) > 0)) {
    return new RuleError("9.7.1", `the first step comes from the lead unit ${lead} [9.5.1]`);
  }
  const legal = legalAllocations(ctx, state, units, lead, steps);
  if (!legal.some((l) => same(l, a as Allocation))) return new RuleError("9.7.1", "every unit must lose a step before any unit loses a second (reduced units count as having lost one)");
  return null;
}

/** The ids of an allocation in the order their steps are taken (stable: lead first, then by id). */
export function allocationOrder(a: Allocation, lead: string | null): string[] {
  const ids = Object.keys(a)
    .filter((id) => (a[id] as number) > 0)
    .sort((x, y) => (x === lead ? -1 : y === lead ? 1 : x < y ? -1 : 1));
  const out: string[] = [];
  for (const id of ids) for (let i = 0; i < (a[id] as number); i += 1) out.push(id);
  return out;
}
