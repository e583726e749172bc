import type { ReportEntry } from "./vassal-upload";

const GROUPS = [
  { severity: "error", title: "Errors" },
  { severity: "warning", title: "Warnings" },
  { severity: "info", title: "Notes" },
] as const;

/** Entries shown per group: a module with 3,000 pieces can report hundreds; the rest is counted. */
const SHOWN = 300;

/** An import's report, one line per entry, grouped by severity. Every name from the file is rendered as text. */
export function ImportReportList({ report }: { report: readonly ReportEntry[] }) {
  return (
    <div className="import-report" aria-label="Import report">
      {GROUPS.map(({ severity, title }) => {
        const entries = report.filter((e) => e.severity === severity);
        if (entries.length === 0) return null;
        return (
          <section key={severity} data-severity={severity}>
            <h3>
              {title} ({entries.length})
            </h3>
            <ul className="import-findings">
              {entries.slice(0, SHOWN).map((e, i) => (
                <li key={i}>
                  <span className="mono">{e.where}</span>: {e.message}
                </li>
              ))}
              {entries.length > SHOWN && <li>…and {entries.length - SHOWN} more.</li>}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
