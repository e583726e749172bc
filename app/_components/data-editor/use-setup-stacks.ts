"use client";

import { useCallback, useMemo } from "react";
import { list, str } from "@/lib/editor-intel";
import { faceOf } from "@/lib/model/counter-face";
import type { MapEditor } from "@/lib/painter/editor";
import { type RosterUnit, nationColours, roster, stackLimit, stackStatus, unitSp } from "@/lib/scenario-setup";
import { symbolFor } from "../board-canvas/counters";
import type { SetupCounter, SetupStack } from "./setup-board";

/**
 * What the set-up map shows of a scenario: its units as counters in their
 * nations' colours, the stacks on each hex with their stacking points against
 * the hex's limit, the units still to place, and the turns reinforcements
 * arrive on each hex. Units just dropped (`pending`) stand where they were
 * dropped until the text's next snapshot.
 */
export function useSetupStacks(editor: MapEditor | null, scenario: unknown, game: unknown, map: unknown, pending: { units: ReadonlySet<string>; to: number } | null) {
  const colours = useMemo(() => nationColours(scenario, game, map), [scenario, game, map]);
  const units = useMemo(() => roster(scenario, colours), [scenario, colours]);
  const byId = useMemo(() => new Map(units.map((u) => [u.id, u])), [units]);
  const unplaced = useMemo(() => units.filter((u) => u.placement.kind === "unplaced" && !pending?.units.has(u.id)), [units, pending]);

  const counterOf = useMemo(() => {
    const types = new Map(list(game, "unitTypes").map((t) => [str(t.id) ?? "", t]));
    // Formations by colour, and HQs with their range [15.2.10, 18.1, 18.2.1].
    const bands = new Map(list(scenario, "formations").flatMap((f) => (str(f.id) && str(f.colour) ? [[f.id as string, f.colour as string]] : [])));
    const isHq = (flags: unknown) => Array.isArray(flags) && (flags.includes("hq") || flags.includes("supreme-hq"));
    return (u: RosterUnit): SetupCounter => {
      const type = types.get(u.type);
      const n = (k: string) => (typeof u.raw[k] === "number" ? String(u.raw[k]) : "–");
      const band = u.formation === undefined ? undefined : bands.get(u.formation);
      const hqRange = isHq(type?.flags) && typeof u.raw.range === "number" ? u.raw.range : undefined;
      return { id: u.id, name: u.name, nation: u.nation, colour: u.colour, symbol: symbolFor(type, u.type), strengths: `${n("attack")}-${n("defence")}-${n("ma")}`, sp: unitSp(u.raw, type), band, hqRange, face: faceOf(u.raw.counter, type?.counter, false) };
    };
  }, [game, scenario]);

  const terrainClassAt = useCallback((hex: number) => {
    if (!editor) return undefined;
    const t = editor.map.terrain[hex] ?? 0;
    return t > 0 ? editor.map.meta.terrainTypes[t - 1]?.terrainClass : undefined;
  }, [editor]);

  const stacks = useMemo(() => {
    const out = new Map<number, SetupStack>();
    if (!editor) return out;
    const members = new Map<number, RosterUnit[]>();
    for (const u of units) {
      const hex = pending?.units.has(u.id) ? pending.to : u.placement.kind === "setup" ? editor.indexOfLabel(u.placement.at) : null;
      if (hex === null) continue;
      const at = members.get(hex);
      if (at) at.push(u);
      else members.set(hex, [u]);
    }
    for (const [hex, list] of members) {
      const counters = list.map(counterOf);
      const cls = terrainClassAt(hex);
      const status = stackStatus(counters.map((c, i) => ({ sp: c.sp, formation: list[i]?.formation })), stackLimit(game, cls), cls);
      out.set(hex, { hex, label: editor.labelOf(hex), units: counters, status });
    }
    return out;
  }, [editor, units, pending, counterOf, terrainClassAt, game]);

  const arrivals = useMemo(() => {
    const out = new Map<number, number[]>();
    if (!editor) return out;
    for (const r of list(scenario, "reinforcements")) {
      const hex = str(r.at) ? editor.indexOfLabel(r.at as string) : null;
      if (hex === null || typeof r.turn !== "number") continue;
      out.set(hex, [...(out.get(hex) ?? []), r.turn]);
    }
    return out;
  }, [editor, scenario]);

  return { units, byId, unplaced, stacks, arrivals };
}
