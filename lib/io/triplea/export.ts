import type { AreaGame, AreaUnitType } from "@/lib/model/game";
import type { AreaMap } from "@/lib/model/map-area";
import type { Scenario } from "@/lib/model/scenario";
import { formatPointLine, formatPolygonsLine } from "./map-files";
import { Report, type ReportEntry } from "./report";
import { escapeXml } from "./xml";

export interface TripleAExport {
  /** The game XML (TripleA's game.dtd format). */
  xml: string;
  /** polygons.txt, centers.txt and map.properties for the map skin folder. */
  polygons: string;
  centers: string;
  properties: string;
  report: ReportEntry[];
}

const DELEGATES: [string, string, string][] = [
  ["initDelegate", "games.strategy.triplea.delegate.InitializationDelegate", "Initializing Delegates"],
  ["purchase", "games.strategy.triplea.delegate.PurchaseDelegate", "Purchase Units"],
  ["move", "games.strategy.triplea.delegate.MoveDelegate", "Combat Move"],
  ["battle", "games.strategy.triplea.delegate.BattleDelegate", "Combat"],
  ["place", "games.strategy.triplea.delegate.PlaceDelegate", "Place Units"],
  ["endTurn", "games.strategy.triplea.delegate.EndTurnDelegate", "Turn Complete"],
  ["endRound", "games.strategy.triplea.delegate.EndRoundDelegate", "Round Complete"],
];

/**
 * Writes what Warbench models of an area game as a TripleA game XML plus its
 * map skin files: territories, connections, owners, territory and canal
 * attachments, the unit table, production costs, the turn sequence, set-up
 * and starting PUs. Importing the result gives the same documents back for
 * any set imported from TripleA; what TripleA cannot hold is reported. Pure.
 */
