import type { AreaGame } from "@/lib/model/game";
import type { Scenario } from "@/lib/model/scenario";
import type { Board } from "./board";
import type { TripleAGame } from "./parse-game";
import type { Report } from "./report";

/**
 * The turn order from the gamePlay sequence [AA:turn-order]: players in the
 * order of their first step that runs every round (bid steps run once and are
 * skipped). Players whose steps interleave (TripleA's Americans and Chinese
 * share a turn) are reported; each then plays a whole turn of its own.
 */
export function turnOrderOf(tg: TripleAGame, nationId: (p: string) => string | undefined, report: Report): string[] {
  const order: string[] = [];
  let last: string | undefined;
  const closed = new Set<string>();
  const interleaved = new Set<string>();
  for (const s of tg.steps) {
    if (!s.player || s.maxRunCount === "1") continue;
    if (s.player !== last) {
      if (last) closed.add(last);
      if (closed.has(s.player)) interleaved.add(s.player);
      last = s.player;
    }
    if (!order.includes(s.player)) order.push(s.player);
  }
  if (interleaved.size > 0) report.warn("<gamePlay>", `the steps of ${[...interleaved].join(", ")} interleave with another player's (a shared turn); in Warbench each nation plays a whole turn, in the order ${order.join(", ")}`);
  for (const p of tg.players) if (!order.includes(p)) {
    report.warn("<gamePlay>", `player "${p}" has no step in the sequence; it plays last`);
    order.push(p);
  }
  return order.map(nationId).filter((n): n is string => n !== undefined);
}

/** unitPlacement rows → area setup, one entry per (space, nation) in first-seen order; factories are map flags, not units. */
export function areaSetupOf(
  tg: TripleAGame,
  board: Board,
  unitTypes: AreaGame["unitTypes"],
  unitId: (name: string) => string | undefined,
  factories: Set<string>,
  nationId: (p: string) => string | undefined,
  report: Report,
): NonNullable<Scenario["areaSetup"]> {
  const entries = new Map<string, { territory: string; nation: string; units: Map<string, number> }>();
  const land = new Map(board.territories.map((t) => [t.id, t]));
  const domain = new Map(unitTypes.map((u) => [u.id, u.domain]));
  const nameOf = new Map([...board.territories, ...board.seaZones].map((s) => [s.id, s.name]));
  for (const p of tg.placements) {
    const where = `unitPlacement ${p.quantity} ${p.unitType} in "${p.territory}"`;
    const space = board.byName.get(p.territory);
    const type = unitId(p.unitType);
    const nation = p.owner ? nationId(p.owner) : undefined;
    if (!space) report.warn(where, "no such territory; not imported");
    else if (!type) report.warn(where, "no such unit type; not imported");
    else if (!nation) report.warn(where, p.owner ? `owner "${p.owner}" is not in the <playerList>; not imported` : "units without an owner (TripleA's Neutral player) are not modelled; not imported");
    else if (p.quantity === 0) continue;
    else if (factories.has(p.unitType)) {
      const t = land.get(space.id);
      if (!t) report.warn(where, "a factory in a sea zone; not imported");
      else {
        t.industrialComplex = true;
        if (t.originalOwner !== nation) report.warn(where, `owned by ${nation} but the territory is ${t.originalOwner ?? "no one"}'s; the complex goes with the territory`);
        if (p.quantity > 1) report.warn(where, "more than one factory in a territory: Warbench has one industrial complex per territory");
      }
    } else {
      let at = space.id;
      if (space.sea && (domain.get(type) === "land" || domain.get(type) === "structure")) {
        // [AA:setup] TripleA starts them aboard transports; a Warbench set-up cannot, so they start on the nearest own coast.
        const shore = board.connections.find((c) => c.from === space.id)?.to.find((id) => land.get(id)?.originalOwner === nation);
        if (!shore) {
          report.warn(where, "land units aboard transports at the start are not modelled and no own coast is adjacent; not imported");
          continue;
        }
        report.warn(where, `land units aboard transports at the start are not modelled; they start ashore in "${nameOf.get(shore)}"`);
        at = shore;
      }
      const key = `${at}\u0000${nation}`;
      const e = entries.get(key) ?? { territory: at, nation, units: new Map<string, number>() };
      e.units.set(type, (e.units.get(type) ?? 0) + p.quantity);
      entries.set(key, e);
    }
  }
  const setup: NonNullable<Scenario["areaSetup"]> = [];
  for (const e of entries.values()) {
    const units: { type: string; count: number }[] = [];
    for (const [type, count] of e.units) {
      // A count holds at most 99: larger stacks become several entries of the same type.
      for (let left = count; left > 0; left -= 99) units.push({ type, count: Math.min(99, left) });
    }
    setup.push({ territory: e.territory, nation: e.nation, units });
  }
  return setup;
}

