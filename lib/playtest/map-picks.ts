import type { NavalMoveTarget, SpecialMoveTarget, SpecialMoveTargets } from "@/lib/engine";
import { assaultMarkWords } from "./amphibious";
import { inWords, percent } from "./naval-choices";
import { adfRisk, afterWords, contestedRisk, type MoveMode } from "./special-moves";

/**
 * Destinations picked on the board, as land moves are: a naval move's sea
 * hexes and ports [8.5.6.4], the assault positions among them [8.5.8.1],
 * and the landing hexes of an airlift, paradrop, airmobile (the side's own
 * points or an AMPH's [8.5.5]) or sea transport [8.5.2–8.5.7.1]. Each is
 * shaded by its kind and carries the words the hover line shows: its risk
 * (contested-move roll, ADF line). Every destination comes from the engine's
 * queries and legal actions; nothing here decides a rule.
 */

export type PickKind = "naval" | "naval-contested" | "assault" | "airlift" | "paradrop" | "airmobile" | "usmc" | "sea-transport";

export interface MapPick {
  /** The hex label. */
  to: string;
  kind: PickKind;
  /** What the hover line says of it: the roll it risks, what follows. */
  words: string;
}

/** How the panels name each kind's shade, for the legend. */
export const PICK_SHADES: Record<PickKind, string> = {
  naval: "blue",
  "naval-contested": "amber (a contested-move roll)",
  assault: "dashed teal (assault positions)",
  airlift: "purple",
  paradrop: "purple",
  airmobile: "purple",
  usmc: "pink (an AMPH's own point)",
  "sea-transport": "purple",
};

/** What each kind of destination is, counted in the panels' summary line. */
const KIND_NOUNS: Record<PickKind, [string, string]> = {
  naval: ["sea hex or port", "sea hexes and ports"],
  "naval-contested": ["contested", "contested"],
  assault: ["assault position", "assault positions"],
  airlift: ["airfield", "airfields and airbases"],
  paradrop: ["drop hex", "drop hexes"],
  airmobile: ["landing hex", "landing hexes"],
  usmc: ["USMC landing hex", "USMC landing hexes"],
  "sea-transport": ["port", "ports and beachheads"],
};

/** The naval move's words: the contested-move roll with its chance, or none [8.5.6.4.1]. */
export function navalRiskShort(t: NavalMoveTarget): string {
  return t.reasons.length === 0 ? "no contested-move roll [8.5.6.4.1]" : `contested-move roll: ${percent(t.passChance)} to pass [8.5.6.4.1]`;
}

export interface NavalPicks {
  /** Sea hexes and ports, on the map. */
  hexes: MapPick[];
  /** The sea and coastal boxes, which are off the map [7.1]: the panel lists them. */
  boxes: NavalMoveTarget[];
  /** Every destination the engine holds legal, by its key (hex label or box id). */
  byKey: Map<string, NavalMoveTarget>;
}

/**
 * The picked ship's destinations [8.5.6.4]: the engine's targets that `legal`
 * lists for it, hexes apart from boxes; assault positions (the board's
 * marks [8.5.8.1]) first among the kinds, then contested routes.
 */
export function navalPicks(targets: readonly NavalMoveTarget[] | { error: string }, legalTo: readonly string[], assault: ReadonlyMap<string, readonly string[]>): NavalPicks {
  const out: NavalPicks = { hexes: [], boxes: [], byKey: new Map() };
  if ("error" in targets) return out;
  const legal = new Set(legalTo);
  for (const t of targets) {
    if (!legal.has(t.to)) continue;
    out.byKey.set(t.to, t);
    if (t.where === "sea-box" || t.where === "coastal-box") {
      out.boxes.push(t);
      continue;
    }
    const beaches = assault.get(t.to);
    const kind: PickKind = beaches ? "assault" : t.reasons.length > 0 ? "naval-contested" : "naval";
    out.hexes.push({ to: t.to, kind, words: `sail here: ${navalRiskShort(t)}${beaches ? ` · ${assaultMarkWords(beaches)}` : ""}` });
  }
  return out;
}

/** A naval move's full risk [8.5.6.4.1]: the reasons, the DRMs and the chance, ids in the documents' words. */
export function navalRiskWords(t: NavalMoveTarget, words: Readonly<Record<string, string>>): string {
  if (t.reasons.length === 0) return "No contested-move roll on this route [8.5.6.4.1].";
  const drms = t.drms.length > 0 ? ` (${t.drms.map((d) => `${d.value > 0 ? "+" : "−"}${Math.abs(d.value)} ${d.why}`).join(", ")})` : "";
  return inWords(`Contested-move roll [8.5.6.4.1]: ${t.reasons.join("; ")}. DRM ${t.drm >= 0 ? "+" : ""}${t.drm}${drms}; ${percent(t.passChance)} to pass, else it stays where it is.`, words);
}

