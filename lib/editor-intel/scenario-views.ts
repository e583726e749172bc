/**
 * The scenario as the OOB table and the reinforcement timeline see it: rows
 * read from the parsed document, each remembering its index so an edit can be
 * written back to exactly that place in the text.
 */
import { type Obj, isObj, list, str } from "./intel";
import type { JsonPath } from "./json-tree";

export const UNIT_NUMBER_FIELDS = ["attack", "defence", "er", "ma", "sp", "steps", "range"] as const;
export type UnitNumberField = (typeof UNIT_NUMBER_FIELDS)[number];
export const UNIT_TEXT_FIELDS = ["id", "type", "name", "nation", "formation"] as const;
export type UnitTextField = (typeof UNIT_TEXT_FIELDS)[number];
export type UnitField = UnitNumberField | UnitTextField;

export interface OobRow {
  index: number;
  id: string;
  type: string;
  name: string;
  nation: string;
  formation: string;
  /** The colour of the unit's formation, when the formation has one [15.2.10, 18.1]. */
  formationColour?: string;
  attack?: number;
  defence?: number;
  er?: number;
  ma?: number;
  sp?: number;
  steps?: number;
  /** A helicopter's or ship's range [2.4.3]; an HQ's support value and range in the Advanced game [18.2.1]. */
  range?: number;
  /** The reduced side's strengths (a 2-step unit's back: W-UNIT-NO-REDUCED-SIDE when missing). */
  reducedAttack?: number;
  reducedDefence?: number;
  /** "2307", or "T3 edge:west" for a reinforcement, "held: reserve" for a unit held in an off-map box, or "" when unplaced. */
  setup: string;
}

export function oobRows(scenario: unknown): OobRow[] {
  const setup = new Map<string, string>();
  for (const s of list(scenario, "setup")) if (str(s.unit) && str(s.at) && !setup.has(s.unit as string)) setup.set(s.unit as string, s.at as string);
  for (const r of list(scenario, "reinforcements")) {
    const units = Array.isArray(r.units) ? r.units : [];
    for (const u of units) if (typeof u === "string" && !setup.has(u)) setup.set(u, `T${typeof r.turn === "number" ? r.turn : "?"} ${str(r.at) ?? ""}`.trim());
  }
  // A unit held in an off-map box (a ported module's zone) is there until set up.
  for (const h of list(scenario, "holding")) if (str(h.unit) && str(h.box) && !setup.has(h.unit as string)) setup.set(h.unit as string, `held: ${h.box as string}`);
  const colours = new Map(list(scenario, "formations").flatMap((f) => (str(f.id) && str(f.colour) ? [[f.id as string, f.colour as string]] : [])));
  const raw = isObj(scenario) && Array.isArray(scenario.units) ? scenario.units : [];
  const rows: OobRow[] = [];
  raw.forEach((u, index) => {
    if (!isObj(u)) return;
    const num = (k: string) => (typeof u[k] === "number" ? (u[k] as number) : undefined);
    const id = str(u.id) ?? "";
    rows.push({
      index,
      id,
      type: str(u.type) ?? "",
      name: str(u.name) ?? "",
      nation: str(u.nation) ?? "",
      formation: str(u.formation) ?? "",
      formationColour: colours.get(str(u.formation) ?? ""),
      attack: num("attack"),
      defence: num("defence"),
      er: num("er"),
      ma: num("ma"),
      sp: num("sp"),
      steps: num("steps"),
      range: num("range"),
      reducedAttack: isObj(u.reduced) && typeof u.reduced.attack === "number" ? u.reduced.attack : undefined,
      reducedDefence: isObj(u.reduced) && typeof u.reduced.defence === "number" ? u.reduced.defence : undefined,
      setup: setup.get(id) ?? "",
    });
  });
  return rows;
}

export interface ReinforcementEntry {
  index: number;
  turn: number;
  at: string;
  units: string[];
}

export function reinforcementEntries(scenario: unknown): ReinforcementEntry[] {
  const raw = isObj(scenario) && Array.isArray(scenario.reinforcements) ? scenario.reinforcements : [];
  const out: ReinforcementEntry[] = [];
  raw.forEach((r, index) => {
    if (!isObj(r) || typeof r.turn !== "number") return;
    out.push({ index, turn: r.turn, at: str(r.at) ?? "", units: (Array.isArray(r.units) ? r.units : []).filter((u): u is string => typeof u === "string") });
  });
  return out;
}

/** First and last turn, with defaults when the document does not say yet. */
export function turnRange(scenario: unknown): { first: number; last: number } {
  const turns: Obj = isObj(scenario) && isObj(scenario.turns) ? scenario.turns : {};
  const first = typeof turns.first === "number" ? turns.first : 1;
  const last = typeof turns.last === "number" && turns.last >= first ? turns.last : first + 7;
  return { first, last: Math.min(last, first + 199) };
}

/**
 * The hex to highlight on the map for a cursor at `path`: a setup entry's or a
 * reinforcement's location, a unit's own setup hex, or any hex label value.
 */
export function hexForPath(scenario: unknown, path: JsonPath): string | null {
  const [head, i] = path;
  if (typeof i !== "number") return null;
  const label = (v: unknown) => (typeof v === "string" && /^[0-9]+$/.test(v) ? v : null);
  const item = (key: string): Obj | undefined => {
    const raw = isObj(scenario) && Array.isArray(scenario[key]) ? (scenario[key] as unknown[])[i] : undefined;
    return isObj(raw) ? raw : undefined;
  };
  if (head === "setup" || head === "reinforcements") return label(item(head)?.at);
  if (head === "units") {
    const id = str(item("units")?.id);
    if (!id) return null;
    for (const s of list(scenario, "setup")) if (s.unit === id) return label(s.at);
    for (const r of list(scenario, "reinforcements")) if (Array.isArray(r.units) && r.units.includes(id)) return label(r.at);
    return null;
  }
  if (head === "victory" && (path[1] === "vpHexes" || path[1] === "capitals") && typeof path[2] === "number") {
    const v = isObj(scenario) && isObj(scenario.victory) ? list(scenario.victory, path[1])[path[2]] : undefined;
    return label(v?.hex);
  }
  return null;
}

export interface CellChoice {
  value: string;
  label: string;
}

/**
 * What a nation, type or formation cell of the OOB table may hold: the ids
 * the scenario and its game declare, labelled with their names, so a designer
 * picks one instead of typing an id. A formation may also be none. Null for
 * other columns, or when nothing is declared to pick from (the cell is typed).
 */
export function cellChoices(key: keyof OobRow, scenario: unknown, game: unknown): CellChoice[] | null {
  const from = (items: Obj[]) =>
    items.flatMap((item) => {
      const id = str(item.id);
      const name = str(item.name);
      return id ? [{ value: id, label: name && name !== id ? `${name} (${id})` : id }] : [];
    });
  const out = key === "nation" ? from(list(scenario, "nations")) : key === "type" ? from(list(game, "unitTypes")) : key === "formation" ? from(list(scenario, "formations")) : [];
  if (out.length === 0) return null;
  return key === "formation" ? [{ value: "", label: "(none)" }, ...out] : out;
}
