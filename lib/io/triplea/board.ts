import type { AreaMap } from "@/lib/model/map-area";
import type { IdMaker } from "./ids";
import type { TripleAGame } from "./parse-game";
import type { Report } from "./report";
import { clampInt } from "./units";

type Territory = AreaMap["territories"][number];
type SeaZone = AreaMap["seaZones"][number];

export interface Board {
  territories: Territory[];
  seaZones: SeaZone[];
  connections: AreaMap["connections"];
  canals: AreaMap["canals"];
  /** TripleA territory name → its space (land or sea). */
  byName: Map<string, { id: string; sea: boolean }>;
}

const TERRITORY_OPTIONS = new Set(["production", "capital", "victoryCity", "originalOwner", "isImpassable"]);

/**
 * Territories and sea zones (`water="true"`), their territoryAttachments,
 * connections (listed from both ends) and canals. Initial control comes from
 * ownerInitialize: the area documents hold one owner per territory, which the
 * engine also uses as the starting controller [AA:setup], so the holder at
 * the start wins over TripleA's `originalOwner` and any difference is reported.
 */
export function mapBoard(tg: TripleAGame, spaceIds: IdMaker, nationId: (player: string) => string | undefined, report: Report): Board {
  const byName = new Map<string, { id: string; sea: boolean }>();
  const territories: Territory[] = [];
  const seaZones: SeaZone[] = [];
  for (const t of tg.territories) {
    if (byName.has(t.name)) {
      report.warn(`territory "${t.name}"`, "declared twice; the second is ignored");
      continue;
    }
    const id = spaceIds.id(t.name);
    byName.set(t.name, { id, sea: t.water });
    if (t.water) {
      const number = /^\s*(\d{1,4})\b/.exec(t.name)?.[1] ?? /\b(\d{1,4})\s*$/.exec(t.name)?.[1];
      seaZones.push({ id, name: t.name, ...(number !== undefined ? { number: Number(number) } : {}), polygons: [] });
    } else territories.push({ id, name: t.name, ipc: 0, polygons: [] });
  }
  const land = new Map(territories.map((t) => [t.id, t]));
  const owners = new Map<string, string>();
  for (const o of tg.owners) {
    const space = byName.get(o.territory);
    const nation = nationId(o.owner);
    if (!space) report.warn(`territoryOwner "${o.territory}"`, "no such territory; ignored");
    else if (!nation) report.warn(`territoryOwner "${o.territory}"`, `owner "${o.owner}" is not in the <playerList>; ignored`);
    else if (space.sea) report.info(`territoryOwner "${o.territory}"`, "sea zones have no owner in Warbench; ignored");
    else owners.set(space.id, nation);
  }
  const attachmentOwner = new Map<string, string>();
  const canalRows: { name: string; sea: string; land: string[] }[] = [];
  for (const a of tg.attachments) {
    if (a.type !== "territory") continue;
    const space = byName.get(a.attachTo);
    const where = `${a.name || "attachment"} on "${a.attachTo}"`;
    if (!space) {
      report.warn(where, "attached to a territory the <map> does not declare; ignored");
      continue;
    }
    if (a.javaClass.endsWith("CanalAttachment")) {
      const opts = new Map(a.options.map((o) => [o.name, o.value]));
      canalRows.push({ name: opts.get("canalName") || a.attachTo, sea: a.attachTo, land: (opts.get("landTerritories") ?? "").split(":").filter(Boolean) });
      for (const o of a.options) if (o.name !== "canalName" && o.name !== "landTerritories") report.warn(`${where} option ${o.name}`, `${o.value}: not modelled for canals; not imported`);
      continue;
    }
    if (!a.javaClass.endsWith("TerritoryAttachment")) {
      report.warn(where, `${a.javaClass.split(".").pop()} is not modelled; not imported`);
      continue;
    }
    const t = land.get(space.id);
    for (const o of a.options) {
      const at = `${where} option ${o.name}`;
      if (!TERRITORY_OPTIONS.has(o.name)) {
        report.warn(at, `${o.value}: not modelled for territories; not imported`);
        continue;
      }
      if (!t) {
        if (o.name !== "production" || o.value !== "0") report.warn(at, `${o.value}: sea zones carry no ${o.name} in Warbench; not imported`);
        continue;
      }
      if (o.name === "production") t.ipc = clampInt(o.value, 0, 99, 0, at, report);
      else if (o.name === "victoryCity") {
        if (o.value !== "0" && o.value !== "false") t.victoryCity = true;
        if (o.value !== "0" && o.value !== "1" && o.value !== "true" && o.value !== "false") report.warn(at, `${o.value} victory cities: Warbench counts one per territory`);
      } else if (o.name === "capital") {
        t.capital = true;
        const n = nationId(o.value);
        if (n) attachmentOwner.set(`capital:${t.id}`, n);
        else report.warn(at, `"${o.value}" is not in the <playerList>`);
      } else if (o.name === "isImpassable") {
        if (o.value === "true") t.impassable = true;
      } else if (o.name === "originalOwner") {
        const n = nationId(o.value);
        if (n) attachmentOwner.set(t.id, n);
        else report.warn(at, `"${o.value}" is not in the <playerList>; ignored`);
      }
    }
  }
  const playerOf = new Map(tg.players.map((p) => [nationId(p), p]));
  const who = (id: string | undefined) => (id ? (playerOf.get(id) ?? id) : "no one");
  for (const t of territories) {
    const held = owners.get(t.id);
    const original = attachmentOwner.get(t.id);
    const owner = held ?? original;
    if (owner) t.originalOwner = owner;
    if (held && original && held !== original) {
      report.warn(`territory "${t.name}"`, `originally ${who(original)}' in TripleA but held by ${who(held)} at the start; Warbench keeps one owner per territory (also the starting controller), so ${who(held)} is its original owner here`);
    }
    const capitalOf = attachmentOwner.get(`capital:${t.id}`);
    if (capitalOf && capitalOf !== owner) {
      // [AA:capture] A capital is its owner's: flagging it on someone else's territory would give that nation a second capital.
      delete t.capital;
      report.warn(`territory "${t.name}"`, `the capital of ${who(capitalOf)} but held by ${who(owner)} at the start; imported without the capital flag`);
    }
    // TripleA's unowned land belongs to its Neutral player: neutral here [AA:neutral-territories].
    if (!owner && !t.impassable) t.neutral = true;
  }
  const neutrals = territories.filter((t) => t.neutral).map((t) => `"${t.name}"`);
  if (neutrals.length > 0) report.info("<ownerInitialize>", `no owner at the start, imported as neutral: ${neutrals.slice(0, 8).join(", ")}${neutrals.length > 8 ? ", …" : ""}`);
  giveCapitals(territories, tg.players, nationId, who, report);
  return { territories, seaZones, connections: mapConnections(tg, byName, [...territories, ...seaZones], report), canals: mapCanals(canalRows, byName, report), byName };
}

