"use client";

import { memo, useState } from "react";
import type { LocatedFinding } from "./lint-protocol";

/** The findings of the last check, newest first by position; a click puts the cursor on it. */
export const ProblemsPanel = memo(function ProblemsPanel(props: { findings: LocatedFinding[]; checkedMs: number | null; onJump: (f: LocatedFinding) => void }) {
  const [open, setOpen] = useState(true);
  const errors = props.findings.filter((f) => f.severity === "error").length;
  const warnings = props.findings.length - errors;
  const shown = props.findings.slice(0, 500);
  return (
    <section className="de-problems" aria-label="Problems" data-open={open}>
      <header>
        <button type="button" className="btn ghost small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "▾" : "▸"} Problems
        </button>
        <span className="de-count error" data-testid="problem-errors">
          {errors} {errors === 1 ? "error" : "errors"}
        </span>
        <span className="de-count warning">
          {warnings} {warnings === 1 ? "warning" : "warnings"}
        </span>
        <span className="grow" />
        {props.checkedMs !== null && <span className="muted">checked in {props.checkedMs} ms</span>}
      </header>
      {open && (
        <ul>
          {shown.length === 0 && <li className="muted de-none">No problems found.</li>}
          {shown.map((f, i) => (
            <li key={`${f.code}:${f.pointer}:${i}`}>
              <button type="button" data-testid="problem" data-code={f.code} onClick={() => props.onJump(f)}>
                <span className={`de-sev ${f.severity}`} aria-label={f.severity}>
                  {f.severity === "error" ? "●" : "▲"}
                </span>
                <code>{f.code}</code>
                <span className="de-msg">{f.message}</span>
                <span className="muted de-where">
                  Ln {f.line}, Col {f.column}
                  {f.pointer ? ` · ${f.pointer}` : ""}
                </span>
              </button>
            </li>
          ))}
          {props.findings.length > shown.length && <li className="muted de-none">…and {props.findings.length - shown.length} more.</li>}
        </ul>
      )}
    </section>
  );
});
