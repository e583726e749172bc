import type { Context } from "../context";

/**
 * Subordination [18.1]: every land unit is subordinate to a "superior" HQ.
 * 1. A unit of a formation (its colour-coded symbol: `formation`) is
 *    subordinate to the HQ(s) of the same formation.
 * 2. A unit with no formation (a white symbol, or none given) may be
 *    subordinate to any HQ of its own nation.
 * The supreme HQ is superior to every unit of its side [18.3] (RULINGS-advanced.md).
 * It decides which HQ a unit may trace supply to [19.2] and which HQ may
 * support its combat [18.2.1].
 */

/** Every HQ id of the scenario, by side: built once per context. */
const hqsOf = new WeakMap<Context, string[]>();

function allHqs(ctx: Context): string[] {
  let list = hqsOf.get(ctx);
  if (!list) {
    list = ctx.unitIds.filter((id) => ctx.units.get(id)?.hq === true);
    hqsOf.set(ctx, list);
  }
  return list;
}

/** Whether `hqId` is one of `unitId`'s superior HQs [18.1]; an HQ is not its own superior. */
export function isSubordinate(ctx: Context, unitId: string, hqId: string): boolean {
  if (unitId === hqId) return false;
  const u = ctx.units.get(unitId);
  const h = ctx.units.get(hqId);
  if (!u || !h || !h.hq || u.side !== h.side) return false;
  if (h.supremeHq) return true;
  // An HQ answers to the supreme HQ only: two HQs of one formation are not each other's superiors (RULINGS-advanced.md).
  if (u.hq) return false;
  if (u.formation !== undefined) return h.formation === u.formation;
  return h.nation === u.nation;
}

/** The HQs a unit is subordinate to [18.1], in id order. */
export function superiorHqs(ctx: Context, unitId: string): string[] {
  return allHqs(ctx).filter((hq) => isSubordinate(ctx, unitId, hq));
}
