/**
 * `attack`: the acting side declares a combat in its combat segment [9.0]:
 * its attackers [9.2.1], none of which attacked this segment [9.1], against
 * a hex not attacked this segment [9.3], with the odds and shifts explained
 * before the roll; the attacker then commits its combat support [9.2.4].
 */
import { RuleError } from "../../../core/errors";
import { explain, type CombatExplanation } from "../combat";
import { standardHooks } from "../hooks";
import { beginAttack } from "../support-flow";
import { ownedBar, type NextWarMove } from "./move";

export const declareCombat: NextWarMove<"attack", CombatExplanation> = {
  legal(at, action) {
    const { b, ctx, seg, state } = at;
    if (seg.kind !== "combat") return new RuleError("9.0", `no combat in the ${seg.id} segment`);
    if (!Array.isArray(action.attackers)) return new RuleError("9.2.1", "attackers must be a list");
    const owned = ownedBar(at, action.attackers, "9.2.1");
    if (owned) return owned;
    for (const id of action.attackers) if (state.seg.attacked[id]) return new RuleError("9.1", `${id} has already attacked this segment`);
    if (state.adv && action.attackers.some((id) => ctx.units.get(id)?.supplyUnit)) return new RuleError("19.4.1", "depots and MSUs never attack");
    const hex = ctx.cm.indexOf(String(action.defender));
    if (hex >= 0 && state.seg.attackedHexes[hex]) return new RuleError("9.3", `${action.defender} has already been attacked this segment`);
    // HQ support and chemical weapons are Advanced game rules [18.2.1, 18.2.4]; explain checks them there.
    if (!state.adv && (action.hq !== undefined || action.cw !== undefined)) return new RuleError("18.2.1", "HQ combat support and chemical weapons are Advanced game rules (this game plays the standard rules)");
    const advanced = state.adv ? { ...(action.hq !== undefined ? { hq: String(action.hq) } : {}), ...(action.cw !== undefined ? { cw: String(action.cw) } : {}) } : {};
    return explain(b, { attackers: action.attackers, defender: String(action.defender), lead: action.lead, segment: seg.combat, ...advanced }, standardHooks);
  },
  apply(draft, action, at, explained, events) {
    beginAttack(draft, at.b, explained, action, at.seg.combat, events);
  },
};
