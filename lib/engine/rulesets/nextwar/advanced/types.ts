/**
 * The Advanced game's part of a Next War state [14–29] (`GameState.adv`),
 * present only when the game document's ruleset is "nextwar-advanced".
 *
 * Every record here is replaced, never edited in place: cloneState shares
 * `adv` between a state and the next, so a writer builds a new record
 * (`setAdv(draft, { strikes: { ...draft.adv.strikes, [id]: 1 } })`). Out of
 * supply is the standard game's `GameState.supply.out`, so every effect the
 * standard rules give it [13.1.4, 19.5] holds in the Advanced game too.
 */
export interface AdvancedState {
  /** Supply points by side [19.3]; never negative. */
  supplyPoints: Record<string, number>;
  /** Units under an isolated marker, with the game turn they were found isolated [19.7.1]. */
  isolated: Record<string, number>;
  /** Units under an emergency supply marker this turn [19.6]. */
  emergency: Record<string, true>;
  /** Units (and HQs) that tried emergency supply this phase: one try each [19.6]. */
  emergencyTried: Record<string, true>;
  /** The supply lines found by the last supply check, by unit id: the hexes (labels) from the unit to its source or HQ [19.2]; absent for units out of supply. */
  lines: Record<string, string[]>;
  /** HQ combat uses this turn by HQ id [18.2]: uses spent (strike and combat), uses lost to hits, and in which of the two it was used. */
  hq: Record<string, HqUses>;
  /** Strike markers on land units, HQs, depots and MSUs [27.1, 27.1.1]. */
  strikes: Record<string, 1 | 2>;
  /** Units under a detection marker this turn (SOF recon, electronic detection) [20.2.2, 21.3]. Automatic and air reconnaissance detection is not marked [21.2.1]. */
  detected: Record<string, true>;
  /** Units designated as targets this turn, with the DRM their attackers get [20.2.3]. */
  targeted: Record<string, { side: string; drm: number }>;
  /** SOF mission markers by side [20.1.1, 20.3, 20.4]. */
  sof: Record<string, SofPool>;
  /** Targets raided and units reconnoitred this turn: one raid per target, one recon per unit [20.2.1, 20.2.2]. */
  raided: Record<string, true>;
  reconned: Record<string, true>;
  /** Chemical weapon points left by side, and the CW markers on the map by hex index (removed at the end of the turn) [18.2.4]. */
  cwPoints: Record<string, number>;
  cwMarkers: Record<number, string>;
  /** Damage on installations and airfields by hex index: 1 strike 1, 2 strike 2, 3 destroyed [27.2]; absent until one is hit (advanced/installations.ts). */
  installations?: Record<number, 1 | 2 | 3>;
  /** Hexes sabotaged by SOF raids this turn, with the strike level of the result [20.2.1, 23.4.4]; absent until one is. */
  sabotaged?: Record<number, 1 | 2>;
  /** Electronic detection attempts made this turn by side [21.3]. */
  ewTries: Record<string, number>;
  /** UN mediation [28]. */
  un: UnState;
  /** Each nation's air-defence tracks [24.1], lowered by SOF raids [20.2.1.1, 27.8]; absent in states saved before them. */
  tracks?: Record<string, AirDefenceTracks>;
  /** Theatre weapon points left by weapon id [20.2.1.2]; absent in states saved before them. */
  weapons?: Record<string, number>;
  /** HQs rebuilt in a turn: they start the next turn with one combat use gone [18.5]. */
  rebuiltHq: Record<string, number>;
}

/** A nation's air-defence network [24.1]: detection and SAM 0–10, AAA 0–3. */
export interface AirDefenceTracks {
  detection: number;
  sam: number;
  aaa: number;
}

export interface HqUses {
  /** Combat uses spent this turn (0–2) [18.2]. */
  used: number;
  /** Uses lost to hits this turn [18.2, 27.3.1]; 2 = every use gone [27.3.3]. */
  lost: number;
  strike?: true;
  combat?: true;
}

export interface SofPool {
  /** Markers ready for missions. */
  available: number;
  /** Markers back from a mission this turn, ready again at the reorganisation phase [20.3]. */
  used: number;
  /** Markers in the eliminated box: reinforcements may come from them [20.3, 20.4]. */
  eliminated: number;
  /** Markers not yet in play (the counter mix less those in play) [20.4]. */
  unplayed: number;
}

export interface UnState {
  /** "none": no resolution; "proposed": the mediation roll passed one this turn and the sides may veto it; "passed": no veto, the sides accept or refuse it at the victory step [28.0–28.2]. */
  status: "none" | "proposed" | "passed";
  /** Vetoes left by side [28.1]. */
  vetoes: Record<string, number>;
  /** Sides refusing a passed resolution (each initiative turn of refusal costs them) [28.2]. */
  refusing: Record<string, true>;
  /** A side that accepted a passed resolution. */
  accepted: Record<string, true>;
}
