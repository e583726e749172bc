/** One line of a combat's explanation: what it says, the rule behind it, and what it adds [9.2]. Its own file so that rule modules the explanation calls (advanced/hq-combat.ts) can name it. */
export interface CombatLine {
  text: string;
  rule: string;
  kind: "strength" | "odds" | "shift" | "drm" | "info";
  value?: number;
}
