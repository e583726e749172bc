import type { GameState } from "../types";
import type { Context } from "../context";
import type { AdvancedState } from "./types";

/** Whether a game plays the Advanced game: its game document's ruleset is "nextwar-advanced" [14.0]. */
export function isAdvanced(state: GameState): boolean {
  return state.ruleset === "nextwar-advanced";
}

/** The Advanced state of a game that plays it; throws for a standard game (a bug: the caller should have asked `isAdvanced`). */
export function advOf(state: GameState): AdvancedState {
  if (!state.adv) throw new Error("not an Advanced game");
  return state.adv;
}

/** Replaces some of a draft's Advanced records (never edits them in place: states share `adv`). */
export function setAdv(draft: GameState, patch: Partial<AdvancedState>): void {
  draft.adv = { ...advOf(draft), ...patch };
}

/** The opening Advanced state from the scenario [19.3, 20.1.1, 18.2.4, 28.1]. */
export function createAdvanced(ctx: Context): AdvancedState {
  const adv = ctx.bundle.scenario.advanced;
  const bySide = <T>(f: (side: string) => T): Record<string, T> => Object.fromEntries(ctx.sides.map((s) => [s, f(s)]));
  const points = (list: readonly { side: string; points: number }[] | undefined, side: string) => list?.find((p) => p.side === side)?.points ?? 0;
  return {
    supplyPoints: bySide((s) => points(adv?.supplyPoints, s)),
    isolated: {},
    emergency: {},
    emergencyTried: {},
    lines: {},
    hq: {},
    strikes: {},
    detected: {},
    targeted: {},
    sof: bySide((s) => {
      const sof = adv?.sof?.find((x) => x.side === s);
      const available = Math.min(sof?.markers ?? 0, sof?.counterMix ?? 0);
      return { available, used: 0, eliminated: 0, unplayed: Math.max(0, (sof?.counterMix ?? 0) - available) };
    }),
    raided: {},
    reconned: {},
    cwPoints: bySide((s) => points(adv?.chemicalWeapons, s)),
    cwMarkers: {},
    ewTries: {},
    un: { status: "none", vetoes: bySide((s) => adv?.un?.vetoes.find((v) => v.side === s)?.count ?? 0), refusing: {}, accepted: {} },
    rebuiltHq: {},
    tracks: Object.fromEntries((adv?.airDefence ?? []).map((t) => [t.nation, { detection: t.detection, sam: t.sam, aaa: t.aaa }])),
    weapons: Object.fromEntries((adv?.theatreWeapons ?? []).map((w) => [w.id, w.points])),
  };
}
