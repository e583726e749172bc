"use client";
import { useEffect, useRef } from "react";
import type { BalanceJobView } from "../../_lib/balance-jobs";
import { isGoing } from "./run-progress";

const POLL_MS = 600;
/** Polls (≈5 s) given a queue run that ended without its report yet: the queue ends the run, then keeps its report. */
const REPORT_GRACE_POLLS = 8;

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
  // Still followed while a queue run that ended waits for its report, so that polling is not stopped by the view that ended it.
  const id = job && (isGoing(job.status) || awaitsReport(job)) ? job.id : null;

  useEffect(() => {
    if (!id || polled.current === id) return;
    polled.current = id;
    let stop = false;
    let grace = 0;
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
            if (awaitsReport(next) && grace++ < REPORT_GRACE_POLLS) continue;
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

const awaitsReport = (job: BalanceJobView) => job.where === "queue" && (job.status === "done" || job.status === "cancelled") && job.reportId === null;
