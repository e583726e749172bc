"use client";

import { useCallback, useEffect, useState } from "react";
import type { BotOptions, BotRun, PlayerKind } from "./run-bots";
import { type PlayEngine, useEngineGame } from "./use-engine-game";
import { type PlaytestSaveTarget, usePlaytestSave } from "./use-playtest-save";

/** A line over the board: an engine's refusal with its rule, or a bot's error. */
export interface PlayMessage {
  text: string;
  rule?: string;
  tone?: "error" | "info";
}

/** What a ruleset's screen hands the shell: its engine, whose move it is, its bots, and when the game is over. */
export interface GameScreenRuleset<S, A, E> {
  engine: PlayEngine<S, A, E>;
  /** Whose move it is (a side, a power); null when nobody's. */
  actor: (s: S) => string | null;
  finished: (s: S) => boolean;
  runBots: (s: S, players: Record<string, PlayerKind>, opts: BotOptions<S>) => BotRun<S, A, E>;
  /** An engine's refusal in words (ids named) for the banner; as the engine says it when absent. */
  refusalWords?: (s: S, text: string) => string;
}

/**
 * The game screen's state, the same for every ruleset: the game and its log,
 * the saved game, the replay position, the message over the board, who plays
 * each seat and how fast bots move, and bots taking their turns. `ruleset`
 * must keep its identity while the game lasts (memoise it).
 */
export function useGameScreen<S, A, E>(p: { ruleset: GameScreenRuleset<S, A, E>; seed: number; initialActions: A[]; target: PlaytestSaveTarget; seats: readonly string[] }) {
  const { ruleset } = p;
  const game = useEngineGame(ruleset.engine, p.seed, p.initialActions);
  const { saveState, setSaveState } = usePlaytestSave(p.target, game.log, ruleset.finished(game.state));
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const shown = replayAt === null ? game.state : game.states[replayAt]!;
  const live = replayAt === null;
  const [message, setMessage] = useState<PlayMessage | null>(null);
  const [players, setPlayers] = useState<Record<string, PlayerKind>>(() => Object.fromEntries(p.seats.map((s) => [s, "human" as PlayerKind])));
  const [speed, setSpeed] = useState(400);

  const act = useCallback(
    (action: A) => {
      const r = game.act(action);
      if (!r.ok) {
        setMessage({ text: ruleset.refusalWords ? ruleset.refusalWords(game.latest(), r.error) : r.error, rule: r.rule, tone: "error" });
        return false;
      }
      setMessage(null);
      setSaveState((s) => (s === "blocked" ? s : "unsaved"));
      return true;
    },
    [game, ruleset, setSaveState],
  );

  // Bots play their seats at the chosen speed (0 = at once, in one render).
  const actor = ruleset.actor(shown);
  const over = ruleset.finished(shown);
  useEffect(() => {
    if (!live || over || !actor || players[actor] === "human") return;
    const timer = setTimeout(
      () => {
        const { steps, error } = ruleset.runBots(game.latest(), players, { max: speed === 0 ? 20000 : 1 });
        game.commit(steps);
        if (steps.length > 0) setSaveState("unsaved");
        if (error) setMessage({ text: error, tone: "error" });
      },
      speed === 0 ? 0 : speed,
    );
    return () => clearTimeout(timer);
  }, [live, shown, over, actor, players, speed, game, ruleset, setSaveState]);

  /** Testing aid: back to the state after `n` actions. */
  const undoTo = useCallback(
    (n: number) => {
      game.undoTo(n);
      setSaveState("unsaved");
    },
    [game, setSaveState],
  );
  /** Testing aid: greedy bots play every seat until `stop` says so. */
  const playUntil = useCallback(
    (stop: (s: S) => boolean) => {
      const { steps, error } = ruleset.runBots(game.latest(), players, { max: 50000, everyone: "greedy", stop });
      game.commit(steps);
      setSaveState("unsaved");
      if (error) setMessage({ text: error, tone: "error" });
    },
    [game, players, ruleset, setSaveState],
  );
  const dismiss = useCallback(() => setMessage(null), []);

  return { game, shown, live, replayAt, setReplayAt, saveState, setSaveState, message, setMessage, dismiss, act, players, setPlayers, speed, setSpeed, undoTo, playUntil };
}
