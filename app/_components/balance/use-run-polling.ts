"use client";
import { useEffect, useRef } from "react";
import type { BalanceJobView } from "../../_lib/balance-jobs";
import { isGoing } from "./run-progress";

const POLL_MS = 600;

/**
 * Follows a queued or running balance run by polling its progress route until
 * it ends: each answer goes to `onView`; `onEnd` once it has ended; `onLost`
 * when the server no longer knows it (with the server's one-line reason).
 */
export function useRunPolling(job: BalanceJobView | null, handlers: { onView: (job: BalanceJobView) => void; onEnd: (job: BalanceJobView) => void; onLost: (error: string) => void }) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const polled = useRef<string | null>(null);
  // A run ends with its report kept in the same step (in-process and on the queue), so an ended run needs no more polls.
  const id = job && isGoing(job.status) ? job.id : null;

  useEffect(() => {
    if (!id || polled.current === id) return;
    polled.current = id;
    let stop = false;
    const tick = async () => {
      while (!stop) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        if (stop) return;
        try {
          const res = await fetch(`/api/balance/jobs/${encodeURIComponent(id)}`, { cache: "no-store" });
          if (stop) return;
          if (!res.ok) {
            latest.current.onLost(((await res.json()) as { error: string }).error);
            return;
          }
          const next = (await res.json()) as BalanceJobView;
          latest.current.onView(next);
          if (!isGoing(next.status)) {
            latest.current.onEnd(next);
            return;
          }
        } catch {
          // The server may be restarting: keep asking.
        }
      }
    };
    void tick();
    return () => {
      stop = true;
      polled.current = null;
    };
  }, [id]);
}

