import type { GameEvent, GameState } from "./types";
import { contextOf } from "./context";
import { firstTurn } from "./weather";

/**
 * Initiative [5.0, 5.1]: the scenario names the side and its automatic
 * turns; after an initiative turn the side that alone met its VP threshold
 * takes it, else the turn is contested [5.1.1]; after a contested turn the
 * side with more VP last turn takes it, a tie is contested [5.1.2]. The
 * "VP this turn" markers reset afterwards [SOP, initiative phase step 1].
 */
export function runInitiative(draft: GameState, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const cfg = draft.bundle.scenario.initiative;
  const start = cfg?.side ?? ctx.sides[0];
  const last = draft.vp.thisTurn;
  let kind: GameState["turnKind"];
  let side = draft.initiative;
  let why: string;
  let rule = "5.1";
  if (draft.turn === firstTurn(draft) || cfg?.automaticTurns.includes(draft.turn)) {
    kind = "initiative";
    side = start;
    why = "scenario (automatic initiative)";
  } else if (draft.turnKind === "initiative") {
    const met = ctx.sides.filter((s) => {
      const t = cfg?.vpThresholds.find((x) => x.side === s);
      return t !== undefined && (last[s] ?? 0) >= t.vp;
    });
    if (met.length === 1) {
      kind = "initiative";
      side = met[0] as string;
      why = `only ${side} met its initiative VP threshold`;
      rule = "5.1.1";
    } else {
      kind = "contested";
      rule = "5.1.1";
      why = met.length === 0 ? "neither side met its threshold" : "both sides met their thresholds";
    }
  } else {
    const [a, b] = ctx.sides;
    const va = last[a] ?? 0;
    const vb = last[b] ?? 0;
    rule = "5.1.2";
    if (va === vb) {
      kind = "contested";
      why = "equal VP last turn";
    } else {
      kind = "initiative";
      side = va > vb ? a : b;
      why = `${side} scored more VP last turn`;
    }
  }
  draft.turnKind = kind;
  draft.initiative = side;
  events.push({ type: "initiative", turn: draft.turn, kind, side, why, lastTurnVp: { ...last }, rule });
  draft.vp.lastTurn = { ...last };
  for (const s of ctx.sides) draft.vp.thisTurn[s] = 0;
}
