/** The turn a zone's name says its pieces arrive on: "Turn 3 Reinforcements", "Reinforcements turn 3", "GT 3". */
export function reinforcementTurn(zoneName: string): number | null {
  const m = /\b(?:turn|gt|game turn)\s*#?\s*([0-9]{1,3})\b/i.exec(zoneName);
  if (!m) return null;
  const turn = Number(m[1]);
  return turn >= 1 && turn <= 999 ? turn : null;
}
