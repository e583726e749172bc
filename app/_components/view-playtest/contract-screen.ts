import { canonicalJson } from "@/lib/engine/core/hash";
import type { AnyRuleset } from "@/lib/engine/core/ruleset";
import { runEngineBots, type PlayerKind } from "../game-screen/run-bots";
import type { GameScreenRuleset } from "../game-screen/use-game-screen";

/**
 * Any registered ruleset as the game-screen shell plays it, from the contract
 * alone (lib/engine/core/ruleset.ts) [#27]: its engine, who acts, when it is
 * over, and its bots by name. A ruleset with no screen of its own plays on this.
 */
export function contractScreen<S, A, E>(ruleset: AnyRuleset, bundle: unknown, seed: number): GameScreenRuleset<S, A, E> {
  const engine = { create: (seed: number) => ruleset.create(bundle, { seed }) as S, apply: (s: S, a: A) => ruleset.apply(s, a) as { state: S; events: E[] } | { error: string; rule: string } };
  const actor = (s: S) => ruleset.actingSide(s) as string | null;
  const finished = (s: S) => ruleset.over(s) as boolean;
  // One bot a seat and kind for the whole game, as playWith makes them, so a bot that keeps dice of its own goes on rolling them.
  const bots = new Map<string, { choose: (s: S) => A }>();
  const bot = (kind: Exclude<PlayerKind, "human">, side: string) => {
    const key = `${kind}\u0000${side}`;
    let made = bots.get(key);
    if (!made) {
      const factory = ruleset.bots[kind];
      if (!factory) throw new Error(`${ruleset.name} has no ${kind} bot`);
      made = factory({ seed, side }) as { choose: (s: S) => A };
      bots.set(key, made);
    }
    return made;
  };
  return {
    engine,
    actor,
    finished,
    runBots: (s, players, opts) => runEngineBots(s, players, opts, { actor, bot: (kind, side) => bot(kind, side), apply: engine.apply, done: finished }),
  };
}

/** An action as the generic screen shows it: its type, then its other fields. */
export function actionLabel(action: unknown): string {
  if (!action || typeof action !== "object") return String(action);
  const { type, ...rest } = action as Record<string, unknown>;
  const fields = Object.keys(rest).length ? ` ${canonicalJson(rest)}` : "";
  return `${typeof type === "string" ? type : "action"}${fields}`;
}
