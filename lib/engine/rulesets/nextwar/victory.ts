import type { GameEvent, GameState } from "./types";
import { rollDie } from "../../core/dice";
import { controlOf, enemyOf } from "./board";
import { contextOf } from "./context";
import { settleCeasefire } from "./advanced/un";

/**
 * Victory [12]: the turn's VP join the totals [12.1]; a VP lead of the
 * scenario's automatic victory level, and holding every enemy capital, each
 * earn a roll on the automatic victory table, read in the column of the
 * side's roll count [12.2]; after the last turn the VP difference picks the
 * victory level [12.3].
 */
export function runVictory(draft: GameState, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  // Advanced game: a standing UN resolution's refusals score first; both sides accepting ends the game here [28.2].
  const ceasefire = draft.adv ? settleCeasefire(draft, events) : false;
  for (const s of ctx.sides) draft.vp.total[s] = (draft.vp.total[s] ?? 0) + (draft.vp.thisTurn[s] ?? 0);
  events.push({ type: "vp-totals", turn: draft.turn, total: { ...draft.vp.total }, thisTurn: { ...draft.vp.thisTurn }, rule: "12.1" });
  const level = draft.bundle.scenario.victory?.automaticVictoryLevel;
  const order = [draft.initiative, enemyOf(ctx, draft.initiative)];
  for (const side of order) {
    const enemy = enemyOf(ctx, side);
    const lead = (draft.vp.total[side] ?? 0) - (draft.vp.total[enemy] ?? 0);
    const reasons: string[] = [];
    if (level !== undefined && lead >= level) reasons.push(`VP lead ${lead} ≥ ${level}`);
    const enemyCapitals = ctx.capitals.filter((c) => c.side === enemy);
    if (enemyCapitals.length > 0 && enemyCapitals.every((c) => controlOf(ctx, draft, c.hex) === side)) reasons.push("holds every enemy capital");
    for (const reason of reasons) {
      const n = (draft.autoVictoryRolls[side] ?? 0) + 1;
      draft.autoVictoryRolls[side] = n;
      const table = [...ctx.charts.automaticVictory].sort((a, b) => a.rollNumber - b.rollNumber);
      const col = table.find((c) => c.rollNumber === n) ?? table[table.length - 1];
      const roll = rollDie(draft, events, "12.2", "automatic-victory", { side }).value;
      const win = col !== undefined && roll <= col.victoryOnOrBelow;
      events.push({ type: "automatic-victory-roll", side, reason, rollNumber: n, roll, value: roll, needed: col?.victoryOnOrBelow ?? -1, win, rule: "12.2" });
      if (win) {
        draft.result = { winner: side, level: "automatic", reason: "automatic-victory", vp: { ...draft.vp.total } };
        events.push({ type: "game-over", ...draft.result, rule: "12.2" });
        return;
      }
    }
  }
  const last = draft.bundle.scenario.turns.last;
  if (draft.turn >= last || ceasefire) {
    const [a, b] = ctx.sides;
    const diff = (draft.vp.total[a] ?? 0) - (draft.vp.total[b] ?? 0);
    const winner = diff > 0 ? a : diff < 0 ? b : null;
    const levels = [...(draft.bundle.scenario.victory?.levels ?? [])].sort((x, y) => y.minDifference - x.minDifference);
    const found = levels.find((l) => Math.abs(diff) >= l.minDifference);
    const lvl = winner === null ? "stalemate" : (found?.level ?? "marginal");
    draft.result = { winner, level: lvl, reason: "turns", vp: { ...draft.vp.total } };
    events.push({ type: "game-over", ...draft.result, rule: "12.3" });
  }
}
