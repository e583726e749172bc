import type { Report } from "./report";
import { childNamed, childrenNamed, type XmlElement } from "./xml";

/** What a TripleA game XML says, in TripleA's own terms (names, not ids), before mapping to Warbench documents. */
export interface TripleAGame {
  name: string;
  version?: string;
  territories: { name: string; water: boolean }[];
  connections: { t1: string; t2: string }[];
  players: string[];
  alliances: { player: string; alliance: string }[];
  units: string[];
  steps: { name: string; delegate: string; player?: string; maxRunCount?: string }[];
  delegates: Map<string, string>;
  /** Attachments in document order: `type` territory, unitType, player, …; options as name → value (count kept aside). */
  attachments: { name: string; attachTo: string; javaClass: string; type: string; options: { name: string; value: string; count?: string }[] }[];
  /** Unit name → PUs cost, from production rules that buy one unit for PUs. */
  costs: Map<string, number>;
  owners: { territory: string; owner: string }[];
  placements: { unitType: string; territory: string; quantity: number; owner?: string }[];
  resources: { player: string; resource: string; quantity: number }[];
  properties: Map<string, string>;
}

export type GameParse = { ok: true; game: TripleAGame } | { ok: false; reason: string };

/** Reads the parts of `<game>` we map; anything else at the top level is reported, not dropped silently. */
export function readGame(root: XmlElement, file: string, report: Report): GameParse {
  if (root.name !== "game") return { ok: false, reason: `${file}: not a TripleA game (its root element is <${root.name}>, not <game>)` };
  const map = childNamed(root, "map");
  if (!map) return { ok: false, reason: `${file}: not a TripleA game (it has no <map> element)` };
  const info = childNamed(root, "info");
  const game: TripleAGame = {
    name: info?.attrs.name?.trim() || "TripleA game",
    version: info?.attrs.version,
    territories: [],
    connections: [],
    players: [],
    alliances: [],
    units: [],
    steps: [],
    delegates: new Map(),
    attachments: [],
    costs: new Map(),
    owners: [],
    placements: [],
    resources: [],
    properties: new Map(),
  };
  for (const t of childrenNamed(map, "territory")) {
    const name = t.attrs.name;
    if (!name) report.warn("<map>", "a <territory> without a name was skipped");
    else game.territories.push({ name, water: t.attrs.water === "true" });
  }
  for (const c of childrenNamed(map, "connection")) {
    if (c.attrs.t1 && c.attrs.t2) game.connections.push({ t1: c.attrs.t1, t2: c.attrs.t2 });
    else report.warn("<map>", "a <connection> without t1 and t2 was skipped");
  }
  for (const p of childrenNamed(childNamed(root, "playerList"), "player")) if (p.attrs.name) game.players.push(p.attrs.name);
  for (const a of childrenNamed(childNamed(root, "playerList"), "alliance")) if (a.attrs.player && a.attrs.alliance) game.alliances.push({ player: a.attrs.player, alliance: a.attrs.alliance });
  for (const u of childrenNamed(childNamed(root, "unitList"), "unit")) if (u.attrs.name) game.units.push(u.attrs.name);
  const gamePlay = childNamed(root, "gamePlay");
  for (const d of childrenNamed(gamePlay, "delegate")) if (d.attrs.name) game.delegates.set(d.attrs.name, d.attrs.javaClass ?? "");
  for (const s of childrenNamed(childNamed(gamePlay, "sequence"), "step")) {
    game.steps.push({ name: s.attrs.name ?? "", delegate: s.attrs.delegate ?? "", player: s.attrs.player, maxRunCount: s.attrs.maxRunCount });
  }
  for (const a of childrenNamed(childNamed(root, "attachmentList"), "attachment")) {
    game.attachments.push({
      name: a.attrs.name ?? "",
      attachTo: a.attrs.attachTo ?? "",
      javaClass: a.attrs.javaClass ?? "",
      type: a.attrs.type ?? "",
      options: childrenNamed(a, "option").map((o) => ({ name: o.attrs.name ?? "", value: o.attrs.value ?? "", ...(o.attrs.count !== undefined ? { count: o.attrs.count } : {}) })),
    });
  }
  readProduction(childNamed(root, "production"), game, report);
  const init = childNamed(root, "initialize");
  for (const o of childrenNamed(childNamed(init, "ownerInitialize"), "territoryOwner")) if (o.attrs.territory && o.attrs.owner) game.owners.push({ territory: o.attrs.territory, owner: o.attrs.owner });
  for (const u of childrenNamed(childNamed(init, "unitInitialize"), "unitPlacement")) {
    const quantity = Number(u.attrs.quantity);
    if (!u.attrs.unitType || !u.attrs.territory || !Number.isInteger(quantity) || quantity < 0) {
      report.warn("<unitInitialize>", `a <unitPlacement> without a unit type, territory or whole quantity was skipped (${describe(u)})`);
      continue;
    }
    game.placements.push({ unitType: u.attrs.unitType, territory: u.attrs.territory, quantity, ...(u.attrs.owner ? { owner: u.attrs.owner } : {}) });
  }
  for (const r of childrenNamed(childNamed(init, "resourceInitialize"), "resourceGiven")) {
    const quantity = Number(r.attrs.quantity);
    if (r.attrs.player && r.attrs.resource && Number.isFinite(quantity)) game.resources.push({ player: r.attrs.player, resource: r.attrs.resource, quantity });
  }
  for (const p of childrenNamed(childNamed(root, "propertyList"), "property")) if (p.attrs.name) game.properties.set(p.attrs.name, p.attrs.value ?? "");
  const known = new Set(["info", "loader", "triplea", "diceSides", "map", "resourceList", "playerList", "unitList", "relationshipTypes", "territoryEffectList", "gamePlay", "production", "technology", "attachmentList", "initialize", "propertyList", "variableList"]);
  for (const c of root.children) if (!known.has(c.name)) report.warn(`<${c.name}>`, "not a part of a TripleA game Warbench reads; ignored");
  for (const name of ["relationshipTypes", "territoryEffectList", "technology", "variableList"]) {
    if (childNamed(root, name)) report.info(`<${name}>`, "not modelled by Warbench's area games; not imported");
  }
  return { ok: true, game };
}

