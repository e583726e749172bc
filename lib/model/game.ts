import { z } from "zod";
import { nextWarChartsSchema } from "./charts";
import { colourSchema, counterFacesSchema, descriptionSchema, doc, idSchema, nameSchema, refSchema, schemaRefSchema } from "./fields";
import { UNIT_FLAGS, mobilitySchema } from "./vocabulary";

/**
 * The game (series module): ruleset, default sides and nations, unit types and
 * charts (architecture.md, "Three documents").
 */
export const GAME_SCHEMA_VERSION = 3;
// 1 → 2: area unit types carry their abilities; transport capacity counts cargo points (migrations/game-v1-unit-abilities.ts).

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
      flags: doc(z.array(z.enum(UNIT_FLAGS)), "Flags", "What else the type is [2.3, 2.4]: light-infantry, airmobile-capable, airborne, marine, armour, mechanized, hq, helicopter, or a naval kind sag / cv / cvn / amph. Advanced game [18, 19.4]: hq (an HQ; its `range` is its support value and range), supreme-hq (the side's supreme HQ, also hq), supply-unit (a depot / MSU counter). A helicopter type that is also marine is a USMC attack helicopter, which may base on a friendly AMPH [6.5.5].", [["armour"], ["light-infantry", "airmobile-capable"], ["amph"]]),
      symbol: doc(z.string().min(1).max(40), "NATO symbol", "Short name of the counter symbol, for drawing.", ["infantry", "armour"]).optional(),
      counter: counterFacesSchema.optional(),
    })
    .strict(),
  "Unit type",
  "A Next War unit type. Land types have a mobility class; helicopters and naval types (sag/cv/cvn/amph) need none.",
);

const d6Value = (title: string, description: string, examples: number[]) => doc(z.number().int().min(0).max(6), title, description, examples);

const antiAircraftSchema = doc(
  z
    .object({
      maxTargets: doc(z.number().int().min(1).max(9), "Most targets", "Attacking air units each AA gun fires at, at most (one die each).", [3]),
      hitOn: doc(z.number().int().min(1).max(6), "Hits on", "Each die hits on a roll at or below this.", [1]),
    })
    .strict(),
  "Anti-aircraft fire",
  "Fires once, before the first round of a battle in its territory, one die at each of up to `maxTargets` attacking air units; that is its only fire (its printed defence is this shot, not rolled in the rounds); never a casualty; captured with the territory (AA gun: maxTargets 3, hitOn 1).",
  [{ maxTargets: 3, hitOn: 1 }],
);

/**
 * An area-game unit type: its values and every ability the rules use, as
 * TripleA's unit attachments do. The rules read these fields, never unit ids;
 * an absent ability is off (false or 0).
 */
