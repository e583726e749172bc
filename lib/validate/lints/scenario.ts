import type { Scenario } from "@/lib/model/scenario";
import { type FindingSink, pointer } from "../findings";
import type { GameMap } from "@/lib/model/map";
import { RULESET_LINTS } from "./game";
import { uniqueIds } from "./ids";
import { lintAreaScenario } from "./scenario-area";
import { lintNextWarScenario } from "./scenario-nextwar";

export type { ScenarioContext, ScenarioIds } from "./scenario-context";
import type { ScenarioContext, ScenarioIds } from "./scenario-context";

/** Lints a scenario, and (when given) its game and map against it. */
export function lintScenario(scenario: Scenario, sink: FindingSink, ctx: ScenarioContext): void {
  const sides = uniqueIds(sink, "E-SIDE-DUPLICATE-ID", "Side", scenario.sides, "sides");
  const nations = uniqueIds(sink, "E-NATION-DUPLICATE-ID", "Nation", scenario.nations, "nations");
  scenario.nations.forEach((n, i) => {
    if (!sides.has(n.side)) sink.add("E-SIDE-UNKNOWN", pointer("nations", i, "side"), `Nation "${n.id}" names unknown side "${n.side}".`);
  });
  const firstTurn = scenario.turns.first ?? 1;
  const lastTurn = scenario.turns.last;
  if (firstTurn > lastTurn) sink.add("E-TURNS-ORDER", pointer("turns"), `First turn ${firstTurn} is after last turn ${lastTurn}.`);
  const ini = scenario.initiative;
  if (ini) {
    if (!sides.has(ini.side)) sink.add("E-SIDE-UNKNOWN", pointer("initiative", "side"), `Unknown side "${ini.side}".`);
    ini.vpThresholds.forEach((t, i) => {
      if (!sides.has(t.side)) sink.add("E-SIDE-UNKNOWN", pointer("initiative", "vpThresholds", i, "side"), `Unknown side "${t.side}".`);
    });
  }
  uniqueIds(sink, "E-RULE-DUPLICATE-ID", "Special rule", scenario.specialRules ?? [], "specialRules");
  // A DRM rule names whose combats it modifies by nation; an unknown one would silently never apply [9.6.5].
  scenario.specialRules?.forEach((r, i) => {
    r.nations?.forEach((n, j) => {
      if (!nations.has(n)) sink.add("E-SPECIAL-RULE-UNKNOWN-NATION", pointer("specialRules", i, "nations", j), `Special rule "${r.id}" names unknown nation "${n}" [9.6.5].`);
    });
  });
  scenario.replacements?.forEach((r, i) => {
    if (!nations.has(r.nation)) sink.add("E-NATION-UNKNOWN", pointer("replacements", i, "nation"), `Unknown nation "${r.nation}".`);
    if (r.turn > lastTurn) sink.add("E-REPLACEMENT-AFTER-LAST-TURN", pointer("replacements", i, "turn"), `Replacements on turn ${r.turn}, after the last turn ${lastTurn} [11.0].`);
  });
  // An air war setting for a side that does not exist would silently never apply [4.1, 6.3].
  scenario.airWar?.allWeather?.forEach((a, i) => {
    if (!sides.has(a.side)) sink.add("E-SIDE-UNKNOWN", pointer("airWar", "allWeather", i, "side"), `Unknown side "${a.side}" [4.1].`);
  });
  scenario.airWar?.lostAirPoints?.forEach((l, i) => {
    if (!sides.has(l.side)) sink.add("E-SIDE-UNKNOWN", pointer("airWar", "lostAirPoints", i, "side"), `Unknown side "${l.side}" [6.3].`);
  });
  scenario.victory?.preGameVp?.forEach((p, i) => {
    if (!sides.has(p.side)) sink.add("E-SIDE-UNKNOWN", pointer("victory", "preGameVp", i, "side"), `Unknown side "${p.side}".`);
  });

  const { game, map } = ctx;
  if (game && map) {
    if (RULESET_LINTS[game.ruleset].board !== map.layout) {
      sink.add("E-SCENARIO-RULESET-MISMATCH", pointer("map"), `A ${game.ruleset} game cannot be played on a ${map.layout} map.`);
      return;
    }
  }
  if (map?.layout === "hex" && ctx.mapSink) {
    map.friendlyEdges.forEach((e, i) => {
      if (!sides.has(e.side)) ctx.mapSink?.add("W-MAP-EDGE-UNKNOWN-SIDE", pointer("friendlyEdges", i, "side"), `Side "${e.side}" is not a side of scenario "${scenario.name}".`);
    });
  }
  const scope: ScenarioIds = { sides, nations, firstTurn, lastTurn };
  // The game's board when there is a game (its map, if any, is on the same board by now), else the map's.
  SCENARIO_LINTS[game ? RULESET_LINTS[game.ruleset].board : (map?.layout ?? "hex")](scenario, sink, ctx, scope);
}

/** The scenario lints of each board [#27]. */
const SCENARIO_LINTS: Readonly<Record<GameMap["layout"], typeof lintAreaScenario>> = { area: lintAreaScenario, hex: lintNextWarScenario };
