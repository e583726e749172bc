/**
 * What refers to a space, a hex, a nation or a unit type, before it goes
 * [#26 item 2]: the painters ask this before a deletion or a resize, so the
 * designer learns which scenarios lose what, instead of meeting the damage
 * later as a lint in another document. Pure; scenarios come in as parsed JSON
 * of any shape (a broken one is read as far as it goes).
 */
import { formatLabel, gridSpecOf } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";

export interface ScenarioSource {
  /** The scenario's document name, as the library shows it. */
  name: string;
  value: unknown;
}

export interface ScenarioUse {
  scenario: string;
  /** One line per use, e.g. "Aurelia places 3 infantry, 1 tank in aurel". */
  uses: string[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

/** The scenario's nation names by id (the id when it has no name). */
function nationNames(scenario: Obj): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of arr(scenario.nations)) {
    const id = str(obj(n)?.id);
    if (id) out.set(id, str(obj(n)?.name) ?? id);
  }
  return out;
}

const unitCounts = (units: unknown) =>
  arr(units)
    .map((u) => ({ type: str(obj(u)?.type), count: obj(u)?.count }))
    .filter((u) => u.type)
    .map((u) => `${typeof u.count === "number" ? u.count : "?"} ${u.type}`)
    .join(", ");

function collect(scenarios: readonly ScenarioSource[], find: (scenario: Obj) => string[]): ScenarioUse[] {
  const out: ScenarioUse[] = [];
  for (const s of scenarios) {
    const value = obj(s.value);
    const uses = value ? find(value) : [];
    if (uses.length > 0) out.push({ scenario: s.name, uses });
  }
  return out;
}

/** Area scenarios' set-up placements and victory cities in the given territories or sea zones. */
export function usesOfSpaces(scenarios: readonly ScenarioSource[], spaces: ReadonlySet<string>): ScenarioUse[] {
  return collect(scenarios, (scenario) => {
    const names = nationNames(scenario);
    const uses: string[] = [];
    for (const entry of arr(scenario.areaSetup)) {
      const e = obj(entry);
      const at = str(e?.territory);
      if (!e || !at || !spaces.has(at)) continue;
      const nation = str(e.nation);
      uses.push(`${nation ? (names.get(nation) ?? nation) : "A nation"} places ${unitCounts(e.units) || "units"} in ${at}`);
    }
    for (const city of arr(obj(scenario.victoryCities)?.cities)) {
      if (typeof city === "string" && spaces.has(city)) uses.push(`counts ${city} as a victory city`);
    }
    return uses;
  });
}

/** Hex scenarios' set-up, reinforcement entries, VP hexes, capitals and mines on the given hex labels. */
export function usesOfHexes(scenarios: readonly ScenarioSource[], hexes: ReadonlySet<string>): ScenarioUse[] {
  return collect(scenarios, (scenario) => {
    const uses: string[] = [];
    const on = (v: unknown) => typeof v === "string" && hexes.has(v);
    for (const s of arr(scenario.setup)) if (on(obj(s)?.at)) uses.push(`sets up ${String(obj(s)!.unit)} in ${String(obj(s)!.at)}`);
    for (const r of arr(scenario.reinforcements)) {
      const e = obj(r);
      if (e && on(e.at)) uses.push(`brings ${arr(e.units).join(", ")} in at ${String(e.at)} on turn ${String(e.turn)}`);
    }
    const victory = obj(scenario.victory);
    for (const v of arr(victory?.vpHexes)) if (on(obj(v)?.hex)) uses.push(`scores ${String(obj(v)!.value)} VP for ${String(obj(v)!.hex)}`);
    for (const c of arr(victory?.capitals)) if (on(obj(c)?.hex)) uses.push(`has the capital of ${String(obj(c)!.nation)} in ${String(obj(c)!.hex)}`);
    for (const m of arr(obj(scenario.navalWar)?.mines)) if (on(obj(m)?.hex)) uses.push(`lays a mine in ${String(obj(m)!.hex)}`);
    return uses;
  });
}

/** One paragraph for a confirmation: "Scenario A: x; y. Scenario B: z." (at most `max` uses, then how many more). */
export function describeUses(uses: readonly ScenarioUse[], max = 8): string {
  let left = max;
  let hidden = 0;
  const parts = uses.map((u) => {
    const shown = u.uses.slice(0, Math.max(0, left));
    left -= shown.length;
    hidden += u.uses.length - shown.length;
    return shown.length > 0 ? `${u.scenario}: ${shown.join("; ")}.` : "";
  });
  return [...parts.filter(Boolean), hidden > 0 ? `(and ${hidden} more)` : ""].filter(Boolean).join(" ");
}

/** Rows or columns a hex map resize adds (positive) or removes (negative) on each side, as lib/painter/resize.ts takes them. */
export interface ResizeBy {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The labels (as they are now) of the hexes a resize cuts off the map. */
export function hexesCutOff(map: HexMap, by: ResizeBy): Set<string> {
  const spec = gridSpecOf(map);
  const out = new Set<string>();
  if (!spec) return out;
  const columns = spec.columns + by.left + by.right;
  const rows = spec.rows + by.top + by.bottom;
  for (let col = 0; col < spec.columns; col++) {
    const colGone = col + by.left < 0 || col + by.left >= columns;
    for (let row = 0; row < spec.rows; row++) {
      if (colGone || row + by.top < 0 || row + by.top >= rows) out.add(formatLabel(spec, { col, row }));
    }
  }
  return out;
}

const idsOf = (list: unknown) => new Set(arr(list).flatMap((x) => str(obj(x)?.id) ?? []));

/** Nations and unit types a game had before an edit and lacks after it. */
export function removedFromGame(before: unknown, after: unknown): { nations: Set<string>; unitTypes: Set<string> } {
  const gone = (key: string) => {
    const now = idsOf(obj(after)?.[key]);
    return new Set([...idsOf(obj(before)?.[key])].filter((id) => !now.has(id)));
  };
  return { nations: gone("nations"), unitTypes: gone("unitTypes") };
}

/** Scenarios' nations, OOB units and area set-up that use the given nations or unit types. */
export function usesOfGameIds(scenarios: readonly ScenarioSource[], removed: { nations: ReadonlySet<string>; unitTypes: ReadonlySet<string> }): ScenarioUse[] {
  return collect(scenarios, (scenario) => {
    const uses: string[] = [];
    for (const n of arr(scenario.nations)) {
      const id = str(obj(n)?.id);
      if (id && removed.nations.has(id)) uses.push(`plays nation ${id}`);
    }
    const units = arr(scenario.units).filter((u) => removed.unitTypes.has(str(obj(u)?.type) ?? ""));
    if (units.length > 0) uses.push(`has ${units.length} unit${units.length === 1 ? "" : "s"} of type ${[...new Set(units.map((u) => String(obj(u)!.type)))].join(", ")} in its OOB`);
    for (const entry of arr(scenario.areaSetup)) {
      const e = obj(entry);
      if (!e) continue;
      const types = arr(e.units).flatMap((u) => str(obj(u)?.type) ?? []).filter((t) => removed.unitTypes.has(t));
      if (types.length > 0) uses.push(`places ${types.join(", ")} in ${String(e.territory)}`);
    }
    return uses;
  });
}

/** Saved scenario documents (name and JSON text) as sources; text that does not parse counts as nothing. */
export function scenarioSources(docs: readonly { name: string; content: string }[]): ScenarioSource[] {
  return docs.map((d) => {
    try {
      return { name: d.name, value: JSON.parse(d.content) as unknown };
    } catch {
      return { name: d.name, value: null };
    }
  });
}
