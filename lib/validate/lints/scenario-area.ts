import type { AreaGame } from "@/lib/model/game";
import type { Scenario } from "@/lib/model/scenario";
import { type FindingSink, pointer } from "../findings";
import type { ScenarioContext, ScenarioIds } from "./scenario-context";

export function lintAreaScenario(scenario: Scenario, sink: FindingSink, ctx: ScenarioContext, scope: ScenarioIds): void {
  const game = ctx.game?.ruleset === "aa1942" ? (ctx.game as AreaGame) : undefined;
  const area = ctx.areaIndex;
  const types = new Map((game?.unitTypes ?? []).map((t) => [t.id, t]));

  (scenario.areaSetup ?? []).forEach((s, i) => {
    if (!scope.nations.has(s.nation)) sink.add("E-NATION-UNKNOWN", pointer("areaSetup", i, "nation"), `Unknown nation "${s.nation}".`);
    const isSea = area?.seaZones.has(s.territory) ?? false;
    if (area && !isSea && !area.territories.has(s.territory)) {
      sink.add("E-AREA-SETUP-UNKNOWN-SPACE", pointer("areaSetup", i, "territory"), `Unknown territory or sea zone "${s.territory}".`);
      return;
    }
    s.units.forEach((u, j) => {
      const type = types.get(u.type);
      if (game && !type) {
        sink.add("E-AREA-SETUP-UNKNOWN-TYPE", pointer("areaSetup", i, "units", j, "type"), `Unknown unit type "${u.type}".`);
        return;
      }
      if (!type || !area) return;
      const wrong = isSea ? type.domain === "land" || type.domain === "structure" : type.domain === "sea";
      if (wrong) sink.add("E-AREA-SETUP-DOMAIN", pointer("areaSetup", i, "units", j), `${u.count} ${type.name} cannot start in ${isSea ? "sea zone" : "territory"} "${s.territory}".`);
    });
  });
  scenario.income?.forEach((inc, i) => {
    if (!scope.nations.has(inc.nation)) sink.add("E-NATION-UNKNOWN", pointer("income", i, "nation"), `Unknown nation "${inc.nation}".`);
  });
  const vc = scenario.victoryCities;
  if (!vc) return;
  if (area) {
    vc.cities.forEach((id, i) => {
      if (!area.territories.get(id)?.victoryCity) sink.add("E-VICTORY-CITY-UNKNOWN", pointer("victoryCities", "cities", i), `"${id}" is not a territory with a victory city.`);
    });
  }
  const count = new Set(vc.cities).size;
  if (vc.standardVictory > count) sink.add("E-VICTORY-CITY-COUNT", pointer("victoryCities", "standardVictory"), `A standard victory needs ${vc.standardVictory} victory cities, but only ${count} are listed.`);
  if (vc.totalVictory !== undefined && (vc.totalVictory > count || vc.totalVictory < vc.standardVictory)) {
    sink.add("E-VICTORY-CITY-COUNT", pointer("victoryCities", "totalVictory"), `A total victory of ${vc.totalVictory} must be between the standard victory (${vc.standardVictory}) and the ${count} cities listed.`);
  }
}
