import { z } from "zod";
import { nextWarChartsSchema } from "./charts";
import { colourSchema, descriptionSchema, doc, idSchema, nameSchema, refSchema, schemaRefSchema } from "./fields";
import { UNIT_FLAGS, mobilitySchema } from "./vocabulary";

/**
 * The game (series module): ruleset, default sides and nations, unit types and
 * charts (architecture.md, "Three documents").
 */
export const GAME_SCHEMA_VERSION = 1;

export const sideSchema = doc(
  z
    .object({
      id: idSchema("Side", ["blue", "red"]),
      name: nameSchema("Side", ["Coalition", "Pact"]),
      colour: colourSchema.optional(),
    })
    .strict(),
  "Side",
  "One of the two sides.",
);

export const nationSchema = doc(
  z
    .object({
      id: idSchema("Nation", ["nordland", "ostmark"]),
      name: nameSchema("Nation", ["Nordland"]),
      side: refSchema("Side", ["blue"]),
      colour: colourSchema.optional(),
    })
    .strict(),
  "Nation",
  "A nation and the side it fights for.",
);

const nextWarUnitType = doc(
  z
    .object({
      id: idSchema("Unit type", ["mech-inf", "armour", "sag"]),
      name: nameSchema("Unit type", ["Mechanized infantry"]),
      mobility: mobilitySchema.optional(),
      flags: doc(z.array(z.enum(UNIT_FLAGS)), "Flags", "What else the type is [2.3, 2.4]: light-infantry, airmobile-capable, airborne, marine, armour, mechanized, hq, helicopter, or a naval kind sag / cv / cvn / amph.", [["armour"], ["light-infantry", "airmobile-capable"], ["amph"]]),
      symbol: doc(z.string().min(1).max(40), "NATO symbol", "Short name of the counter symbol, for drawing.", ["infantry", "armour"]).optional(),
    })
    .strict(),
  "Unit type",
  "A Next War unit type. Land types have a mobility class; helicopters and naval types (sag/cv/cvn/amph) need none.",
);

const aaUnitType = doc(
  z
    .object({
      id: idSchema("Unit type", ["infantry", "fighter", "transport"]),
      name: nameSchema("Unit type", ["Infantry"]),
      domain: doc(z.enum(["land", "air", "sea", "structure"]), "Domain", "Where the unit fights: land, air, sea, or a structure (AA gun, industrial complex).", ["land", "sea"]),
      attack: doc(z.number().int().min(0).max(6), "Attack", "Hits on a d6 roll at or below this when attacking.", [1, 3]),
      defence: doc(z.number().int().min(0).max(6), "Defence", "Hits on a d6 roll at or below this when defending.", [2, 4]),
      movement: doc(z.number().int().min(0).max(10), "Movement", "Spaces moved a turn.", [1, 2]),
      cost: doc(z.number().int().min(0).max(99), "Cost", "IPC cost to purchase.", [3, 12]),
      hits: doc(z.number().int().min(1).max(5), "Hits", "Hits needed to destroy it.", [1, 2]),
      transportCapacity: doc(z.number().int().min(0).max(10), "Transport capacity", "Land units it can carry (sea transports).", [2]).optional(),
      carrierCapacity: doc(z.number().int().min(0).max(10), "Carrier capacity", "Fighters it can carry (carriers).", [2]).optional(),
    })
    .strict(),
  "Unit type",
  "An area-game unit type with its values and cost.",
);

const common = {
  $schema: schemaRefSchema("game.schema.json").optional(),
  schemaVersion: doc(z.literal(GAME_SCHEMA_VERSION), "Schema version", "Version of the game format; older documents are migrated on load.", [GAME_SCHEMA_VERSION]),
  name: nameSchema("Game", ["Next War: Sample Theatre"]),
  description: descriptionSchema.optional(),
  sides: doc(z.array(sideSchema).min(1), "Sides", "Default sides; a scenario may rename them."),
  nations: doc(z.array(nationSchema), "Nations", "Default nations and their sides; a scenario may regroup them."),
};

export const nextWarGameSchema = doc(
  z
    .object({
      ...common,
      ruleset: doc(z.enum(["nextwar-standard", "nextwar-advanced"]), "Ruleset", "Which rule system plays this game (rules-index.md).", ["nextwar-standard"]),
      unitTypes: doc(z.array(nextWarUnitType).min(1), "Unit types", "Every unit type the OOBs may use."),
      charts: nextWarChartsSchema,
    })
    .strict(),
  "Next War game module",
  "A Next War series module.",
);

export const areaGameSchema = doc(
  z
    .object({
      ...common,
      ruleset: doc(z.literal("aa1942"), "Ruleset", "Axis & Allies 1942-style area game.", ["aa1942"]),
      unitTypes: doc(z.array(aaUnitType).min(1), "Unit types", "The unit table: attack, defence, movement, cost, hits, capacities."),
      turnOrder: doc(z.array(refSchema("Nation", ["ussr"])).min(1), "Turn order", "Nations in the order they play each round.", [["ussr", "germany", "uk", "japan", "usa"]]),
    })
    .strict(),
  "Area game module",
  "An area-movement game module.",
);

export const gameSchema = doc(
  z.discriminatedUnion("ruleset", [nextWarGameSchema, areaGameSchema]),
  "Warbench game",
  "A game (series module): ruleset, sides and nations, unit types and charts.",
);

export type Game = z.infer<typeof gameSchema>;
export type NextWarGame = z.infer<typeof nextWarGameSchema>;
export type AreaGame = z.infer<typeof areaGameSchema>;
export type NextWarUnitType = z.infer<typeof nextWarUnitType>;
export type AreaUnitType = z.infer<typeof aaUnitType>;
export type Side = z.infer<typeof sideSchema>;
export type Nation = z.infer<typeof nationSchema>;

export function isNextWarGame(game: Game): game is NextWarGame {
  return game.ruleset !== "aa1942";
}
