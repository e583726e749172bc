import type { Ending } from "@/lib/model/balance-report";

/**
 * What one bot game leaves for the report: small enough to send from a
 * worker thread by the thousand, and the same for both rulesets (hex labels
 * and space ids are both strings; rounds count as turns).
 */
export interface GameRecord {
  /** Position in the run (game i plays seed + i); the report sorts by it. */
  index: number;
  seed: number;
  winner: string | null;
  level: string;
  ending: Ending;
  /** The turn (round) in which the game ended. */
  turns: number;
  /**
   * Score of each side (in the scenario's side order) at the end of each turn
   * played, from the scenario's first turn: `score[side][k]` is turn first + k.
   */
  score: number[][];
  /** Hexes or spaces whose controller at the end differs from the start. */
  changed: { at: string; start: string | null; final: string | null }[];
  /** Units eliminated, by place and the side that lost them. */
  eliminations: { at: string; side: string; units: number }[];
  /** Steps and whole units lost, by side and unit type. */
  losses: { side: string; unitType: string; steps: number; units: number }[];
}

/** What the report needs besides the games: where they came from and how to read them. */
export interface ReportMeta {
  /** The ruleset's id in the registry. */
  ruleset: string;
  scenario: { name: string; digest: string; revision: number | null; documentId: string | null };
  sides: { id: string; name: string; colour: string | null; bot: string }[];
  seed: number;
  gamesRequested: number;
  partial: boolean;
  firstTurn: number;
  lastTurn: number;
  /** VP hexes or victory cities with their controller at the start: always reported. */
  objectives: { at: string; start: string | null }[];
}
