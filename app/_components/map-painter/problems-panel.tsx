"use client";

import { memo } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import type { MapFinding } from "@/lib/painter/lint-map";

/**
 * The map's findings, each a button that shows its hex. Memoised on the
 * findings: the painter re-renders on every hover move, and a list of up to
 * 200 findings must not be rebuilt for each.
 */
export const ProblemsPanel = memo(function ProblemsPanel({ editor, checked }: { editor: MapEditor; checked: MapFinding[] | null }) {
  const findings = checked ?? [];
  const errors = findings.filter((f) => f.severity === "error").length;
  const warnings = findings.length - errors;
  return (
    <div className="painter-panel">
      <h3>
        Problems{" "}
        <span className="muted" data-testid="lint-count">
          {checked === null ? "checking…" : `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`}
        </span>
      </h3>
      {checked === null ? (
        <p className="muted">Checking the map…</p>
      ) : findings.length === 0 ? (
        <p className="muted">The map validates clean.</p>
      ) : (
        <ul className="findings">
          {findings.slice(0, 200).map((f, i) => (
            <li key={i}>
              <button
                type="button"
                className={`finding ${f.severity}`}
                disabled={f.hex === null}
                onClick={() => {
                  if (f.hex === null) return;
                  editor.centreOnHex(f.hex);
                  editor.selectHex(f.hex);
                }}
              >
                <span className="code">{f.code}</span> {f.message}
                {f.hex !== null && <span className="mono muted"> · {editor.labelOf(f.hex)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
