"use client";

import { useCallback, useMemo, useRef, useState } from "react";
import { type Action, apply, createGame, type EngineBundle, type GameEvent, type GameState } from "@/lib/engine";

export interface LogEntry {
  index: number;
  action: Action;
  events: GameEvent[];
  /** Bot name, or "you". */
  by: string;
}

/**
 * A game in the browser: the action log is the truth; states[i] is the state
 * after i actions, so undo to any action and the replay slider cost nothing.
 */
export function useGame(bundle: EngineBundle, seed: number, initialActions: Action[]) {
  const start = useMemo(() => {
    let state = createGame(bundle, { seed });
    const states = [state];
    const log: LogEntry[] = [];
    for (const [index, action] of initialActions.entries()) {
      const r = apply(state, action);
      if ("error" in r) break;
      state = r.state;
      states.push(state);
      log.push({ index, action, events: r.events, by: "log" });
    }
    return { states, log, broken: states.length - 1 < initialActions.length ? states.length - 1 : null };
  }, [bundle, seed, initialActions]);
  const [states, setStates] = useState(start.states);
  const [log, setLog] = useState(start.log);
  // The refs hold the same arrays as the state, updated together, so bot loops read the latest without waiting for a render.
  const statesRef = useRef(start.states);
  const logRef = useRef(start.log);

  const act = useCallback((action: Action, by = "you"): { ok: true; events: GameEvent[] } | { ok: false; error: string; rule: string } => {
    const current = statesRef.current[statesRef.current.length - 1]!;
    const r = apply(current, action);
    if ("error" in r) return { ok: false, error: r.error, rule: r.rule };
    const nextStates = [...statesRef.current, r.state];
    const nextLog = [...logRef.current, { index: logRef.current.length, action, events: r.events, by }];
    statesRef.current = nextStates;
    logRef.current = nextLog;
    setStates(nextStates);
    setLog(nextLog);
    return { ok: true, events: r.events };
  }, []);

  /** Appends several already-applied steps at once (bot play), so React renders once. */
  const commit = useCallback((steps: { action: Action; state: GameState; events: GameEvent[]; by: string }[]) => {
    if (steps.length === 0) return;
    const base = logRef.current.length;
    const nextStates = [...statesRef.current, ...steps.map((s) => s.state)];
    const nextLog = [...logRef.current, ...steps.map((s, i) => ({ index: base + i, action: s.action, events: s.events, by: s.by }))];
    statesRef.current = nextStates;
    logRef.current = nextLog;
    setStates(nextStates);
    setLog(nextLog);
  }, []);

  /** Testing aid: go back to the state after `count` actions, dropping the rest. */
  const undoTo = useCallback((count: number) => {
    const nextStates = statesRef.current.slice(0, count + 1);
    const nextLog = logRef.current.slice(0, count);
    statesRef.current = nextStates;
    logRef.current = nextLog;
    setStates(nextStates);
    setLog(nextLog);
  }, []);

  const state: GameState = states[states.length - 1]!;
  /** Events of every action since the last one a person made (bot replies included), for tests. */
  const lastEvents = useCallback(() => {
    const log = logRef.current;
    let i = log.length - 1;
    while (i > 0 && log[i]!.by !== "you") i--;
    return log.slice(Math.max(0, i)).flatMap((l) => l.events);
  }, []);

  return { state, states, log, act, commit, undoTo, lastEvents, brokenAt: start.broken, latest: () => statesRef.current[statesRef.current.length - 1]! };
}
