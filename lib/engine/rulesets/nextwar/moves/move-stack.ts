/**
 * `move`: a stack of ground units moves together along a path within its MA
 * [8.5.1], through the terrain and ZOC rules [8.2.2] [8.3.3]; entering a
 * ferry hex the enemy's ferry is destroyed [8.3.1.8]; entering an enemy city
 * or installation draws a mop-up marker [8.4.1], and leaving one's marker
 * empty lifts it [8.4.1.3]. Units that just landed by airmobile move advance
 * from their landing hex instead [8.5.4.3]. Other modes of moving are their
 * own actions.
 */
import { RuleError } from "../../../core/errors";
import { advanceAfterAirmobile, airmobileAdvanceBar } from "../airmobile";
import { enterFerryHex } from "../ferries";
import { standardHooks, type MovementMode } from "../hooks";
import { clearEmptyMarkers, placeMarker } from "../mop-up";
import { checkPath, makeMover, pathTo, search } from "../movement";
import { setEntered } from "../state";
import type { UnitState } from "../types";
import { ownedBar, type NextWarMove } from "./move";
import { supplyUnitMoveBar } from "../advanced/supply-moves";

type Plan = { advance: true; to: number } | { advance: false; origin: number; dest: number; path: number[]; mopUp: boolean };

export const moveStack: NextWarMove<"move", Plan> = {
  legal(at, action) {
    const { b, ctx, seg, side, state } = at;
    if (seg.kind !== "move") return new RuleError("3.0", `no movement in the ${seg.id} segment`);
    const mode = (action as { mode?: MovementMode }).mode ?? "land";
    const modeRule = standardHooks.movementModeRule(mode);
    if (modeRule) return new RuleError(modeRule, mode === "amphibious" ? "an amphibious assault is an AMPH's naval-move with marines aboard, then attack or land in the combat segment" : `${mode} is its own action, { type: "${mode}" }`);
    if (!Array.isArray(action.units)) return new RuleError("8.5.1", "units must be a list");
    const owned = ownedBar(at, action.units, "8.5.1");
    if (owned) return owned;
    const to = ctx.cm.indexOf(String(action.to));
    const advance = airmobileAdvanceBar(b, side as string, action.units, to);
    if (advance instanceof RuleError) return advance;
    if (advance === "advance") return { advance: true, to };
    for (const id of action.units) if (state.seg.moved[id]) return new RuleError("8.5.1", `${id} has already moved this segment`);
    const supplyBar = supplyUnitMoveBar(state, seg, action.units);
    if (supplyBar) return supplyBar;
    const mover = makeMover(b, action.units, { restriction: seg.restriction });
    if (mover instanceof RuleError) return mover;
    const dest = ctx.cm.indexOf(String(action.to));
    if (dest < 0) return new RuleError("8.5.1", `no hex ${action.to}`);
    if (action.path) {
      const path = action.path.map((l) => ctx.cm.indexOf(l));
      if (path.some((h) => h < 0)) return new RuleError("8.5.1", "the path names a hex not on the map");
      if (path[path.length - 1] !== dest) return new RuleError("8.5.1", "the path must end at the destination");
      const checked = checkPath(mover, path);
      if (checked instanceof RuleError) return checked;
      return { advance: false, origin: mover.origin, dest, path, mopUp: checked.mopUp };
    }
    const reach = search(mover);
    const i = reach.hexes.indexOf(dest);
    if (i <= 0) return whyUnreachable(mover, dest);
    return { advance: false, origin: mover.origin, dest, path: pathTo(reach, dest), mopUp: reach.mopUp[i] === 1 };
  },
  apply(draft, action, at, plan, events) {
    const { b, ctx, state } = at;
    const side = at.side as string;
    if (plan.advance) {
      advanceAfterAirmobile(draft, b, side, action.units, plan.to, events);
      return;
    }
    const { origin, dest, path } = plan;
    for (const id of action.units) {
      (draft.units[id] as UnitState).hex = dest;
      draft.seg.moved[id] = true;
    }
    for (const h of path.slice(1)) {
      setEntered(draft, h, side);
      enterFerryHex(draft, h, side, events);
    }
    events.push({ type: "move", units: [...action.units], from: ctx.cm.label(origin), to: ctx.cm.label(dest), path: path.map((h) => ctx.cm.label(h)), rule: "8.5.1" });
    if (state.mopUp[origin]?.side === side) clearEmptyMarkers(draft, events, true);
    if (plan.mopUp) placeMarker(draft, dest, side, events);
  },
};

/** Why a hex the search did not reach is out of reach, in the rule's words. */
function whyUnreachable(m: Exclude<ReturnType<typeof makeMover>, RuleError>, dest: number): RuleError {
  const ctx = m.ctx;
  const occ = m.b.occupant[dest] as number;
  if (dest === m.origin) return new RuleError("8.5.1", "a move must leave the hex");
  if (occ >= 0 && ctx.sides[occ] !== m.side) return new RuleError("8.2.2", `a unit may never enter a hex holding enemy units (${ctx.cm.label(dest)})`);
  return new RuleError("8.5.1", `${ctx.cm.label(dest)} cannot be reached with ${m.ma} MP (terrain, ZOC [8.2.2] or prohibited hexes [8.3.3] in the way)`);
}
