"use client";
/**
 * The Balance tab of a scenario: a run of N bot games in the background
 * (run-panel.tsx), the reports kept with each revision, one report in full, or
 * two side by side.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { BalanceReport } from "@/lib/model/balance-report";
import type { BalanceReportSummary } from "@/lib/db/balance-reports";
import { deleteBalanceReport } from "../../_actions/balance";
import type { BalanceJobView } from "../../_lib/balance-jobs";
import { type CompareSide, CompareView } from "./compare-view";
import { ReportView } from "./report-view";
import { ReportsList } from "./reports-list";
import { RunPanel } from "./run-panel";
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
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const togglePick = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));
  const compareHref = () => {
    const chosen = props.reports.filter((r) => picked.includes(r.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return `${props.base}/balance?before=${chosen[0]?.id}&after=${chosen[1]?.id}`;
  };

  return (
    <div className={styles.layout}>
      <div className={styles.side}>
        <RunPanel documentId={props.documentId} base={props.base} revisionNumber={props.revisionNumber} sides={props.sides} jobs={props.jobs} bots={props.bots} />
        {error && (
          <div className="banner error" role="alert">
            {error}
          </div>
        )}
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
