import type { AreaMap } from "@/lib/model/map-area";
import { FindingSink, type Finding } from "@/lib/validate/findings";
import { lintAreaMap } from "@/lib/validate/lints/area-map";

/** A lint finding with the space it is about, so the view can mark it on the map. */
export interface AreaLint extends Finding {
  /** The territory or sea zone to mark (the first named, for a pair). */
  space?: string;
}

/**
 * The area-map lints (lib/validate, shared with the CLI) on a document, each
 * tied to a space. Cost grows with neighbouring pairs, not spaces squared:
 * run it after an edit settles (debounced), not on every drag frame.
 */
export function lintAreaDocument(doc: AreaMap): AreaLint[] {
  const sink = new FindingSink();
  lintAreaMap(doc, sink);
  return sink.findings.map((f) => ({ ...f, space: spaceAt(doc, f.pointer) }));
}

function spaceAt(doc: AreaMap, ptr: string): string | undefined {
  const [, list, index, field, sub] = ptr.split("/");
  const i = Number(index);
  if (list === "territories") return doc.territories[i]?.id;
  if (list === "seaZones") return doc.seaZones[i]?.id;
  // A connection's finding belongs to the space whose list holds it.
  if (list === "connections") return doc.connections[i]?.from;
  if (list === "canals") {
    const c = doc.canals[i];
    if (field === "controlledBy") return c?.controlledBy[Number(sub ?? 0)];
    return c?.seaZones[Number(sub ?? 0)];
  }
  return undefined;
}
