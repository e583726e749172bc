import type { Game } from "@/lib/model/game";
import type { GameMap } from "@/lib/model/map";
import type { FindingSink } from "../findings";
import type { HexMapIndex } from "../map-index";
import type { AreaMapIndex } from "./area-map";

/** What the scenario lints share: the resolved game and map, and the ids the scenario declares. */
export interface ScenarioContext {
  game?: Game;
  map?: GameMap;
  hexIndex?: HexMapIndex | null;
  areaIndex?: AreaMapIndex;
  /** Where findings about the game and map found while checking the scenario go. */
  gameSink?: FindingSink;
  mapSink?: FindingSink;
}

export interface ScenarioIds {
  sides: Set<string>;
  nations: Set<string>;
  firstTurn: number;
  lastTurn: number;
}