/** Starting PUs → income; other resources are reported. */
export function incomeOf(tg: TripleAGame, nationId: (p: string) => string | undefined, report: Report): NonNullable<Scenario["income"]> {
  const income: NonNullable<Scenario["income"]> = [];
  for (const r of tg.resources) {
    const nation = nationId(r.player);
    if (r.resource !== "PUs") report.info(`resourceGiven ${r.resource} to "${r.player}"`, `${r.quantity}: only PUs are modelled; not imported`);
    else if (!nation) report.warn(`resourceGiven PUs to "${r.player}"`, "not a player of the <playerList>; not imported");
    else {
      const ipc = Math.min(999, Math.max(0, Math.round(r.quantity)));
      if (ipc !== r.quantity) report.warn(`resourceGiven PUs to "${r.player}"`, `${r.quantity} is outside 0–999; ${ipc} used`);
      const existing = income.find((i) => i.nation === nation);
      if (existing) existing.ipc = Math.min(999, existing.ipc + ipc);
      else income.push({ nation, ipc });
    }
  }
  return income;
}

/**
 * Victory cities [AA:victory]: every territory flagged victoryCity; the counts
 * from TripleA's "Projection of Power VCs" / "Honorable Surrender VCs" /
 * "Total Victory VCs" properties, with TripleA's defaults (13, 15, 18) when the
 * XML gives none, never above the number of cities.
 */
export function victoryCitiesOf(tg: TripleAGame, board: Board, report: Report): Scenario["victoryCities"] | undefined {
  const cities = board.territories.filter((t) => t.victoryCity).map((t) => t.id);
  if (cities.length === 0) return undefined;
  const count = (key: string, fallback: number) => {
    const raw = tg.properties.get(key);
    const n = raw === undefined ? fallback : Number(raw);
    return Math.max(1, Math.min(cities.length, 99, Number.isInteger(n) ? n : fallback));
  };
  const on = (key: string) => tg.properties.get(key) === "true";
  const honorableOnly = on("Honorable Surrender") && !on("Projection of Power");
  const standardVictory = honorableOnly ? count("Honorable Surrender VCs", 15) : count("Projection of Power VCs", 13);
  const totalVictory = count("Total Victory VCs", 18);
  const mode = on("Total Victory") && !on("Projection of Power") && !on("Honorable Surrender") ? "total" : "standard";
  if (!tg.properties.has("Projection of Power VCs") && !tg.properties.has("Honorable Surrender VCs")) {
    report.info("<propertyList>", `no victory city counts given: standard victory at ${standardVictory} and total at ${totalVictory} of ${cities.length} cities (TripleA's defaults)`);
  }
  return { cities, standardVictory, ...(totalVictory > standardVictory ? { totalVictory } : {}), mode };
}

/** Alliances → sides; a player in no alliance gets a side of its own, one in several keeps its first. */
export function sidesOf(tg: TripleAGame, sideIds: { id: (name: string) => string }, report: Report): { sides: AreaGame["sides"]; sideOf: Map<string, string> } {
  const sides: AreaGame["sides"] = [];
  const sideOf = new Map<string, string>();
  const add = (name: string) => {
    const id = sideIds.id(name);
    if (!sides.some((s) => s.id === id)) sides.push({ id, name });
    return id;
  };
  for (const a of tg.alliances) {
    if (!tg.players.includes(a.player)) report.warn(`alliance "${a.alliance}"`, `player "${a.player}" is not in the <playerList>; ignored`);
    else if (sideOf.has(a.player)) report.warn(`alliance "${a.alliance}"`, `player "${a.player}" is already in another alliance; Warbench keeps one side per nation (the first)`);
    else sideOf.set(a.player, add(a.alliance));
  }
  for (const p of tg.players) if (!sideOf.has(p)) {
    report.warn(`player "${p}"`, "in no alliance; it fights on a side of its own");
    sideOf.set(p, add(p));
  }
  if (sides.length === 1) {
    report.warn("<playerList>", "only one alliance: an empty second side is added, as a scenario needs two");
    add("Opponents");
  }
  if (sides.length > 2) report.warn("<playerList>", `${sides.length} alliances: Warbench's area rules and bots play two sides`);
  return { sides, sideOf };
}