function readProduction(production: XmlElement | undefined, game: TripleAGame, report: Report): void {
  for (const rule of childrenNamed(production, "productionRule")) {
    const costs = childrenNamed(rule, "cost");
    const results = childrenNamed(rule, "result");
    const pus = costs.find((c) => c.attrs.resource === "PUs");
    const unit = results[0]?.attrs.resourceOrUnit;
    if (costs.length !== 1 || !pus || results.length !== 1 || results[0]?.attrs.quantity !== "1" || !unit) {
      report.info(`productionRule "${rule.attrs.name ?? ""}"`, "not a purchase of one unit for PUs; not imported");
      continue;
    }
    const cost = Number(pus.attrs.quantity);
    if (!Number.isFinite(cost)) continue;
    if (game.costs.has(unit) && game.costs.get(unit) !== cost) report.info(`productionRule "${rule.attrs.name ?? ""}"`, `a second price for ${unit} (another frontier's, e.g. a technology's); the first (${game.costs.get(unit)} PUs) is kept`);
    else game.costs.set(unit, cost);
  }
  const frontiers = childrenNamed(production, "productionFrontier").length;
  if (frontiers > 0) report.info("<production>", `${frontiers} production frontier${frontiers === 1 ? "" : "s"}: every nation may buy every unit with a cost in Warbench; frontiers are not imported`);
  if (childrenNamed(production, "repairRule").length > 0) report.info("<production>", "repair rules are not modelled; not imported");
}

function describe(el: XmlElement): string {
  return Object.entries(el.attrs)
    .map(([k, v]) => `${k}="${v.slice(0, 60)}"`)
    .join(" ");
}