const aaUnitType = doc(
  z
    .object({
      id: idSchema("Unit type", ["infantry", "fighter", "transport"]),
      name: nameSchema("Unit type", ["Infantry"]),
      domain: doc(z.enum(["land", "air", "sea", "structure"]), "Domain", "Where the unit fights: land, air, sea, or a structure (AA gun, industrial complex).", ["land", "sea"]),
      attack: d6Value("Attack", "Hits on a d6 roll at or below this when attacking.", [1, 3]),
      defence: d6Value("Defence", "Hits on a d6 roll at or below this when defending.", [2, 4]),
      movement: doc(z.number().int().min(0).max(10), "Movement", "Spaces moved a turn.", [1, 2]),
      cost: doc(z.number().int().min(0).max(99), "Cost", "IPC cost to purchase.", [3, 12]),
      hits: doc(z.number().int().min(1).max(5), "Hits", "Hits needed to destroy it. A unit with 2 or more is damaged (not removed) by its first hit: battleship and carrier 2.", [1, 2]),
      artillery: doc(
        z.number().int().min(0).max(9),
        "Artillery support",
        "In an attack, raises the attack of this many `supportable` units by 1 each (artillery: 1, pairing one infantry). 0 or absent: gives no support.",
        [1],
      ).optional(),
      supportable: doc(z.boolean(), "Supportable", "An infantry-like unit that `artillery` can support: +1 attack while paired with an artillery unit in an attack (infantry).", [true]).optional(),
      canBlitz: doc(z.boolean(), "Can blitz", "In combat movement it may move through one empty hostile territory, taking it, and go on (tank).", [true]).optional(),
      submarine: doc(
        z.boolean(),
        "Submarine",
        "Submarine abilities: first strike (its hits are removed before the enemy fires back) unless an enemy `destroyer` is in the battle; cannot hit air units, and air units hit it only with a destroyer of their own side present; may submerge instead of fighting a round; does not block enemy movement.",
        [true],
      ).optional(),
      destroyer: doc(z.boolean(), "Destroyer", "Cancels the abilities of enemy submarines in its battle: no first strike, no submerging, and its side's air units may hit them.", [true]).optional(),
      antiAircraft: antiAircraftSchema.optional(),
      strategicBomber: doc(z.boolean(), "Strategic bomber", "May make strategic bombing raids on enemy industrial complexes instead of attacking units (bomber).", [true]).optional(),
      airAttack: d6Value(
        "Air-battle attack",
        "In a strategic bombing raid's air battle, as a raiding bomber or an escorting fighter, hits on a roll at or below this (TripleA's airAttack). Absent: the rulebook's 1.",
        [1],
      ).optional(),
      airDefence: d6Value(
        "Air-battle defence",
        "In a strategic bombing raid's air battle, as an intercepting fighter, hits on a roll at or below this (TripleA's airDefense). Absent: the rulebook's 2.",
        [2],
      ).optional(),
      bombard: d6Value(
        "Bombardment",
        "Bombardment value in amphibious assaults: before the land battle it fires once, hitting on a roll at or below this (battleship 4, cruiser 3); one bombarding ship per land unit landing. 0 or absent: cannot bombard.",
        [4, 3],
      ).optional(),
      carrierCapacity: doc(z.number().int().min(0).max(10), "Carrier capacity", "Carrier space for air units, which take their `carrierCost` each (carrier: 2, two fighters).", [2]).optional(),
      carrierCost: doc(z.number().int().min(1).max(10), "Carrier cost", "Carrier space this air unit takes; only units with a carrier cost may land on carriers (fighter: 1).", [1]).optional(),
      transportCapacity: doc(
        z.number().int().min(0).max(10),
        "Transport capacity",
        "Cargo points this sea unit carries; land units take their `transportCost` each (transport: 5 — two infantry, or one infantry and one other land unit).",
        [5],
      ).optional(),
      transportCost: doc(
        z.number().int().min(1).max(10),
        "Transport cost",
        "Cargo points this land unit takes on a transport; only units with a transport cost can be carried (infantry 2; artillery, tank and AA gun 3).",
        [2, 3],
      ).optional(),
      industrialComplex: doc(
        z.boolean(),
        "Industrial complex",
        "Infrastructure where new units are mobilised: at most the territory's IPC value minus its damage a turn; takes strategic bombing damage; cannot move; captured with the territory.",
        [true],
      ).optional(),
    })
    .strict(),
  "Unit type",
  "An area-game unit type: values, cost and the abilities the rules read (never its id).",
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
      unitTypes: doc(z.array(aaUnitType).min(1), "Unit types", "The unit table: values, costs and abilities (artillery support, blitz, submarine, destroyer, anti-aircraft, bombing, bombardment, carriers, transports, industrial complexes)."),
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
export type AntiAircraft = z.infer<typeof antiAircraftSchema>;
export type Side = z.infer<typeof sideSchema>;
export type Nation = z.infer<typeof nationSchema>;

export function isNextWarGame(game: Game): game is NextWarGame {
  return game.ruleset !== "aa1942";
}
