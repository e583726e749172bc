"use client";

import type { LocatedFinding } from "./lints";

/** The area map's findings, errors and warnings counted; a finding with a place takes the view there. */
export function AreaProblems({ findings, onGoTo }: { findings: LocatedFinding[]; onGoTo: (finding: LocatedFinding) => void }) {
  const errors = findings.filter((f) => f.severity === "error").length;
  const warnings = findings.length - errors;
  return (
    <div className="painter-panel">
      <h3>
        Problems{" "}
        <span className="muted" data-testid="lint-count">
          {errors} error{errors === 1 ? "" : "s"}, {warnings} warning{warnings === 1 ? "" : "s"}
        </span>
      </h3>
      {findings.length === 0 ? (
        <p className="muted">The map validates clean.</p>
      ) : (
        <ul className="findings">
          {findings.slice(0, 200).map((f, i) => (
            <li key={i}>
              <button type="button" className={`finding ${f.severity}`} disabled={!f.at} onClick={() => onGoTo(f)}>
                <span className="code">{f.code}</span> {f.message}
                {f.space && <span className="mono muted"> · {f.space}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
