"use client";

import { useEffect, useRef, useState } from "react";
import { OVERSCAN, ROW_HEIGHT } from "./oob-columns";

/**
 * The rows of a windowed grid worth rendering: those on screen and a few
 * either side, from the scroll position and the grid's height (which follows
 * window resizes and the problems panel opening).
 */
export function useRowWindow(count: number) {
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.clientHeight || 600));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  return { scroller, first, last, onScroll: setScrollTop };
}
