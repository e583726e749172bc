"use client";

import { memo } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import type { MapFinding } from "@/lib/painter/lint-map";
import { FindingsPanel } from "../editor-shell/findings-panel";

/**
 * The map's findings, each a button that shows its hex. Memoised on the
 * findings: the painter re-renders on every hover move, and a list of up to
 * 200 findings must not be rebuilt for each.
 */
export const ProblemsPanel = memo(function ProblemsPanel({ editor, checked }: { editor: MapEditor; checked: MapFinding[] | null }) {
  return (
    <FindingsPanel
      findings={checked}
      placeOf={(f) => (f.hex === null ? null : editor.labelOf(f.hex))}
      canGoTo={(f) => f.hex !== null}
      onGoTo={(f) => {
        if (f.hex === null) return;
        editor.centreOnHex(f.hex);
        editor.selectHex(f.hex);
      }}
    />
  );
});
