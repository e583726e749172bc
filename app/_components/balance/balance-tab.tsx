"use client";
/**
 * The Balance tab of a scenario: start a background run of N bot games on the
 * server (it goes on if the tab is closed; progress is polled; cancel keeps
 * the games played as a partial report), the reports kept with each revision,
 * one report in full, or two side by side. Keys: Ctrl+Enter starts a run,
 * Escape cancels it.
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import type { BalanceReport } from "@/lib/model/balance-report";
import type { BalanceReportSummary } from "@/lib/db/balance-reports";
import { cancelBalance, deleteBalanceReport, startBalance } from "../../_actions/balance";
import type { BalanceJobView } from "../../_lib/balance-jobs";
import { type CompareSide, CompareView } from "./compare-view";
import { ReportView } from "./report-view";
import { ReportsList } from "./reports-list";
import styles from "./balance.module.css";

export interface BalanceTabProps {
  documentId: string;
  base: string;
  revisionNumber: number;
  sides: { id: string; name: string; colour: string | null }[];
  reports: BalanceReportSummary[];
  jobs: BalanceJobView[];
  shown: { id: string; report: BalanceReport; map: Record<string, unknown> | null } | null;
  compare: { before: CompareSide; after: CompareSide } | null;
  /** The bots a run may use, by name (every registered ruleset has them). */
  bots: readonly string[];
}

export function BalanceTab(props: BalanceTabProps) {
  const router = useRouter();
  const [games, setGames] = useState("200");
  const [bots, setBots] = useState<[string, string]>(["greedy", "greedy"]);
  const [seed, setSeed] = useState("1");
  const [botCheck, setBotCheck] = useState("0");
  const [job, setJob] = useState<BalanceJobView | null>(() => props.jobs.find((j) => j.status === "running") ?? null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const polled = useRef<string | null>(null);

  // Poll the running job; when it ends, show its report (the list comes back with the server render).
  useEffect(() => {
    if (!job || job.status !== "running") return;
    if (polled.current === job.id) return;
    polled.current = job.id;
    let stop = false;
    const tick = async () => {
      while (!stop) {
        await new Promise((r) => setTimeout(r, 600));
        if (stop) return;
        try {
          const res = await fetch(`/api/balance/jobs/${encodeURIComponent(job.id)}`, { cache: "no-store" });
          if (!res.ok) {
            setError(((await res.json()) as { error: string }).error);
            setJob(null);
            return;
          }
          const next = (await res.json()) as BalanceJobView;
          setJob(next);
          if (next.status !== "running") {
            if (next.status === "failed") setError(`The run failed: ${next.error ?? "see the server log"}`);
            router.push(next.reportId ? `${props.base}/balance?report=${next.reportId}` : `${props.base}/balance`);
            router.refresh();
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
  }, [job, props.base, router]);

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

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && job?.status !== "running") {
        e.preventDefault();
        void start();
      } else if (e.key === "Escape" && job?.status === "running") void cancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [start, cancel, job]);

  const running = job?.status === "running";
  const total = job ? (job.total ?? job.games) : 0;
  const eta = running && job.done > 0 ? Math.round((job.seconds / job.done) * (total - job.done)) : null;
  const togglePick = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));
  const compareHref = () => {
    const chosen = props.reports.filter((r) => picked.includes(r.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return `${props.base}/balance?before=${chosen[0]?.id}&after=${chosen[1]?.id}`;
  };

  return (
    <div className={styles.layout}>
      <div className={styles.side}>
        <section className="panel pad" aria-label="Run a balance test">
          <h2>Run bot games</h2>
          <p className="muted">
            Revision {props.revisionNumber} (the current one), on the server with every core. Closing this tab does not stop it.
          </p>
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              void start();
            }}
          >
            <label className={styles.wide}>
              Games
              <input name="games" inputMode="numeric" value={games} onChange={(e) => setGames(e.target.value)} disabled={running} />
            </label>
            {props.sides.slice(0, 2).map((s, i) => (
              <label key={s.id}>
                {s.name}
                <select name={`bot-${i}`} value={bots[i]} onChange={(e) => setBots((b) => (i === 0 ? [e.target.value, b[1]] : [b[0], e.target.value]))} disabled={running}>
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
              <input name="seed" inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} disabled={running} />
            </label>
            <label className={styles.wide} title="Also plays this many games per side of the greedy bot against the random bot: a bot that cannot beat random makes the report meaningless.">
              Bot check: greedy v random, per side (0: none)
              <input name="bot-check" inputMode="numeric" value={botCheck} onChange={(e) => setBotCheck(e.target.value)} disabled={running} />
            </label>
            <div className={`${styles.wide} actions`}>
              <button type="submit" className="btn primary" disabled={running}>
                Run <kbd>Ctrl+↵</kbd>
              </button>
              {running && (
                <button type="button" className="btn danger" onClick={() => void cancel()}>
                  Cancel <kbd>Esc</kbd>
                </button>
              )}
            </div>
          </form>
          {job && (
            <div className={styles.progress} data-testid="balance-progress" data-status={job.status}>
              <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={job.done}>
                <div style={{ width: `${(job.done / Math.max(1, total)) * 100}%` }} />
              </div>
              <span className="muted">
                {job.status === "running" ? `${job.done} of ${total} games · ${job.seconds.toFixed(0)} s${eta !== null ? ` · about ${eta} s to go` : ""}` : `${job.status === "done" ? "Done" : job.status === "cancelled" ? "Cancelled" : "Failed"}: ${job.done} of ${total} games in ${job.seconds.toFixed(1)} s`}
              </span>
            </div>
          )}
          {error && (
            <div className="banner error" role="alert">
              {error}
            </div>
          )}
        </section>
        <ReportsList reports={props.reports} sides={props.sides} shownId={props.shown?.id ?? null} base={props.base} picked={picked} onPick={togglePick} onCompare={() => router.push(compareHref())} />
      </div>
      <div className={styles.report}>
        {props.compare ? (
          <section className="panel pad">
            <h2>Compare</h2>
            <CompareView before={props.compare.before} after={props.compare.after} />
          </section>
        ) : props.shown ? (
          <section className="panel pad">
            <div className="actions" style={{ justifyContent: "space-between" }}>
              <h2>
                Report: revision {props.shown.report.scenario.revision ?? "?"}, {props.shown.report.games} games
              </h2>
              <div className="actions">
                <a className="btn small" href={`/api/balance/reports/${props.shown.id}`} download>
                  Export JSON
                </a>
                <a className="btn small" href={`/api/balance/reports/${props.shown.id}/html`} download>
                  Export HTML
                </a>
                <button
                  type="button"
                  className="btn small danger"
                  onClick={async () => {
                    if (!window.confirm("Delete this report? This cannot be undone (run the games again to get it back).")) return;
                    const r = await deleteBalanceReport(props.shown!.id);
                    if (!r.ok) return setError(r.error);
                    router.push(`${props.base}/balance`);
                    router.refresh();
                  }}
                >
                  Delete
                </button>
              </div>
            </div>
            <ReportView report={props.shown.report} map={props.shown.map} />
          </section>
        ) : (
          <section className="panel empty">
            <h2>No report shown</h2>
            <p>Run some games, or pick a report on the left.</p>
          </section>
        )}
      </div>
    </div>
  );
}
