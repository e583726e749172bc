"use client";

import { FindingsPanel } from "../editor-shell/findings-panel";
import type { LocatedFinding } from "./lints";

/** The area map's findings, errors and warnings counted; a finding with a place takes the view there. */
export function AreaProblems({ findings, onGoTo }: { findings: LocatedFinding[]; onGoTo: (finding: LocatedFinding) => void }) {
  return <FindingsPanel findings={findings} placeOf={(f) => f.space} canGoTo={(f) => f.at !== null} onGoTo={onGoTo} />;
}