function mapConnections(tg: TripleAGame, byName: Map<string, { id: string; sea: boolean }>, spaces: { id: string }[], report: Report): AreaMap["connections"] {
  const adjacent = new Map<string, Set<string>>();
  let repeated = 0;
  for (const c of tg.connections) {
    const a = byName.get(c.t1);
    const b = byName.get(c.t2);
    if (!a || !b) {
      report.warn(`connection "${c.t1}" – "${c.t2}"`, `"${!a ? c.t1 : c.t2}" is not a territory of the <map>; ignored`);
      continue;
    }
    if (a.id === b.id) {
      report.warn(`connection "${c.t1}" – "${c.t2}"`, "joins a territory to itself; ignored");
      continue;
    }
    if (adjacent.get(a.id)?.has(b.id)) repeated += 1;
    for (const [x, y] of [[a.id, b.id], [b.id, a.id]] as const) {
      const set = adjacent.get(x) ?? new Set<string>();
      set.add(y);
      adjacent.set(x, set);
    }
  }
  if (repeated > 0) report.info("<map>", `${repeated} connection${repeated === 1 ? " was" : "s were"} listed twice (or in both directions); each is kept once`);
  // Ordered by the spaces' order, not the XML's, so export → import gives the same lists.
  const order = new Map(spaces.map((s, i) => [s.id, i]));
  const byOrder = (x: string, y: string) => (order.get(x) ?? 0) - (order.get(y) ?? 0);
  return [...adjacent.keys()].sort(byOrder).map((from) => ({ from, to: [...(adjacent.get(from) ?? [])].sort(byOrder) }));
}

function mapCanals(rows: { name: string; sea: string; land: string[] }[], byName: Map<string, { id: string; sea: boolean }>, report: Report): AreaMap["canals"] {
  const groups = new Map<string, { seas: string[]; land: string[] }>();
  for (const r of rows) {
    const g = groups.get(r.name) ?? { seas: [], land: [] };
    const sea = byName.get(r.sea);
    if (sea?.sea) g.seas.push(sea.id);
    else report.warn(`canal "${r.name}"`, `"${r.sea}" is not a sea zone; ignored`);
    for (const name of r.land) {
      const t = byName.get(name);
      if (!t || t.sea) report.warn(`canal "${r.name}"`, `controlling territory "${name}" is not a land territory; ignored`);
      else if (!g.land.includes(t.id)) g.land.push(t.id);
    }
    groups.set(r.name, g);
  }
  const canals: AreaMap["canals"] = [];
  const used = new Set<string>();
  for (const [name, g] of groups) {
    if (g.seas.length !== 2 || g.land.length === 0) {
      report.warn(`canal "${name}"`, `joins ${g.seas.length} sea zone${g.seas.length === 1 ? "" : "s"} with ${g.land.length} controlling territories; Warbench canals join two sea zones and need a controller; not imported`);
      continue;
    }
    let id = canalSlug(name);
    for (let n = 2; used.has(id); n += 1) id = `${canalSlug(name)}-${n}`;
    used.add(id);
    canals.push({ id, name, seaZones: [g.seas[0] as string, g.seas[1] as string], controlledBy: g.land });
  }
  return canals;
}

function canalSlug(name: string): string {
  const s = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 70);
  return s || "canal";
}

/**
 * Every nation in the turn order needs a capital it holds [AA:capture, lint
 * E-CAPITAL-MISSING]. A player whose TripleA capital is not its own at the
 * start (TripleA's Chinese, whose capital Mongolia is unowned) gets its most
 * productive territory as capital, reported, so the board validates and plays.
 */
function giveCapitals(territories: Territory[], players: string[], nationId: (p: string) => string | undefined, who: (id: string | undefined) => string, report: Report): void {
  for (const p of players) {
    const nation = nationId(p);
    if (!nation || territories.some((t) => t.capital && t.originalOwner === nation)) continue;
    let best: Territory | undefined;
    for (const t of territories) if (t.originalOwner === nation && !t.impassable && (!best || t.ipc > best.ipc)) best = t;
    if (!best) continue;
    best.capital = true;
    report.warn(`player "${p}"`, `holds no capital at the start; Warbench needs one for every nation that plays, so "${best.name}" (${who(nation)}' most productive territory) is its capital here`);
  }
}
