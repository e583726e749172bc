"use client";

import { useEffect, useState } from "react";
import type { AreaEditor } from "@/lib/area-painter/editor";
import type { Pt } from "@/lib/area-painter/model";
import type { AreaMap } from "@/lib/model/map-area";
import { type Finding, validateDocument } from "@/lib/validate";
import type { AreaOverlay } from "./overlay";

export interface LocatedFinding extends Finding {
  /** The space the finding is about, when the pointer names one. */
  space: string | null;
  /** Where to mark it on the map (the space's label point). */
  at: Pt | null;
}

/** The space a finding's JSON pointer is about: a territory, sea zone, connection's `from` or canal's first sea zone. */
export function spaceOfPointer(doc: AreaMap, pointer: string): string | null {
  const [list, index] = pointer.split("/").slice(1, 3);
  const i = Number(index);
  if (!Number.isInteger(i)) return null;
  switch (list) {
    case "territories":
      return doc.territories[i]?.id ?? null;
    case "seaZones":
      return doc.seaZones[i]?.id ?? null;
    case "connections":
      return doc.connections[i]?.from ?? null;
    case "canals":
      return doc.canals[i]?.seaZones[0] ?? null;
    default:
      return null;
  }
}

/** The map's schema errors and lints, a moment after editing pauses, located on the map and marked there. */
export function useAreaLints(editor: AreaEditor, overlay: AreaOverlay, redraw: () => void): LocatedFinding[] {
  const [findings, setFindings] = useState<LocatedFinding[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const run = () => {
      const doc = editor.document();
      const found = validateDocument("map", doc).map((f) => {
        const space = spaceOfPointer(doc, f.pointer);
        return { ...f, space, at: space ? (editor.spaceView(space)?.label ?? null) : null };
      });
      setFindings(found);
      overlay.setLints(found.filter((f) => f.at).map((f) => ({ at: f.at!, severity: f.severity })));
      redraw();
    };
    run();
    const unsubscribe = editor.subscribe((event) => {
      if (!event.spaces && !event.full && !event.ui) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, 500);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [editor, overlay, redraw]);
  return findings;
}
