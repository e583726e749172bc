/**
 * Completion, go-to-definition and hover for references, as plain data the
 * Monaco adapter turns into its own types (so all of this is unit-tested
 * without a browser).
 */
import type { DocumentKind } from "@/lib/model/document-kind";
import type { DocRole, Intel } from "./intel";
import { str } from "./intel";
import { type JsonPath, type OffsetRange, locate } from "./json-tree";
import { hexContext } from "./hex-context";
import { type RefKind, refKindAt } from "./refs";

export const MAP_EDGES = ["edge:north", "edge:south", "edge:east", "edge:west"] as const;
/** Hex labels offered at once; typing more digits narrows them (the list is marked incomplete). */
export const HEX_COMPLETION_LIMIT = 300;

export interface Suggestion {
  label: string;
  detail?: string;
  documentation?: string;
  insertText: string;
  /** Sorts before the JSON schema's own suggestions (which have no sortText). */
  sortText: string;
  ref: RefKind | "edge";
}

export interface Completions {
  ref: RefKind;
  range: OffsetRange;
  items: Suggestion[];
  /** More would match: ask again as the designer types. */
  incomplete: boolean;
}

export interface ReferenceAt {
  ref: RefKind;
  value: string;
  /** The string token, quotes included. */
  range: OffsetRange;
  path: JsonPath;
}

/** Declarations count as references to themselves, so hover works on them too. */
function refOrDeclaration(kind: DocumentKind, path: JsonPath): RefKind | null {
  const ref = refKindAt(kind, path);
  if (ref) return ref;
  const [head, index, key] = path;
  if (path.length === 3 && typeof index === "number" && key === "id") {
    if (kind === "scenario" && head === "units") return "unit";
    if (kind === "scenario" && head === "formations") return "formation";
    if (head === "nations") return "nation";
    if (head === "sides") return "side";
    if (kind === "game" && head === "unitTypes") return "unit-type";
    if (kind === "map" && head === "terrainTypes") return "terrain";
  }
  return null;
}

/** The reference under the cursor, if the cursor is on a string that is one. */
export function referenceAt(kind: DocumentKind, text: string, offset: number): ReferenceAt | null {
  const at = locate(text, offset);
  if (at.atKey || !at.token || at.token.type !== "string" || typeof at.token.value !== "string") return null;
  const ref = refOrDeclaration(kind, at.path);
  return ref ? { ref, value: at.token.value, range: { offset: at.token.offset, length: at.token.length }, path: at.path } : null;
}

export function completeReference(kind: DocumentKind, text: string, offset: number, intel: Intel): Completions | null {
  const at = locate(text, offset);
  if (at.atKey) return null;
  const ref = refKindAt(kind, at.path);
  if (!ref) return null;
  let range: OffsetRange;
  let prefix = "";
  let quote: (id: string) => string;
  if (at.token && at.token.type === "string") {
    const start = at.token.offset + 1;
    const closed = at.token.length >= 2 && text[at.token.offset + at.token.length - 1] === '"';
    if (closed) {
      range = { offset: start, length: at.token.offset + at.token.length - 1 - start };
      quote = (id) => id;
    } else {
      // An unclosed string runs to the end of the line (`{"unit": "}]`): replace only the id-like word at
      // the cursor, never the brackets after it, and close the string.
      const word = /^[A-Za-z0-9_.:-]*/.exec(text.slice(offset))?.[0] ?? "";
      range = { offset: start, length: offset + word.length - start };
      quote = (id) => `${id}"`;
    }
    prefix = text.slice(start, offset);
  } else if (at.token) {
    // A bare number where a label goes (0512 typed without quotes): replace it with the quoted label.
    range = { offset: at.token.offset, length: at.token.length };
    prefix = text.slice(at.token.offset, offset);
    quote = (id) => JSON.stringify(id);
  } else {
    range = { offset, length: 0 };
    quote = (id) => JSON.stringify(id);
  }
  const items: Suggestion[] = [];
  const places = ref === "hex" || ref === "location" || ref === "entry";
  const context = places ? hexContext(intel, at.path) : null;
  for (const d of intel.candidates(ref)) {
    let detail = d.detail || d.name;
    // Sea and coastal boxes are sea places: with the sea hexes, first for naval units, last for the others.
    let rank = ref === "location" || ref === "entry" ? (context?.seaFirst ? "1" : "3") : "0";
    if (ref === "unit") {
      const placed = intel.placement.get(d.id);
      // Setup and schedules want units not placed yet: offer those first.
      rank = placed ? "1" : "0";
      detail = `${detail ?? ""}${placed ? ` · at ${placed.at}${placed.turn ? ` (turn ${placed.turn})` : ""}` : " · not placed yet"}`;
    }
    items.push({ label: d.id, detail, insertText: quote(d.id), sortText: `${rank}${d.id}`, ref, documentation: d.role === "self" ? undefined : `Declared in the ${d.role}.` });
  }
  let incomplete = false;
  if (places && context) {
    if (ref === "entry") for (const e of MAP_EDGES) items.push({ label: e, detail: "map edge", insertText: quote(e), sortText: `2${e}`, ref: "edge" });
    if (intel.hexes && /^[0-9]*$/.test(prefix)) {
      // Ranked, not alphabetical: the order of the list is the order the ranking chose (see ./hex-context).
      const { labels, sea, more } = intel.hexes.ranked(prefix, HEX_COMPLETION_LIMIT, context.anchors, context.seaFirst);
      incomplete = more;
      const near = { none: "in map order", territory: "nearest first to its nation's territory", formation: "nearest first to its formation's units", nation: "nearest first to its nation's units", side: "nearest first to its side's units" }[context.basis];
      const order = `${context.seaFirst ? "Sea" : "Land"} hexes first, ${near}.`;
      labels.forEach((label, i) => {
        const group = sea.has(label) === context.seaFirst ? "1" : "4";
        items.push({ label, detail: hexSummary(intel.hexes?.info(label) ?? null), documentation: order, insertText: quote(label), sortText: `${group}${String(i).padStart(6, "0")}`, ref: "hex" });
      });
    }
  }
  return { ref, range, items, incomplete };
}

