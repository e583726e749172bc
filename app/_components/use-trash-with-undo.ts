"use client";

import { useRouter } from "next/navigation";
import type { ActionResult } from "../_lib/result";
import { useToast } from "./toaster";

/**
 * Moves something to the trash and offers Undo in the toast: one click must
 * never cost a designer their work. `away` is where to go after trashing the
 * page's own subject, `back` where Undo returns to.
 */
export function useTrashWithUndo() {
  const router = useRouter();
  const toast = useToast();
  return async (item: {
    name: string;
    trash: () => Promise<ActionResult<unknown>>;
    restore: () => Promise<ActionResult<unknown>>;
    away?: string;
    back?: string;
  }) => {
    const result = await item.trash();
    if (!result.ok) return toast.show(result.error, { tone: "error" });
    if (item.away) router.push(item.away);
    toast.show(`“${item.name}” moved to the trash.`, {
      action: {
        label: "Undo",
        run: async () => {
          const restored = await item.restore();
          if (!restored.ok) toast.show(restored.error, { tone: "error" });
          else if (item.away && item.back) router.push(item.back);
        },
      },
    });
  };
}
