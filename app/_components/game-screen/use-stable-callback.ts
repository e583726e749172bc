"use client";

import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A callback whose identity never changes but which always runs the latest
 * `f`: handed to memoised panels and the board, it lets them skip the renders
 * where only the closure changed. Call it from events, not while rendering.
 */
export function useStableCallback<Args extends unknown[], R>(f: (...args: Args) => R): (...args: Args) => R {
  const ref = useRef(f);
  useLayoutEffect(() => {
    ref.current = f;
  });
  return useCallback((...args: Args) => ref.current(...args), []);
}