export function exportTripleA(game: AreaGame, map: AreaMap, scenario: Scenario): TripleAExport {
  const report = new Report();
  const spaces = [...map.territories, ...map.seaZones];
  const nameOf = uniqueNames(spaces, "space", report);
  const nationName = uniqueNames(game.nations, "nation", report);
  const unitName = uniqueNames(game.unitTypes, "unit type", report);
  const sideName = new Map(game.sides.map((s) => [s.id, s.name]));
  const a = (s: string) => escapeXml(s);
  const out: string[] = ['<?xml version="1.0"?>', '<!DOCTYPE game SYSTEM "game.dtd">', "<game>", `  <info name="${a(game.name)}" version="1.0"/>`, '  <loader javaClass="games.strategy.triplea.TripleA"/>', "  <map>"];
  for (const t of map.territories) out.push(`    <territory name="${a(nameOf.get(t.id) as string)}"/>`);
  for (const z of map.seaZones) out.push(`    <territory name="${a(nameOf.get(z.id) as string)}" water="true"/>`);
  const order = new Map(spaces.map((s, i) => [s.id, i]));
  for (const c of map.connections) {
    for (const to of c.to) {
      if ((order.get(c.from) ?? -1) < (order.get(to) ?? -1)) out.push(`    <connection t1="${a(nameOf.get(c.from) ?? c.from)}" t2="${a(nameOf.get(to) ?? to)}"/>`);
    }
  }
  out.push("  </map>", "  <resourceList>", '    <resource name="PUs"/>', "  </resourceList>", "  <playerList>");
  for (const n of game.nations) out.push(`    <player name="${a(nationName.get(n.id) as string)}" optional="false"/>`);
  for (const s of game.sides) for (const n of game.nations.filter((x) => x.side === s.id)) out.push(`    <alliance player="${a(nationName.get(n.id) as string)}" alliance="${a(s.name)}"/>`);
  out.push("  </playerList>", "  <unitList>");
  for (const u of game.unitTypes) out.push(`    <unit name="${a(unitName.get(u.id) as string)}"/>`);
  out.push("  </unitList>", "  <gamePlay>");
  for (const [name, cls, display] of DELEGATES) out.push(`    <delegate name="${name}" javaClass="${cls}" display="${display}"/>`);
  out.push("    <sequence>", '      <step name="gameInitDelegate" delegate="initDelegate" maxRunCount="1"/>');
  game.turnOrder.forEach((id, i) => {
    const player = a(nationName.get(id) ?? id);
    for (const [step, delegate, display] of [["Purchase", "purchase", ""], ["CombatMove", "move", ""], ["Battle", "battle", ""], ["NonCombatMove", "move", ' display="Non Combat Move"'], ["Place", "place", ""], ["EndTurn", "endTurn", ""]]) {
      out.push(`      <step name="p${i}${step}" delegate="${delegate}" player="${player}"${display}/>`);
    }
  });
  out.push('      <step name="endRoundStep" delegate="endRound"/>', "    </sequence>", "  </gamePlay>", "  <production>");
  for (const u of game.unitTypes) {
    if (u.cost <= 0) continue;
    const n = a(unitName.get(u.id) as string);
    out.push(`    <productionRule name="buy${n}">`, `      <cost resource="PUs" quantity="${u.cost}"/>`, `      <result resourceOrUnit="${n}" quantity="1"/>`, "    </productionRule>");
  }
  out.push("  </production>", "  <attachmentList>");
  for (const u of game.unitTypes) out.push(...unitAttachment(u, unitName.get(u.id) as string, report));
  for (const t of map.territories) {
    const opts: [string, string][] = [["production", String(t.ipc)]];
    if (t.capital && t.originalOwner) opts.push(["capital", nationName.get(t.originalOwner) ?? t.originalOwner]);
    if (t.victoryCity) opts.push(["victoryCity", "1"]);
    if (t.impassable) opts.push(["isImpassable", "true"]);
    if (t.neutral && t.originalOwner) report.warn(`territory "${t.name}"`, "neutral with an owner: TripleA's neutrals are unowned, so it is written as its owner's");
    out.push(...attachment("territoryAttachment", nameOf.get(t.id) as string, "TerritoryAttachment", "territory", opts));
  }
  for (const c of map.canals) {
    for (const z of c.seaZones) {
      out.push(...attachment("canalAttachment", nameOf.get(z) ?? z, "CanalAttachment", "territory", [["canalName", c.name], ["landTerritories", c.controlledBy.map((t) => nameOf.get(t) ?? t).join(":")]]));
    }
  }
  out.push("  </attachmentList>", "  <initialize>", "    <ownerInitialize>");
  for (const t of map.territories) if (t.originalOwner) out.push(`      <territoryOwner territory="${a(nameOf.get(t.id) as string)}" owner="${a(nationName.get(t.originalOwner) ?? t.originalOwner)}"/>`);
  out.push("    </ownerInitialize>", "    <unitInitialize>");
  const factory = game.unitTypes.find((u) => u.industrialComplex);
  for (const t of map.territories) {
    if (!t.industrialComplex) continue;
    if (!factory || !t.originalOwner) report.warn(`territory "${t.name}"`, factory ? "an industrial complex without an owner cannot be placed in TripleA; not exported" : "an industrial complex, but the unit table has no industrial complex type; not exported");
    else out.push(`      <unitPlacement unitType="${a(unitName.get(factory.id) as string)}" territory="${a(nameOf.get(t.id) as string)}" quantity="1" owner="${a(nationName.get(t.originalOwner) ?? t.originalOwner)}"/>`);
  }
  for (const e of scenario.areaSetup ?? []) {
    for (const u of e.units) {
      out.push(`      <unitPlacement unitType="${a(unitName.get(u.type) ?? u.type)}" territory="${a(nameOf.get(e.territory) ?? e.territory)}" quantity="${u.count}" owner="${a(nationName.get(e.nation) ?? e.nation)}"/>`);
    }
  }
  out.push("    </unitInitialize>", "    <resourceInitialize>");
  for (const i of scenario.income ?? []) out.push(`      <resourceGiven player="${a(nationName.get(i.nation) ?? i.nation)}" resource="PUs" quantity="${i.ipc}"/>`);
  out.push("    </resourceInitialize>", "  </initialize>", "  <propertyList>");
  const vc = scenario.victoryCities;
  if (vc) {
    const all = map.territories.filter((t) => t.victoryCity).map((t) => t.id);
    if (vc.cities.length !== all.length || vc.cities.some((c) => !all.includes(c))) report.warn("victoryCities", "TripleA counts every victory city on the map; the scenario's own list is not exported");
    const total = vc.mode === "total";
    for (const [name, value] of [["Projection of Power", String(!total)], ["Projection of Power VCs", String(vc.standardVictory)], ["Honorable Surrender", "false"], ["Total Victory", String(total)], ["Total Victory VCs", String(vc.totalVictory ?? vc.standardVictory)]]) {
      out.push(`    <property name="${name}" value="${value}" editable="true">`, value === "true" || value === "false" ? "      <boolean/>" : '      <number min="1" max="99"/>', "    </property>");
    }
  }
  out.push("  </propertyList>", "</game>", "");
  if (scenario.turns.last !== 10) report.info("turns", `TripleA games have no round limit; the scenario's last turn (${scenario.turns.last}) is not exported`);
  if (scenario.areaRules) report.info("areaRules", "TripleA keeps these as game options of its own rules; not exported");
  for (const s of scenario.sides) if (sideName.get(s.id) !== s.name) report.info(`side "${s.id}"`, "the scenario's side names are not exported; the game's are");
  return {
    xml: out.join("\n"),
    polygons: `${spaces.map((s) => formatPolygonsLine(nameOf.get(s.id) as string, s.polygons)).join("\n")}\n`,
    centers: `${spaces.filter((s) => s.label).map((s) => formatPointLine(nameOf.get(s.id) as string, s.label!.x, s.label!.y)).join("\n")}\n`,
    properties: [
      "# written by Warbench",
      ...map.nations.map((n) => `color.${nationName.get(n.id) ?? n.name}=${n.colour.slice(1)}`),
      `map.width=${map.size.width}`,
      `map.height=${map.size.height}`,
      `map.scrollWrapX=${map.wrap.horizontal}`,
      "",
    ].join("\n"),
    report: report.list(),
  };
}

