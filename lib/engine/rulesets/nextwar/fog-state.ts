import type { EngineBundle, GameState, UnitState } from "./types";
import { enemyStacks, fogOfWarOn } from "./fog";

/**
 * The game as a side may know it under fog of war [13.2], for its bot to
 * choose from: every unit it may not see is taken off the board, and in its
 * place stands a copy of its stack's top counter (`fog:<top>:<n>`), so the
 * stack keeps its height and each unseen unit is guessed to be like the one
 * showing — the only strength the side has seen there. The copy carries its
 * top's markers (supply, helicopter missions and the like); cargo aboard an
 * enemy AMPH is taken off with no stand-in [8.5.8.1].
 *
 * A pure function of what the side may know: two states alike but for the
 * hidden units give the same fogged state (fog-state.test.ts). It is for
 * choosing only: `apply` and its legality checks still run on the true state,
 * and a bot's choice refused there is handled by fog-bot.ts.
 */

/** A stand-in's id: the `n`-th unseen unit (from 1) beneath `top`. */
export const standInId = (top: string, n: number) => `fog:${top}:${n}`;

interface Plan {
  hidden: Set<string>;
  /** Stand-in id → the top it copies. */
  standIns: Map<string, string>;
}

function planOf(state: GameState, side: string): Plan {
  const hidden = new Set<string>();
  const standIns = new Map<string, string>();
  for (const s of enemyStacks(state, side)) {
    s.hidden.forEach((id, i) => {
      hidden.add(id);
      if (s.top) standIns.set(standInId(s.top, i + 1), s.top);
    });
  }
  return { hidden, standIns };
}

/** The fogged state of `side`; the state itself when the rule is off or nothing is hidden from it. */
export function foggedState(state: GameState, side: string): GameState {
  if (!fogOfWarOn(state)) return state;
  const plan = planOf(state, side);
  if (plan.hidden.size === 0) return state;
  const units: Record<string, UnitState> = {};
  for (const [id, u] of Object.entries(state.units)) if (!plan.hidden.has(id)) units[id] = u;
  for (const [id, top] of plan.standIns) units[id] = { ...(state.units[top] as UnitState) };
  const re = <V>(rec: Record<string, V>) => rekey(rec, plan);
  const opt = <V>(rec: Record<string, V> | undefined) => (rec ? rekey(rec, plan) : rec);
  const { seg, air, naval, supply, paradrop, airmobile, amphibious } = state;
  return {
    ...state,
    bundle: foggedBundle(state.bundle, plan),
    units,
    seg: {
      ...seg,
      moved: re(seg.moved),
      attacked: re(seg.attacked),
      retreatedInto: re(seg.retreatedInto),
      halfMa: opt(seg.halfMa),
      airmobileAdvance: opt(seg.airmobileAdvance),
      usmcAirmobile: opt(seg.usmcAirmobile),
      boarding: opt(seg.boarding),
    },
    recovered: re(state.recovered),
    ...(supply ? { supply: { out: re(supply.out) } } : {}),
    ...(air ? { air: { ...air, helicopters: re(air.helicopters) } } : {}),
    ...(naval
      ? {
          naval: {
            ...naval,
            supported: re(naval.supported),
            returning: opt(naval.returning),
            mines: Object.fromEntries(Object.entries(naval.mines).map(([h, m]) => [h, m.layer && plan.hidden.has(m.layer) ? { side: m.side, level: m.level } : m])),
          },
        }
      : {}),
    ...(paradrop ? { paradrop: { ...paradrop, landed: re(paradrop.landed) } } : {}),
    ...(airmobile ? { airmobile: { ...airmobile, landed: re(airmobile.landed) } } : {}),
    ...(amphibious ? { amphibious: { ready: re(amphibious.ready), used: re(amphibious.used), landed: { ...amphibious.landed, units: re(amphibious.landed.units) } } } : {}),
  };
}

/** A record by unit id without the hidden units, each stand-in with its top's entry. */
function rekey<V>(rec: Record<string, V>, plan: Plan): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [id, v] of Object.entries(rec)) if (!plan.hidden.has(id)) out[id] = v;
  for (const [id, top] of plan.standIns) if (top in rec) out[id] = rec[top] as V;
  return out;
}

/**
 * The scenario as the fogged state reads it: the hidden units' counters out,
 * the stand-ins' in (each its top's with a new id). Kept per true bundle and
 * plan, so the compiled context (contextOf) is built once for as long as the
 * enemy's stacks stay as they are — a whole segment of ours, mostly.
 */
const bundles = new WeakMap<EngineBundle, Map<string, EngineBundle>>();
const KEEP = 6;

function foggedBundle(bundle: EngineBundle, plan: Plan): EngineBundle {
  const key = `${[...plan.hidden].sort().join(",")}|${[...plan.standIns.keys()].sort().join(",")}`;
  let kept = bundles.get(bundle);
  if (!kept) {
    kept = new Map();
    bundles.set(bundle, kept);
  }
  const hit = kept.get(key);
  if (hit) return hit;
  const { scenario } = bundle;
  const all = scenario.units ?? [];
  const byId = new Map(all.map((u) => [u.id, u]));
  const standIns = [...plan.standIns].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, top]) => ({ ...byId.get(top)!, id }));
  const fogged: EngineBundle = {
    ...bundle,
    scenario: {
      ...scenario,
      units: [...all.filter((u) => !plan.hidden.has(u.id)), ...standIns],
      setup: (scenario.setup ?? []).filter((p) => !plan.hidden.has(p.unit)),
    },
  };
  if (kept.size >= KEEP) kept.delete(kept.keys().next().value as string);
  kept.set(key, fogged);
  return fogged;
}
