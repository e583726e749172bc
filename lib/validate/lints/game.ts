import type { AreaGame, Game, NextWarGame } from "@/lib/model/game";
import type { GameMap } from "@/lib/model/map";
import { NAVAL_FLAGS } from "@/lib/model/vocabulary";
import { type FindingSink, pointer } from "../findings";
import { lintAreaGame } from "./area-game";
import { uniqueIds } from "./ids";

/** Lints a game on its own: ids, references between its parts, chart shapes. */
export function lintGame(game: Game, sink: FindingSink): void {
  const sides = uniqueIds(sink, "E-SIDE-DUPLICATE-ID", "Side", game.sides, "sides");
  const nations = uniqueIds(sink, "E-NATION-DUPLICATE-ID", "Nation", game.nations, "nations");
  game.nations.forEach((n, i) => {
    if (!sides.has(n.side)) sink.add("E-NATION-UNKNOWN-SIDE", pointer("nations", i, "side"), `Nation "${n.id}" names unknown side "${n.side}".`);
  });
  uniqueIds(sink, "E-UNITTYPE-DUPLICATE-ID", "Unit type", game.unitTypes, "unitTypes");
  (RULESET_LINTS[game.ruleset].game as GameLint<Game>)(game, sink, { sides, nations });
}

type GameLint<G extends Game> = (game: G, sink: FindingSink, ids: { sides: Set<string>; nations: Set<string> }) => void;

/** The board each game ruleset plays on, and the lints of its own parts [#27]: a new ruleset of the model fails to compile until it has a line. */
export const RULESET_LINTS: { readonly [R in Game["ruleset"]]: { board: GameMap["layout"]; game: GameLint<Extract<Game, { ruleset: R }>>; advanced?: true } } = {
  "nextwar-standard": { board: "hex", game: lintNextWarGame },
  // The Advanced game [14–29]: its scenarios' Advanced settings and units are linted (scenario-advanced.ts).
  "nextwar-advanced": { board: "hex", game: lintAdvancedGame, advanced: true },
  aa1942: { board: "area", game: lintAreaRules },
};

function lintAreaRules(game: AreaGame, sink: FindingSink, { nations }: { nations: Set<string> }): void {
  game.turnOrder.forEach((id, i) => {
    if (!nations.has(id)) sink.add("E-TURNORDER-UNKNOWN-NATION", pointer("turnOrder", i), `Turn order names unknown nation "${id}".`);
  });
  lintAreaGame(game, sink);
}

function lintNextWarGame(game: NextWarGame, sink: FindingSink, { sides }: { sides: Set<string> }): void {
  lintNextWarUnitTypes(game, sink);
  lintCharts(game, sides, sink);
}

/** The Advanced game reads every number of its rules from charts.advanced [14–29]; without them it cannot be played. */
function lintAdvancedGame(game: NextWarGame, sink: FindingSink, ids: { sides: Set<string>; nations: Set<string> }): void {
  lintNextWarGame(game, sink, ids);
  const adv = game.charts.advanced;
  if (!adv) {
    sink.add("E-ADVANCED-NO-CHARTS", pointer("charts"), `Game "${game.name}" plays the Advanced game (ruleset nextwar-advanced) but has no Advanced charts (charts.advanced) [14.0].`);
    return;
  }
  adv.sofSurvival.drm?.forEach((d, i) => {
    if (!ids.sides.has(d.side)) sink.add("E-CHART-UNKNOWN-SIDE", pointer("charts", "advanced", "sofSurvival", "drm", i, "side"), `Unknown side "${d.side}" [20.3].`);
  });
}

function lintNextWarUnitTypes(game: NextWarGame, sink: FindingSink): void {
  game.unitTypes.forEach((t, i) => {
    const naval = t.flags.some((f) => NAVAL_FLAGS.includes(f));
    if (!t.mobility && !naval && !t.flags.includes("helicopter")) {
      sink.add("E-UNITTYPE-NO-MOBILITY", pointer("unitTypes", i), `Land unit type "${t.id}" needs a mobility class [2.3.5].`);
    }
  });
}

function lintCharts(game: NextWarGame, sides: Set<string>, sink: FindingSink): void {
  const { crt } = game.charts;
  crt.terrainRows.forEach((row, i) => {
    if (row.odds.length !== crt.columns) {
      sink.add("E-CRT-ROW-LENGTH", pointer("charts", "crt", "terrainRows", i, "odds"), `CRT row "${row.name}" has ${row.odds.length} odds for ${crt.columns} columns.`);
    }
  });
  crt.results.forEach((line, i) => {
    if (line.cells.length !== crt.columns) {
      sink.add("E-CRT-ROW-LENGTH", pointer("charts", "crt", "results", i, "cells"), `CRT line for roll ${line.roll} has ${line.cells.length} results for ${crt.columns} columns.`);
    }
  });
  crt.overkillColumns.forEach((c, i) => {
    if (c > crt.columns) sink.add("E-CRT-OVERKILL-COLUMN", pointer("charts", "crt", "overkillColumns", i), `Overkill column ${c} is past the CRT's ${crt.columns} columns [9.7.1.1].`);
  });
  const ranges: [string, { fromTurn: number; toTurn: number; side?: string }[]][] = [
    ["weather", game.charts.weather],
    ["airPoints", game.charts.airPoints],
  ];
  for (const [chart, lines] of ranges) {
    lines.forEach((line, i) => {
      if (line.fromTurn > line.toTurn) sink.add("E-CHART-TURN-RANGE", pointer("charts", chart, i, "toTurn"), `Turn ${line.fromTurn} to ${line.toTurn} is an empty range.`);
      if (line.side !== undefined && !sides.has(line.side)) sink.add("E-CHART-UNKNOWN-SIDE", pointer("charts", chart, i, "side"), `Unknown side "${line.side}".`);
    });
  }
}
