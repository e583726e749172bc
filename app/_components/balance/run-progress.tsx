import type { BalanceJobStatus, BalanceJobView } from "../../_lib/balance-jobs";
import styles from "./balance.module.css";

/**
 * A balance run's progress as the Balance tab shows it: a bar of games done,
 * then in words where it stands — queued, playing (games, workers playing,
 * time so far, time left), or how it ended; a failed run's reason once.
 */

export const isGoing = (status: BalanceJobStatus) => status === "queued" || status === "running";

/** What a queued run needs when this studio plays nothing itself (WARBENCH_STUDIO_WORKER=off). */
export const WAITING_FOR_WORKER = "Queued — waiting for a worker (start `npx warbench worker` on any machine that reaches the database).";

/** "12 s", "3 min 20 s", "2 h 5 min": a duration as people say it. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ""}`;
  const minutes = Math.round((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ""}`;
}

/** "about 40 s left", rounded as far as an estimate deserves. */
export function etaText(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 90) return `about ${s} s left`;
  if (s < 90 * 60) return `about ${Math.round(s / 60)} min left`;
  return `about ${Math.round(s / 360) / 10} h left`;
}

/** The progress in words (the failure's reason is said apart, once). */
export function progressText(job: BalanceJobView): string {
  const games = `${job.done} of ${job.total} games`;
  switch (job.status) {
    case "queued":
      return job.needsWorker ? WAITING_FOR_WORKER : `Queued: ${games}, waiting for a worker to take it`;
    case "running": {
      const parts = [games];
      if (job.playing !== null) parts.push(job.playing === 1 ? "1 worker playing" : `${job.playing} workers playing`);
      parts.push(durationText(job.seconds));
      if (job.etaSeconds !== null) parts.push(etaText(job.etaSeconds));
      return parts.join(" · ");
    }
    case "done":
      return `Done: ${games} in ${job.seconds.toFixed(1)} s`;
    case "cancelled":
      return `Cancelled: ${games} in ${job.seconds.toFixed(1)} s`;
    case "failed":
      return `Failed after ${games}`;
  }
}

export function RunProgress({ job }: { job: BalanceJobView }) {
  return (
    <div className={styles.progress} data-testid="balance-progress" data-status={job.status}>
      <div className={styles.bar} role="progressbar" aria-label="Games played" aria-valuemin={0} aria-valuemax={job.total} aria-valuenow={job.done}>
        <div style={{ width: `${(Math.min(job.done, job.total) / Math.max(1, job.total)) * 100}%` }} />
      </div>
      <span className="muted">{progressText(job)}</span>
      {job.status === "failed" && (
        <div className="banner error" role="alert" data-testid="balance-failure">
          The run failed: {job.error ?? "see the server log"}
        </div>
      )}
    </div>
  );
}