const LEVELS: Record<string, string> = { supremacy: "air supremacy", superiority: "air superiority", favourable: "favourable", contested: "contested", unfavourable: "unfavourable" };

/** One air or sea transport destination's risk in a line [6.6, 6.6.1.1, 8.5.6.4.1, 8.5.5]. */
export function specialRiskShort(mode: MoveMode, t: SpecialMoveTarget, escort: number, line: readonly string[] | null, names: Readonly<Record<string, string>> = {}): string {
  const after = afterWords(t);
  if (mode === "sea-transport") return `${contestedRisk(t)}; ${after}`;
  const by = t.base ? ` · by ${names[t.base] ?? t.base} (USMC) [8.5.5]` : "";
  const risk = adfRisk(t, escort, line);
  if (!risk) return `${after}${by}`;
  if (risk.exempt) return `no ADF roll (exempt) [6.6]; ${after}${by}`;
  const level = LEVELS[risk.level] ?? risk.level;
  return `ADF ${level} line, DRM ${risk.drm >= 0 ? "+" : ""}${risk.drm}: ${risk.summary}; ${after}${by}`;
}

/**
 * The selected stack's destinations in a special mode, one a hex: the first
 * the engine lists for a hex is the one a click flies (the side's own points
 * before an AMPH's [8.5.5]), so its words are the hex's.
 */
export function specialPicks(mode: Exclude<MoveMode, "land">, targets: readonly SpecialMoveTarget[], escort: number, line: (level: string) => readonly string[] | null, names: Readonly<Record<string, string>> = {}): MapPick[] {
  const seen = new Set<string>();
  const out: MapPick[] = [];
  for (const t of targets) {
    if (seen.has(t.to)) continue;
    seen.add(t.to);
    out.push({ to: t.to, kind: t.base ? "usmc" : mode, words: specialRiskShort(mode, t, escort, t.adf ? line(t.adf.level) : null, names) });
  }
  return out;
}

/** "249 destinations: 12 assault positions, 30 contested, 206 sea hexes and ports, 1 box" (`boxes`: destinations off the map [7.1]). */
export function pickSummary(picks: readonly { kind: PickKind }[], boxes = 0): string {
  const counts = new Map<PickKind, number>();
  for (const p of picks) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
  const total = picks.length + boxes;
  const parts = [...counts].sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b)).map(([k, n]) => `${n} ${KIND_NOUNS[k][n === 1 ? 0 : 1]}`);
  if (boxes > 0) parts.push(`${boxes} box${boxes === 1 ? "" : "es"}`);
  return `${total} destination${total === 1 ? "" : "s"}${parts.length > 1 ? `: ${parts.join(", ")}` : ""}`;
}

const ORDER: PickKind[] = ["assault", "naval-contested", "naval", "airlift", "paradrop", "airmobile", "usmc", "sea-transport"];

/** The kinds present, in the legend's order, with their shades. */
export function pickLegend(picks: readonly { kind: PickKind }[]): { kind: PickKind; shade: string }[] {
  const kinds = new Set(picks.map((p) => p.kind));
  return ORDER.filter((k) => kinds.has(k)).map((kind) => ({ kind, shade: PICK_SHADES[kind] }));
}

/**
 * Whose airmobile points a stack's flights spend, as the engine lists them
 * [8.5.4.1, 8.5.5]: an airmobile-class stack carries itself and spends none,
 * so its flights are offered whatever the side has left (never "0 points
 * left" beside them); other stacks spend 1 a SP of the side's points left
 * this turn; a USMC flight spends its AMPH's own point.
 */
export function airmobilePointsWords(q: Pick<SpecialMoveTargets, "airmobile" | "left" | "need">): string {
  const own = q.airmobile.some((t) => !t.base);
  const usmc = q.airmobile.some((t) => t.base);
  const parts: string[] = [];
  if (own && q.need.airmobile === 0) parts.push("the airmobile class carries itself: no airmobile points spent [8.5.4.1]");
  else if (own) parts.push(`spends ${q.need.airmobile} of the ${q.left.airmobile} airmobile point${q.left.airmobile === 1 ? "" : "s"} left this turn [8.5.4.1]`);
  if (usmc) parts.push("a USMC flight spends its AMPH's own point [8.5.5]");
  return parts.join("; ");
}