function hexSummary(info: ReturnType<NonNullable<Intel["hexes"]>["info"]>): string | undefined {
  if (!info) return undefined;
  const parts = [info.terrain?.name ?? info.terrain?.id ?? "no terrain"];
  for (const f of info.features) parts.push(featureText(f));
  return parts.join(" · ");
}

function featureText(f: Record<string, unknown>): string {
  const kind = str(f.kind) ?? "feature";
  const name = str(f.name);
  const extra = [typeof f.vp === "number" ? `${f.vp} VP` : "", typeof f.capacity === "number" ? `capacity ${f.capacity}` : "", str(f.nation) ?? str(f.originalOwner) ?? ""].filter(Boolean);
  return `${kind}${name ? ` “${name}”` : ""}${extra.length ? ` (${extra.join(", ")})` : ""}`;
}

export interface Definition {
  role: DocRole;
  pointer: string;
  /** For a hex: which character of the terrain row string. */
  charIndex?: number;
}

export function definitionOf(intel: Intel, ref: RefKind, value: string): Definition | null {
  if ((ref === "hex" || ref === "location" || ref === "entry") && /^[0-9]+$/.test(value)) {
    const d = intel.hexes?.definition(value);
    return d && intel.hexes ? { role: intel.hexes.role, pointer: d.pointer, charIndex: d.index } : null;
  }
  const d = intel.lookup(ref, value);
  return d ? { role: d.role, pointer: d.pointer } : null;
}

/** Markdown for a hover, or null when the value names nothing known. */
export function hoverOf(intel: Intel, ref: RefKind, value: string): string | null {
  if ((ref === "hex" || ref === "location" || ref === "entry") && /^[0-9]+$/.test(value)) {
    const info = intel.hexes?.info(value);
    if (!info) return intel.hexes ? `**Hex ${value}** is not on the map.` : null;
    const lines = [`**Hex ${value}** — ${info.terrain ? `${info.terrain.name ?? info.terrain.id} (${info.terrain.terrainClass ?? "?"})` : "no terrain"}`];
    if (info.features.length) lines.push(`Features: ${info.features.map(featureText).join("; ")}`);
    if (info.nation) lines.push(`Nation: ${info.nation}`);
    if (info.seaZone) lines.push(`Sea zone: ${info.seaZone}`);
    const here = intel.atLocation.get(value);
    if (here?.length) lines.push(`Here: ${here.map((h) => (h.turn ? `${h.unit} (turn ${h.turn})` : h.unit)).join(", ")}`);
    return lines.join("\n\n");
  }
  if (value.startsWith("edge:")) return `**Map edge** ${value.slice(5)}`;
  const d = intel.lookup(ref, value);
  if (!d) return null;
  const v = d.value;
  const lines = [`**${d.id}**${d.name ? ` — ${d.name}` : ""}`];
  if (ref === "unit") {
    const stats = ["attack", "defence", "er", "ma", "sp", "steps"].map((k) => (typeof v[k] === "number" ? `${k.toUpperCase().replace("ATTACK", "AS").replace("DEFENCE", "DS")} ${v[k]}` : "")).filter(Boolean);
    lines.push([str(v.type), str(v.nation), str(v.formation)].filter(Boolean).join(" · "));
    if (stats.length) lines.push(stats.join(" · "));
    const placed = intel.placement.get(d.id);
    lines.push(placed ? `${placed.turn ? `Arrives turn ${placed.turn} at` : "Set up at"} ${placed.at}` : "Not set up or scheduled");
  } else if (d.detail) lines.push(d.detail);
  if (d.role !== "self") lines.push(`_Declared in the ${d.role}._`);
  return lines.join("\n\n");
}