function unitAttachment(u: AreaUnitType, name: string, report: Report): string[] {
  const o: [string, string][] = [["movement", String(u.movement)], ["attack", String(u.attack)]];
  if (!u.antiAircraft) o.push(["defense", String(u.defence)]);
  if (u.domain === "air") o.push(["isAir", "true"]);
  if (u.domain === "sea") o.push(["isSea", "true"]);
  if (u.industrialComplex) o.push(["isFactory", "true"]);
  if (u.antiAircraft) o.push(["isAA", "true"], ["attackAA", String(u.antiAircraft.hitOn)], ["maxAAattacks", String(u.antiAircraft.maxTargets)]);
  if (u.domain === "structure" && !u.industrialComplex && !u.antiAircraft) report.warn(`unit type "${u.name}"`, "TripleA has no structures other than factories and AA guns; written as a land unit");
  if (u.hits !== 1) o.push(["hitPoints", String(u.hits)]);
  if (u.artillery) o.push(["artillery", "true"]);
  if ((u.artillery ?? 0) > 1) report.warn(`unit type "${u.name}"`, `supports ${u.artillery} units; TripleA's artillery option supports one`);
  if (u.supportable) o.push(["artillerySupportable", "true"]);
  if (u.canBlitz) o.push(["canBlitz", "true"]);
  if (u.submarine) o.push(["isSub", "true"]);
  if (u.destroyer) o.push(["isDestroyer", "true"]);
  if (u.strategicBomber) o.push(["isStrategicBomber", "true"]);
  // [AA:strategic-bombing] TripleA spells the interceptor's value airDefense; a missing one is 0 there, the rulebook's 1 or 2 here.
  if (u.airAttack !== undefined) o.push(["airAttack", String(u.airAttack)]);
  if (u.airDefence !== undefined) o.push(["airDefense", String(u.airDefence)]);
  if (u.domain === "air" && (u.airAttack === undefined || u.airDefence === undefined)) {
    report.info(`unit type "${u.name}"`, "has no air-battle value of its own (airAttack / airDefence); TripleA reads a missing one as 0, Warbench as the rulebook's 1 and 2 [AA:strategic-bombing]");
  }
  if (u.bombard) o.push(["canBombard", "true"], ...(u.bombard !== u.attack ? [["bombard", String(u.bombard)] as [string, string]] : []));
  for (const key of ["carrierCapacity", "carrierCost", "transportCapacity", "transportCost"] as const) if (u[key] !== undefined) o.push([key, String(u[key])]);
  return attachment("unitAttachment", name, "UnitAttachment", "unitType", o);
}

function attachment(name: string, attachTo: string, cls: string, type: string, options: [string, string][]): string[] {
  return [
    `    <attachment name="${name}" attachTo="${escapeXml(attachTo)}" javaClass="games.strategy.triplea.attachments.${cls}" type="${type}">`,
    ...options.map(([k, v]) => `      <option name="${k}" value="${escapeXml(v)}"/>`),
    "    </attachment>",
  ];
}

/** TripleA refers to everything by name: a repeated name gets its id appended, reported. */
function uniqueNames(items: readonly { id: string; name?: string }[], what: string, report: Report): Map<string, string> {
  const seen = new Set<string>();
  const out = new Map<string, string>();
  for (const it of items) {
    let name = (it.name ?? it.id).replace(/[<>:()\r\n]/g, " ").trim() || it.id;
    if (seen.has(name)) {
      report.warn(`${what} "${it.id}"`, `its name "${name}" is taken; written as "${name} [${it.id}]"`);
      name = `${name} [${it.id}]`;
    }
    seen.add(name);
    out.set(it.id, name);
  }
  return out;
}
