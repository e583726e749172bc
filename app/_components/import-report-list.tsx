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
    // One scroll box for every group, so the links under the report stay in view.
    <div className="import-report" aria-label="Import report" style={{ maxHeight: "45vh", overflow: "auto" }}>
      {GROUPS.map(({ severity, title }) => {
        const entries = report.filter((e) => e.severity === severity);
        if (entries.length === 0) return null;
        return (
          <section key={severity} data-severity={severity}>
            <h3 style={{ fontSize: "0.95rem", margin: "8px 0 0" }}>
              {title} ({entries.length})
            </h3>
            <ul className="import-findings" style={{ maxHeight: "none", overflow: "visible" }}>
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
