"use client";

import { useCallback, useMemo, useRef, useState } from "react";

export interface LogEntry<A, E> {
  index: number;
  action: A;
  events: E[];
  /** Bot name, or "you". */
  by: string;
}

/** The two engine calls a playtest needs; every ruleset fits. */
export interface PlayEngine<S, A, E> {
  create: (seed: number) => S;
  apply: (state: S, action: A) => { state: S; events: E[] } | { error: string; rule: string };
}

/**
 * A game in the browser: the action log is the truth; states[i] is the state
 * after i actions, so undo to any action and the replay slider cost nothing.
 * `engine` must keep its identity while the game lasts (memoise it).
 */
export function useEngineGame<S, A, E>(engine: PlayEngine<S, A, E>, seed: number, initialActions: A[]) {
  const start = useMemo(() => {
    let state = engine.create(seed);
    const states = [state];
    const log: LogEntry<A, E>[] = [];
    for (const [index, action] of initialActions.entries()) {
      const r = engine.apply(state, action);
      if ("error" in r) break;
      state = r.state;
      states.push(state);
      log.push({ index, action, events: r.events, by: "log" });
    }
    return { states, log, broken: states.length - 1 < initialActions.length ? states.length - 1 : null };
  }, [engine, seed, initialActions]);
  const [states, setStates] = useState(start.states);
  const [log, setLog] = useState(start.log);
  // The refs hold the same arrays as the state, updated together, so bot loops read the latest without waiting for a render.
  const statesRef = useRef(start.states);
  const logRef = useRef(start.log);

  const act = useCallback((action: A, by = "you"): { ok: true; events: E[] } | { ok: false; error: string; rule: string } => {
    const current = statesRef.current[statesRef.current.length - 1]!;
    const r = engine.apply(current, action);
    if ("error" in r) return { ok: false, error: r.error, rule: r.rule };
    const nextStates = [...statesRef.current, r.state];
    const nextLog = [...logRef.current, { index: logRef.current.length, action, events: r.events, by }];
    statesRef.current = nextStates;
    logRef.current = nextLog;
    setStates(nextStates);
    setLog(nextLog);
    return { ok: true, events: r.events };
  }, [engine]);

  /** Appends several already-applied steps at once (bot play), so React renders once. */
  const commit = useCallback((steps: { action: A; state: S; events: E[]; by: string }[]) => {
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

  const state: S = states[states.length - 1]!;
  /** Events of every action since the last one a person made (bot replies included), for tests. */
  const lastEvents = useCallback(() => {
    const log = logRef.current;
    let i = log.length - 1;
    while (i > 0 && log[i]!.by !== "you") i--;
    return log.slice(Math.max(0, i)).flatMap((l) => l.events);
  }, []);
  const latest = useCallback(() => statesRef.current[statesRef.current.length - 1]!, []);

  // One object per change of the game, so what depends on it (callbacks, test handles) keeps its identity between renders.
  return useMemo(
    () => ({ state, states, log, act, commit, undoTo, lastEvents, brokenAt: start.broken, latest }),
    [state, states, log, act, commit, undoTo, lastEvents, start.broken, latest],
  );
}

export type EngineGame<S, A, E> = ReturnType<typeof useEngineGame<S, A, E>>;
