"use client";

import { useEffect, useState } from "react";
import type { PickableProject } from "@/lib/db/starters";
import { listPickable } from "../_actions/starters";

/**
 * Loads every project's documents of `kinds` while a dialog is open, so the
 * pickers show what exists now, not what existed when the page was rendered.
 */
export function usePickable(open: boolean, kinds: string[]): { projects: PickableProject[] | null; error: string | null } {
  const [projects, setProjects] = useState<PickableProject[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = kinds.join(",");
  useEffect(() => {
    if (!open) return;
    let live = true;
    void listPickable(key.split(",")).then((r) => {
      if (!live) return;
      if (r.ok) setProjects(r.value);
      else setError(r.error);
    });
    return () => {
      live = false;
    };
  }, [open, key]);
  return { projects, error };
}
