import type { HexMap } from "@/lib/model/map-hex";
import { gridSpecOf } from "@/lib/hex";
import { type Finding, validateDocument } from "@/lib/validate";
import { EditableMap, type MapSnapshot } from "./editable-map";
import { hexOfPointer } from "./finding-hex";
import { toDocument } from "./serialize";

/** A finding with the hex (index) it is about, or null when it is not about a place. */
export type MapFinding = Finding & { hex: number | null };

/** The map's schema errors and lints, each placed on its hex where its pointer names one. */
export function lintMap(doc: HexMap): MapFinding[] {
  const findings = validateDocument("map", doc);
  const spec = gridSpecOf(doc);
  return findings.map((f) => ({ ...f, hex: spec ? hexOfPointer(spec, doc, f.pointer) : null }));
}

/** The findings for an editor's snapshot (what the lint worker receives). */
export function lintSnapshot(snapshot: MapSnapshot): MapFinding[] {
  return lintMap(toDocument(EditableMap.fromSnapshot(snapshot)));
}
