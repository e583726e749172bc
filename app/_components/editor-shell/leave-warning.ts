"use client";

import { useEffect } from "react";

/**
 * Closing or reloading the tab with unsaved changes asks first (the
 * browser's own prompt). `dirty` is the editor's flag as state, or a reader
 * of it for an editor whose changes do not re-render.
 */
export function useLeaveWarning(dirty: boolean | (() => boolean)) {
  useEffect(() => {
    if (dirty === false) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty === true || dirty()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
