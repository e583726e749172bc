import { type AreaGame, type AreaUnitType, isNextWarGame } from "@/lib/model/game";
import type { Scenario } from "@/lib/model/scenario";
import { type FindingSink, pointer } from "../findings";
import type { AreaMapIndex } from "./area-map";
import type { ScenarioContext, ScenarioIds } from "./scenario-context";

export function lintAreaScenario(scenario: Scenario, sink: FindingSink, ctx: ScenarioContext, scope: ScenarioIds): void {
  const game = ctx.game && !isNextWarGame(ctx.game) ? ctx.game : undefined;
  const area = ctx.areaIndex;
  const types = new Map((game?.unitTypes ?? []).map((t) => [t.id, t]));

  lintAreaSetup(scenario, sink, scope, game, area, types);
  scenario.income?.forEach((inc, i) => {
    if (!scope.nations.has(inc.nation)) sink.add("E-NATION-UNKNOWN", pointer("income", i, "nation"), `Unknown nation "${inc.nation}".`);
  });
  if (game) lintTurnOrder(scenario, sink, ctx, game, area);
  lintVictoryCities(scenario, sink, area);
}

function lintAreaSetup(scenario: Scenario, sink: FindingSink, scope: ScenarioIds, game: AreaGame | undefined, area: AreaMapIndex | undefined, types: Map<string, AreaUnitType>): void {
  const sideOf = new Map(scenario.nations.map((n) => [n.id, n.side]));
  /** Per sea zone and side: carrier space there, and the air units that need it, in setup order. */
  const decks = new Map<string, { space: number; air: { at: string; type: AreaUnitType; count: number }[] }>();
  const deck = (zone: string, side: string) => {
    const key = `${zone}\u0000${side}`;
    const found = decks.get(key) ?? { space: 0, air: [] };
    decks.set(key, found);
    return found;
  };

  (scenario.areaSetup ?? []).forEach((s, i) => {
    if (!scope.nations.has(s.nation)) sink.add("E-NATION-UNKNOWN", pointer("areaSetup", i, "nation"), `Unknown nation "${s.nation}".`);
    const isSea = area?.seaZones.has(s.territory) ?? false;
    const territory = area?.territories.get(s.territory);
    if (area && !isSea && !territory) {
      sink.add("E-AREA-SETUP-UNKNOWN-SPACE", pointer("areaSetup", i, "territory"), `Unknown territory or sea zone "${s.territory}".`);
      return;
    }
    if (territory?.impassable) sink.add("E-AREA-SETUP-IMPASSABLE", pointer("areaSetup", i, "territory"), `"${s.territory}" is impassable: no unit may be there.`);
    const side = sideOf.get(s.nation);
    s.units.forEach((u, j) => {
      const type = types.get(u.type);
      if (game && !type) {
        sink.add("E-AREA-SETUP-UNKNOWN-TYPE", pointer("areaSetup", i, "units", j, "type"), `Unknown unit type "${u.type}".`);
        return;
      }
      if (!type || !area) return;
      // areaSetup has no cargo: land units and structures at sea are not aboard anything.
      const wrong = isSea ? type.domain === "land" || type.domain === "structure" : type.domain === "sea";
      if (wrong) sink.add("E-AREA-SETUP-DOMAIN", pointer("areaSetup", i, "units", j), `${u.count} ${type.name} cannot start in ${isSea ? "sea zone" : "territory"} "${s.territory}".`);
      if (type.industrialComplex && territory?.industrialComplex) {
        sink.add("W-AREA-SETUP-IC-TWICE", pointer("areaSetup", i, "units", j), `The map already gives "${s.territory}" its industrial complex; this places ${u.count === 1 ? "another" : `${u.count} more`}.`);
      }
      if (isSea && side !== undefined) {
        const here = deck(s.territory, side);
        here.space += (type.carrierCapacity ?? 0) * u.count;
        if (type.domain === "air") here.air.push({ at: pointer("areaSetup", i, "units", j), type, count: u.count });
      }
    });
  });

  for (const [key, { space, air }] of decks) {
    const zone = key.slice(0, key.indexOf("\u0000"));
    let used = 0;
    for (const a of air) {
      if (a.type.carrierCost === undefined) {
        sink.add("W-AREA-SETUP-AIR-AT-SEA", a.at, `${a.count} ${a.type.name} start in sea zone "${zone}", but cannot land on carriers (no carrier cost).`);
        continue;
      }
      used += a.type.carrierCost * a.count;
      if (used > space) sink.add("W-AREA-SETUP-AIR-AT-SEA", a.at, `Air units in sea zone "${zone}" need ${used} carrier space; the side's carriers there have ${space}.`);
    }
  }
}

/** Every power in the game's turn order plays in the scenario and has its capital on the map [Players, Board]. */
function lintTurnOrder(scenario: Scenario, sink: FindingSink, ctx: ScenarioContext, game: AreaGame, area: AreaMapIndex | undefined): void {
  const inTurnOrder = new Set(game.turnOrder);
  const scenarioNations = new Set(scenario.nations.map((n) => n.id));
  for (const id of inTurnOrder) {
    if (!scenarioNations.has(id)) sink.add("E-TURNORDER-NATION-MISSING", pointer("nations"), `"${id}" plays in the game's turn order but is not one of the scenario's nations.`);
  }
  scenario.nations.forEach((n, i) => {
    if (!inTurnOrder.has(n.id)) sink.add("W-NATION-NOT-IN-TURNORDER", pointer("nations", i, "id"), `"${n.id}" is not in the game's turn order, so it never plays.`);
  });
  // Reported on the map, where the capital is marked.
  if (!area || !ctx.mapSink) return;
  for (const id of inTurnOrder) {
    if (!area.capitals.has(id)) {
      ctx.mapSink.add("E-CAPITAL-MISSING", pointer("territories"), `"${id}" plays in the game's turn order but has no capital on the map (a territory with capital: true and originalOwner "${id}").`);
    }
  }
}

function lintVictoryCities(scenario: Scenario, sink: FindingSink, area: AreaMapIndex | undefined): void {
  const vc = scenario.victoryCities;
  if (!vc) return;
  const listed = new Set(vc.cities);
  if (area) {
    vc.cities.forEach((id, i) => {
      if (!area.territories.get(id)?.victoryCity) sink.add("E-VICTORY-CITY-UNKNOWN", pointer("victoryCities", "cities", i), `"${id}" is not a territory with a victory city.`);
    });
    for (const t of area.territories.values()) {
      if (t.victoryCity && !listed.has(t.id)) sink.add("W-VICTORY-CITY-UNLISTED", pointer("victoryCities", "cities"), `"${t.id}" has a victory city on the map, but the scenario does not count it.`);
    }
  }
  const count = listed.size;
  if (vc.standardVictory > count) sink.add("E-VICTORY-CITY-COUNT", pointer("victoryCities", "standardVictory"), `A standard victory needs ${vc.standardVictory} victory cities, but only ${count} are listed.`);
  if (vc.totalVictory !== undefined && (vc.totalVictory > count || vc.totalVictory < vc.standardVictory)) {
    sink.add("E-VICTORY-CITY-COUNT", pointer("victoryCities", "totalVictory"), `A total victory of ${vc.totalVictory} must be between the standard victory (${vc.standardVictory}) and the ${count} cities listed.`);
  }
  if (vc.mode === "total" && vc.totalVictory === undefined) sink.add("E-VICTORY-TOTAL-UNSET", pointer("victoryCities", "mode"), "The scenario plays for a total victory but sets no totalVictory.");
}
