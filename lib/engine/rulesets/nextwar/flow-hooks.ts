import type { FlatSegment, FlowHooks } from "../../core/flow";
import type { GameState, SegmentState } from "./types";
import { buildBoard, defOf, enemyOf, valuesOf } from "./board";
import { expireAirPoints, runAirPoints } from "./air-points";
import { runControl } from "./control";
import { readyHelicopters } from "./helicopters";
import { contextOf } from "./context";
import { standardHooks } from "./hooks";
import { runInitiative } from "./initiative";
import { runMopUp } from "./mop-up";
import { runReinforcements } from "./reinforcements";
import { overstackBy } from "./stacking";
import { runVictory } from "./victory";
import { runWeather, weatherToChoose } from "./weather";
import { computeZoc } from "./zoc";
import { runNavalControl } from "./naval-control";
import { runNavalReturns, runStormHavens } from "./naval-havens";
import { sweepTargets } from "./mines";
import { runBeachheadUpkeep } from "./beachheads";
import { runSupply, supplyRuleOn } from "./supply";
import { enterAdvanced, holdsAdvanced, runAdvanced } from "./advanced/flow";

const ADVANCED_KINDS: ReadonlySet<string> = new Set(["logistics", "emergency", "un", "detect", "sof", "strike"]);

export function emptySegment(): SegmentState {
  return { moved: {}, attacked: {}, attackedHexes: {}, retreatedInto: {}, overstackedAtStart: {} };
}

/** The side acting in a segment, from its actor role [3.0, 5.0]. */
export function actorOf(state: GameState, seg: FlatSegment): string | null {
  if (!seg.actor) return null;
  const ctx = contextOf(state.bundle);
  // The UN resolution is answered first by the side that had the initiative on game turn 1 [28.2].
  if (seg.actor === "gt1-initiative" || seg.actor === "gt1-other") {
    const gt1 = state.bundle.scenario.initiative?.side ?? ctx.sides[0];
    return seg.actor === "gt1-initiative" ? gt1 : enemyOf(ctx, gt1);
  }
  const first = state.initiative;
  return seg.actor === "initiative" || seg.actor === "first" ? first : enemyOf(ctx, first);
}

export const nextWarFlow: FlowHooks<GameState> = {
  holds(state, predicate) {
    const advanced = holdsAdvanced(state, predicate);
    if (advanced !== undefined) return advanced;
    if (predicate === "initiative-turn") return state.turnKind === "initiative";
    if (predicate === "weather-to-choose") return weatherToChoose(state);
    if (predicate === "storm") return state.weather === "storm";
    if (predicate === "supply-rule") return supplyRuleOn(contextOf(state.bundle));
    return false;
  },
  run(draft, seg, events) {
    if (draft.adv && runAdvanced(draft, seg, events)) return;
    switch (seg.id) {
      case "weather":
        runWeather(draft, events);
        break;
      case "initiative":
        runInitiative(draft, events);
        break;
      case "mop-up":
        runMopUp(draft, standardHooks, events);
        break;
      case "control":
        runControl(draft, events);
        break;
      case "reinforcements":
        draft.recovered = {};
        runNavalReturns(draft, events);
        runReinforcements(draft, events);
        break;
      case "air-naval":
        runAirPoints(draft, events);
        break;
      case "naval-storm":
        runStormHavens(draft, events);
        break;
      case "naval-control":
        runNavalControl(draft, events);
        break;
      case "air-reset":
        readyHelicopters(draft, events);
        expireAirPoints(draft, events);
        break;
      case "supply":
        runSupply(draft, events);
        break;
      case "victory":
        runVictory(draft, events);
        break;
      default:
        // record: nothing to do.
        break;
    }
  },
  enter(draft, seg, events) {
    draft.seg = emptySegment();
    const side = actorOf(draft, seg);
    if (seg.kind === "move") {
      // Beachheads with no own AMPH next to them go at the start of any own movement segment [8.5.8.2.1].
      if (side) runBeachheadUpkeep(draft, side, events);
      const b = buildBoard(draft);
      for (const [hex, ids] of b.at) if (overstackBy(b.ctx, hex, ids, draft) > 0) draft.seg.overstackedAtStart[hex] = true;
      if (seg.restriction === "elite" && side) {
        const ezoc = computeZoc(b, enemyOf(b.ctx, side));
        const any = [...b.at].some(([hex, ids]) => ezoc[hex] !== 1 && ids.some((id) => defOf(b.ctx, id).side === side && valuesOf(b.ctx, draft, id).er >= 6 && valuesOf(b.ctx, draft, id).er <= 8));
        if (!any) {
          events.push({ type: "segment-skipped", segment: seg.id, why: "no unit with ER 6–8 outside enemy ZOC", rule: "3.0" });
          return true;
        }
      }
    }
    // Mine sweeping [7.5.2]: skipped in a storm (ships keep to port) and when the side has no enemy marker in waters it controls.
    if (seg.kind === "sweep" && (draft.weather === "storm" || !side || sweepTargets(contextOf(draft.bundle), draft, side).length === 0)) return true;
    if (draft.adv && ADVANCED_KINDS.has(seg.kind) && enterAdvanced(draft, seg, side, events)) return true;
    if (seg.kind === "replace" && side && !draft.adv) {
      const ctx = contextOf(draft.bundle);
      const nations = new Set([...ctx.units.values()].filter((d) => d.side === side).map((d) => d.nation));
      if (![...nations].some((n) => (draft.replacementPoints[n] ?? 0) > 0)) return true;
    }
    events.push({ type: "segment", turn: draft.turn, phase: seg.phase, segment: seg.id, active: side, rule: seg.rule });
    return false;
  },
  endOfTurn(draft, events) {
    if (draft.result) return;
    draft.turn += 1;
    events.push({ type: "turn", turn: draft.turn, rule: "3.0" });
  },
  over(state) {
    return state.result !== null;
  },
};
