import Link from "next/link";
import { memo } from "react";
import { sideColours } from "@/lib/balance/charts";
import type { BalanceReportSummary } from "@/lib/db/balance-reports";
import { LocalTime } from "../local-time";
import { pct } from "./report-view";
import styles from "./balance.module.css";

/** The reports kept with the scenario's revisions, newest first: each one's win rates, a link to it, and two picked to compare. */
export const ReportsList = memo(function ReportsList(props: {
  reports: BalanceReportSummary[];
  sides: { id: string; name: string; colour: string | null }[];
  shownId: string | null;
  base: string;
  picked: string[];
  onPick: (id: string) => void;
  onCompare: () => void;
}) {
  const colours = sideColours({ sides: props.sides.map((s) => ({ ...s, bot: "" })) });
  return (
    <section className="panel pad" aria-label="Reports">
      <h2>Reports</h2>
      {props.reports.length === 0 ? (
        <p className="muted">No reports yet: run some games.</p>
      ) : (
        <>
          <table className={styles.reports} data-testid="balance-reports">
            <thead>
              <tr>
                <th aria-label="Pick to compare"></th>
                <th>Revision</th>
                <th>Games</th>
                <th>
                  Win rates{" "}
                  {props.sides.slice(0, 2).map((s) => (
                    <span key={s.id} className={styles.key} title={s.name}>
                      <span className={styles.swatch} style={{ background: colours.get(s.id) }} />
                      {s.name}
                    </span>
                  ))}
                </th>
              </tr>
            </thead>
            <tbody>
              {props.reports.map((r) => (
                <tr key={r.id} className={props.shownId === r.id ? styles.current : undefined} data-report={r.id}>
                  <td>
                    <input type="checkbox" aria-label={`Pick revision ${r.revisionNumber}, ${r.games} games to compare`} checked={props.picked.includes(r.id)} onChange={() => props.onPick(r.id)} />
                  </td>
                  <td>
                    <Link href={`${props.base}/balance?report=${r.id}`} aria-label={`View the report of revision ${r.revisionNumber}, ${r.games} games`}>
                      r{r.revisionNumber}
                    </Link>
                    <div className={`muted ${styles.when}`}>
                      <LocalTime iso={r.createdAt} />
                    </div>
                  </td>
                  <td>
                    {r.games}
                    {r.partial ? " (partial)" : ""}
                    <div className="muted">{r.bots.join(" v ")}</div>
                  </td>
                  <td>
                    {r.wins.map((w) => (
                      <div key={w.side} className={styles.winLine} title={props.sides.find((s) => s.id === w.side)?.name ?? w.side}>
                        <span className={styles.swatch} style={{ background: colours.get(w.side) }} />
                        <span className={styles.num}>
                          {pct(w.rate)} <span className="muted">± {Math.round(((w.high - w.low) / 2) * 100)}</span>
                        </span>
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.rowActions}>
            <button type="button" className="btn small" disabled={props.picked.length !== 2} onClick={props.onCompare}>
              Compare the two picked
            </button>
          </div>
        </>
      )}
    </section>
  );
});
