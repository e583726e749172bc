"use client";
/**
 * The Balance tab's run form: N bot games of the current revision, in the
 * background (on this server, or on the job queue's workers in a team studio
 * on PostgreSQL); progress is polled; cancel keeps the games played as a
 * partial report. Keys: Ctrl+Enter starts a run, Escape cancels it.
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { cancelBalance, startBalance } from "../../_actions/balance";
import type { BalanceJobView } from "../../_lib/balance-jobs";
import { RunProgress, isGoing } from "./run-progress";
import { useRunPolling } from "./use-run-polling";
import styles from "./balance.module.css";

export interface RunPanelProps {
  documentId: string;
  base: string;
  revisionNumber: number;
  sides: { id: string; name: string; colour: string | null }[];
  /** The scenario's runs, newest first: a going one is followed. */
  jobs: BalanceJobView[];
  bots: readonly string[];
}

export function RunPanel(props: RunPanelProps) {
  const router = useRouter();
  const [games, setGames] = useState("200");
  const [bots, setBots] = useState<[string, string]>(["greedy", "greedy"]);
  const [seed, setSeed] = useState("1");
  const [botCheck, setBotCheck] = useState("0");
  const [job, setJob] = useState<BalanceJobView | null>(() => props.jobs.find((j) => isGoing(j.status)) ?? null);
  const [error, setError] = useState<string | null>(null);

  // When the run ends, show its report (the list comes back with the server render).
  useRunPolling(job, {
    onView: setJob,
    onEnd: (next) => {
      router.push(next.reportId ? `${props.base}/balance?report=${next.reportId}` : `${props.base}/balance`);
      router.refresh();
    },
    onLost: (message) => {
      setError(message);
      setJob(null);
    },
  });

  const start = useCallback(async () => {
    setError(null);
    const n = Number(games);
    const s = Number(seed);
    if (!/^\d+$/.test(games) || n < 1) return setError("Games must be a whole number, at least 1.");
    if (!/^\d+$/.test(seed)) return setError("The seed must be a whole number.");
    if (!/^\d+$/.test(botCheck)) return setError("Bot-check games must be a whole number (0: no check).");
    const r = await startBalance({ documentId: props.documentId, games: n, bots, seed: s, botCheck: Number(botCheck) });
    if (!r.ok) return setError(r.error);
    setJob(r.value);
  }, [games, seed, bots, botCheck, props.documentId]);

  const cancel = useCallback(async () => {
    if (!job) return;
    const r = await cancelBalance(job.id);
    if (!r.ok) setError(r.error);
  }, [job]);

  const going = job !== null && isGoing(job.status);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && !going) {
        e.preventDefault();
        void start();
      } else if (e.key === "Escape" && going) void cancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [start, cancel, going]);

  return (
    <section className="panel pad" aria-label="Run a balance test">
      <h2>Run bot games</h2>
      <p className="muted">Revision {props.revisionNumber} (the current one), on the server in the background. Closing this tab does not stop it.</p>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <label className={styles.wide}>
          Games
          <input name="games" inputMode="numeric" value={games} onChange={(e) => setGames(e.target.value)} disabled={going} />
        </label>
        {props.sides.slice(0, 2).map((s, i) => (
          <label key={s.id}>
            {s.name}
            <select name={`bot-${i}`} value={bots[i]} onChange={(e) => setBots((b) => (i === 0 ? [e.target.value, b[1]] : [b[0], e.target.value]))} disabled={going}>
              {props.bots.map((b) => (
                <option key={b} value={b}>
                  {b} bot
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className={styles.wide}>
          Seed (game i plays seed + i)
          <input name="seed" inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} disabled={going} />
        </label>
        <label className={styles.wide} title="Also plays this many games per side of the greedy bot against the random bot: a bot that cannot beat random makes the report meaningless.">
          Bot check: greedy v random, per side (0: none)
          <input name="bot-check" inputMode="numeric" value={botCheck} onChange={(e) => setBotCheck(e.target.value)} disabled={going} />
        </label>
        <div className={`${styles.wide} actions`}>
          <button type="submit" className="btn primary" disabled={going}>
            Run <kbd>Ctrl+↵</kbd>
          </button>
          {going && (
            <button type="button" className="btn danger" onClick={() => void cancel()}>
              Cancel <kbd>Esc</kbd>
            </button>
          )}
        </div>
      </form>
      {job && <RunProgress job={job} />}
      {error && (
        <div className="banner error" role="alert">
          {error}
        </div>
      )}
    </section>
  );
}
