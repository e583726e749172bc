"use client";

/** What the panel needs of a finding, whichever linter made it. */
interface Finding {
  severity: string;
  code: string;
  message: string;
}

/**
 * A map editor's problems: errors and warnings counted, then each finding a
 * button that takes the view to its place. `findings` is null while they are
 * being checked. Only the first 200 are listed, so that a map with
 * thousands of findings keeps its panel quick.
 */
export function FindingsPanel<F extends Finding>(props: { findings: readonly F[] | null; placeOf: (f: F) => string | null; canGoTo: (f: F) => boolean; onGoTo: (f: F) => void }) {
  const { findings, placeOf, canGoTo, onGoTo } = props;
  const errors = findings?.filter((f) => f.severity === "error").length ?? 0;
  const warnings = (findings?.length ?? 0) - errors;
  return (
    <div className="painter-panel">
      <h3>
        Problems{" "}
        <span className="muted" data-testid="lint-count">
          {findings === null ? "checking…" : `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`}
        </span>
      </h3>
      {findings === null ? (
        <p className="muted">Checking the map…</p>
      ) : findings.length === 0 ? (
        <p className="muted">The map validates clean.</p>
      ) : (
        <ul className="findings">
          {findings.slice(0, 200).map((f, i) => {
            const place = placeOf(f);
            return (
              <li key={i}>
                <button type="button" className={`finding ${f.severity}`} disabled={!canGoTo(f)} onClick={() => onGoTo(f)}>
                  <span className="code">{f.code}</span> {f.message}
                  {place && <span className="mono muted"> · {place}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
