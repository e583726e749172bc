import { z } from "zod";
import { advancedScenarioSchema } from "./advanced";
import { chartOverridesSchema } from "./charts";
import { colourSchema, counterFacesSchema, descriptionSchema, doc, hexLabelSchema, idSchema, locationSchema, nameSchema, refSchema, schemaRefSchema, turnSchema } from "./fields";
import { weatherSchema } from "./vocabulary";

export const SCENARIO_SCHEMA_VERSION = 1;

const strength = (title: string, description: string, examples: number[]) => doc(z.number().int().min(0).max(99), title, description, examples);

const reducedSchema = doc(
  z
    .object({
      attack: strength("Reduced attack", "AS on the reduced side.", [2]),
      defence: strength("Reduced defence", "DS on the reduced side.", [3]),
      er: strength("Reduced ER", "ER on the reduced side.", [3]).optional(),
      ma: strength("Reduced MA", "MA on the reduced side.", [6]).optional(),
      cs: strength("Reduced CS", "Combat support on the reduced side of a two-step helicopter [2.4.2, 6.5.4].", [1]).optional(),
    })
    .strict(),
  "Reduced side",
  "Values on the reduced (second-step) side of a 2-step unit [2.3].",
);

const airWarSchema = doc(
  z
    .object({
      allWeather: doc(
        z.array(
          doc(
            z
              .object({
                side: refSchema("Side", ["red"]),
                capability: doc(
                  z.enum(["full", "limited", "none"]),
                  "All-weather capability",
                  "full: weather does not reduce the side's air points; limited: ½ in overcast, ¼ in storm; none: ¼ in overcast, none in storm (rounded up) [4.1.2, 4.1.3].",
                  ["limited"],
                ),
              })
              .strict(),
            "All-weather capability",
            "One side's all-weather capability (a game-specific rule).",
          ),
        ),
        "All-weather capability",
        "Sides whose air forces have limited or no all-weather capability; sides not listed have full capability [4.1].",
        [[{ side: "red", capability: "limited" }]],
      ).optional(),
      lostAirPoints: doc(
        z.array(doc(z.object({ side: refSchema("Side", ["red"]), points: doc(z.number().int().min(0).max(99), "Points", "Air points already destroyed.", [1]) }).strict(), "Lost air points", "A side's air points destroyed before play.")),
        "Air points lost before play",
        "Permanent air point losses a side starts with [6.3].",
      ).optional(),
    })
    .strict(),
  "Air war",
  "The scenario's game-specific air rules [6]: all-weather capability by side and air points lost before play.",
);

const sideSpSchema = (title: string, what: string) =>
  doc(
    z.array(doc(z.object({ side: refSchema("Side", ["blue"]), sp: doc(z.number().int().min(0).max(99), "Stacking points", what, [2]) }).strict(), title, `One side's ${title.toLowerCase()}.`)),
    title,
    what,
  );

const specialMovementSchema = doc(
  z
    .object({
      airlift: sideSpSchema(
        "Airlift capacity",
        "Stacking points of foot units each side may airlift in each of its movement segments [8.5.2.1] (a game-specific rule; units turned back by ADF count too [8.5.3.1]); 2 for a side not listed.",
      ).optional(),
      seaTransport: sideSpSchema(
        "Sea transport capacity",
        "Stacking points each side may move by sea transport each game turn [8.5.7.3, 8.5.7.4]; 2 for a side not listed.",
      ).optional(),
      airmobile: sideSpSchema(
        "Airmobile points",
        "Airmobile points each side receives at the start [8.5.4.1], besides those its units provide (`airmobileCapacity`); usable each game turn; 0 for a side not listed.",
      ).optional(),
      paradrop: sideSpSchema(
        "Paradrop capacity",
        "Stacking points of airborne units each side may paradrop each game turn [8.5.3.1] (a game-specific rule; units turned back by ADF count too); 2 for a side not listed.",
      ).optional(),
      beachheads: doc(
        z.array(
          doc(
            z
              .object({
                side: refSchema("Side", ["blue"]),
                markers: doc(z.number().int().min(0).max(9), "Beachhead markers", "How many beachhead markers the side has: at most that many beachheads on the map at once [8.5.8.2].", [1]),
                defence: doc(z.number().int().min(0).max(9), "Beachhead defence strength", "The defence strength a beachhead adds to the units in its hex [8.5.8.4].", [1]),
              })
              .strict(),
            "Beachheads",
            "One side's beachhead markers and their defence strength.",
          ),
        ),
        "Beachheads",
        "Each side's beachhead markers and their defence strength [8.5.8.2, 8.5.8.4]; a side not listed has 1 marker of defence 1.",
        [[{ side: "blue", markers: 1, defence: 1 }]],
      ).optional(),
    })
    .strict(),
  "Special movement",
  "Limits on airlift, paradrop, airmobile and sea transport, and the beachhead markers, the game-specific rules set [8.5.2.1, 8.5.3.1, 8.5.4.1, 8.5.7.3, 8.5.7.4, 8.5.8.2].",
);

const navalWarSchema = doc(
  z
    .object({
      rollingSide: doc(
        refSchema("Side", ["blue"]),
        "Side rolling for naval control",
        "The side that makes the naval control rolls and reads the table [7.2] (the rulebook's US); the scenario's initiative side when absent.",
        ["blue"],
      ).optional(),
      control: doc(
        z.array(doc(z.object({ box: refSchema("Sea or coastal box", ["halvard-sea-box"]), side: refSchema("Side", ["blue"]) }).strict(), "Box control", "A box and the side controlling it at the start.")),
        "Control at the start",
        "Sea and coastal boxes controlled at the start [7.2]; boxes not listed start contested.",
      ).optional(),
      levels: doc(
        z.array(
          doc(
            z
              .object({
                side: refSchema("Side", ["red"]),
                asw: doc(z.number().int().min(0).max(20), "ASW level", "Anti-submarine warfare level at the start [7.4.2].", [2]),
                submarineThreat: doc(z.number().int().min(0).max(20), "Submarine threat level", "Submarine threat level at the start [7.4.1].", [3]),
              })
              .strict(),
            "Naval levels",
            "One side's ASW and submarine threat levels.",
          ),
        ),
        "ASW and submarine threat levels",
        "Each side's levels at the start [7.4]; sides not listed start at 0.",
      ).optional(),
      trackMax: doc(z.number().int().min(1).max(20), "Track maximum", "The highest ASW or submarine threat level the track shows [7.4.1, 7.4.2]; 5 when absent.", [5]).optional(),
      mines: doc(
        z.array(
          doc(
            z.object({ hex: hexLabelSchema("Hex", "A sea hex or a coastal hex with a port or beach [7.5.1]."), side: refSchema("Side", ["red"]), level: doc(z.number().int().min(1).max(2), "Level", "The marker's level [7.5.1].", [2]) }).strict(),
            "Mine marker",
            "A mine marker on the map at the start.",
          ),
        ),
        "Mines at the start",
        "Mine markers laid before play [7.5].",
      ).optional(),
      mineMarkers: doc(
        z.array(doc(z.object({ side: refSchema("Side", ["red"]), count: doc(z.number().int().min(0).max(99), "Markers", "Mine markers in the side's counter mix.", [4]) }).strict(), "Mine markers", "A side's counter mix of mine markers.")),
        "Mine markers",
        "How many mine markers each side may have on the map at once [7.5]; 4 for a side not listed.",
      ).optional(),
      carriers: doc(
        z.array(
          doc(
            z
              .object({
                nation: refSchema("Nation", ["nordland"]),
                close: doc(z.number().int().min(0).max(9), "Close air points", "Air points each CV/CVN adds from a friendly coastal box or sea hex [7.3.4 item 2] (the rulebook: 2 for the US, 1 for others).", [2]),
                distant: doc(z.number().int().min(0).max(9), "Distant air points", "Air points each CV/CVN adds from a sea box or a contested coastal box [7.3.4 item 3] (the rulebook: 1 for a US CVN).", [1]),
              })
              .strict(),
            "Carrier air wings",
            "Air points one nation's carriers add each turn.",
          ),
        ),
        "Carrier air wings",
        "Air points carriers add by nation [7.3.4]; a nation not listed adds 1 close and 0 distant.",
      ).optional(),
    })
    .strict(),
  "Naval war",
  "The scenario's naval set-up and game-specific naval rules [7]: who rolls for control, control at the start, ASW and submarine threat levels, mines, carrier air wings.",
);

const unitSchema = doc(
  z
    .object({
      id: idSchema("Unit", ["nl-1-bde", "ost-12-tk"]),
      type: refSchema("Unit type", ["mech-inf"]),
      name: nameSchema("Unit", ["1st Guards Brigade"]),
      nation: refSchema("Nation", ["nordland"]),
      formation: refSchema("Formation", ["nl-1-div"]).optional(),
      attack: strength("Attack strength (AS)", "Attack strength [2.3.1].", [6, 3]).optional(),
      defence: strength("Defence strength (DS)", "Defence strength [2.3.2].", [5]).optional(),
      defenceParenthesised: doc(z.boolean(), "Parenthesised DS", "DS usable only alone or with the same type [2.3.2.1].", [true]).optional(),
      er: doc(z.number().int().min(1).max(9), "Efficiency rating (ER)", "Quality, 1 minimum; 6 or more is elite [2.3.3].", [4, 6]).optional(),
      ma: strength("Movement allowance (MA)", "Movement points a turn [2.3.5].", [8, 12]).optional(),
      sp: strength("Stacking points (SP)", "Space taken in a hex [2.3.7]; helicopters and naval units have none.", [1, 2]).optional(),
      steps: doc(z.number().int().min(1).max(2), "Steps", "Steps the unit can lose (1 or 2) [2.3].", [2]).optional(),
      reduced: reducedSchema.optional(),
      cs: strength("Combat support (CS)", "Combat support value of a helicopter or naval unit [2.4.2].", [2]).optional(),
      range: strength("Range", "Range in hexes of a helicopter or naval unit [2.4.3]; an HQ's range, which is also its combat support value, in the Advanced game [15.2.5, 18.2.1].", [10]).optional(),
      capacity: strength("Transport capacity", "Stacking points an AMPH can carry [2.4.4].", [2]).optional(),
      airmobileCapacity: strength("Airmobile capacity", "Airmobile points provided [2.4.1].", [1]).optional(),
      counter: counterFacesSchema.optional(),
      supplyRange: strength("Supply range", "Advanced game: how far this supply unit (depot or MSU) supplies, in motorised MP, instead of the chart's range [15.2.11, 19.1].", [4]).optional(),
    })
    .strict(),
  "Unit",
  "One counter of the order of battle.",
);

const formationSchema = doc(
  z
    .object({
      id: idSchema("Formation", ["nl-1-div"]),
      name: nameSchema("Formation", ["1st Division"]),
      nation: refSchema("Nation", ["nordland"]),
      parent: refSchema("Formation", ["nl-1-corps"]).optional(),
      colour: colourSchema.optional(),
    })
    .strict(),
  "Formation",
  "A formation (division, corps) that units belong to [2.3.4, 18].",
);

const setupSchema = doc(
  z.object({ unit: refSchema("Unit", ["nl-1-bde"]), at: locationSchema("Setup location", "Where the unit starts.") }).strict(),
  "Setup",
  "A unit's starting hex or box [2.3.6].",
);

const holdingSchema = doc(
  z.object({ unit: refSchema("Unit", ["nl-5-bde"]), box: refSchema("Off-map box", ["cherbourg-alarm-units"]) }).strict(),
  "Held unit",
  "A unit waiting in an off-map box of the map (the map's offMapBoxes).",
);

const reinforcementSchema = doc(
  z
    .object({
      turn: turnSchema("Turn", "Game turn the units arrive [10.0]."),
      units: doc(z.array(refSchema("Unit", ["nl-5-bde"])).min(1), "Units", "Units arriving.", [["nl-5-bde", "nl-6-bde"]]),
      at: locationSchema("Entry", "Where they enter."),
    })
    .strict(),
  "Reinforcement",
  "Units arriving on a turn at an entry hex, box or map edge [10.0].",
);

const replacementSchema = doc(
  z
    .object({
      nation: refSchema("Nation", ["nordland"]),
      turn: turnSchema("Turn", "Game turn the points are received [11.0]."),
      points: doc(z.number().int().min(0).max(99), "Points", "Replacement points received.", [1, 2]),
    })
    .strict(),
  "Replacement points",
  "Replacement points a nation receives on a turn [11.0].",
);

const victorySchema = doc(
  z
    .object({
      vpHexes: doc(
        z.array(doc(z.object({ hex: hexLabelSchema("Hex", "The VP hex."), value: doc(z.number().int().min(0).max(99), "VP", "Victory points for capturing it [12.1].", [2]) }).strict(), "VP hex", "A victory point hex.")),
        "VP hexes",
        "Hexes worth victory points [12.1].",
      ),
      levels: doc(
        z.array(
          doc(
            z
              .object({
                level: doc(z.enum(["decisive", "substantial", "marginal", "stalemate"]), "Victory level", "Level reached [12.3].", ["decisive"]),
                minDifference: doc(z.number().int().min(0).max(999), "Minimum VP difference", "VP lead needed for this level.", [12]),
              })
              .strict(),
            "Victory level",
            "One level of the victory table.",
          ),
        ),
        "Victory levels",
        "Victory levels by VP difference at game end [12.3].",
      ),
      automaticVictoryLevel: doc(z.number().int().min(1).max(999), "Automatic victory level", "VP lead that triggers an automatic victory roll [12.2].", [15]).optional(),
      capitals: doc(
        z.array(doc(z.object({ nation: refSchema("Nation", ["nordland"]), hex: hexLabelSchema("Hex", "The capital hex.") }).strict(), "Capital", "A nation's capital.")),
        "Capitals",
        "Capitals whose capture triggers an automatic victory roll [12.2].",
      ),
      preGameVp: doc(
        z.array(doc(z.object({ side: refSchema("Side", ["red"]), vp: doc(z.number().int().min(-99).max(99), "VP", "Points.", [3]) }).strict(), "Pre-game VP", "Pre-game points of a side.")),
        "Pre-game VP",
        "VP earned before play [12.1.3].",
      ).optional(),
      eliminationVp: doc(
        z.array(
          doc(
            z.object({ type: refSchema("Unit type", ["armour"]), vp: doc(z.number().int().min(0).max(99), "VP", "Points the enemy side scores each time a unit of this type is eliminated.", [1]) }).strict(),
            "Elimination VP",
            "VP for eliminating one unit of a type.",
          ),
        ),
        "Elimination VP",
        "VP a side scores for eliminating enemy units, by unit type, from the scenario's VP chart [12.1]; types not listed score none.",
      ).optional(),
    })
    .strict(),
  "Victory",
  "VP hexes, victory levels, automatic victory and capitals [12].",
);

const areaSetupSchema = doc(
  z
    .object({
      territory: refSchema("Territory or sea zone", ["karelia"]),
      nation: refSchema("Nation", ["ussr"]),
      units: doc(
        z.array(
          doc(
            z.object({ type: refSchema("Unit type", ["infantry"]), count: doc(z.number().int().min(1).max(99), "Count", "How many.", [3]) }).strict(),
            "Unit count",
            "A number of units of one type.",
          ),
        ).min(1),
        "Units",
        "Unit counts.",
        [[{ type: "infantry", count: 3 }]],
      ),
    })
    .strict(),
  "Area setup",
  "Units of one nation in one territory or sea zone at the start.",
);

export const scenarioSchema = doc(
  z
    .object({
      $schema: schemaRefSchema("scenario.schema.json").optional(),
      schemaVersion: doc(z.literal(SCENARIO_SCHEMA_VERSION), "Schema version", "Version of the scenario format.", [SCENARIO_SCHEMA_VERSION]),
      name: nameSchema("Scenario", ["Spring offensive"]),
      description: descriptionSchema.optional(),
      game: doc(z.string().min(1).max(500), "Game", "The game this scenario plays: a path relative to this file on disk, or a document id in the studio.", ["game.json"]),
      map: doc(z.string().min(1).max(500), "Map", "The map this scenario plays on: a path relative to this file on disk, or a document id in the studio.", ["map.json"]),
      sides: doc(
        z.array(doc(z.object({ id: idSchema("Side", ["blue"]), name: nameSchema("Side", ["Coalition"]), colour: colourSchema.optional() }).strict(), "Side", "A side."))
          .min(2),
        "Sides",
        "The sides of this scenario.",
      ),
      nations: doc(
        z.array(doc(z.object({ id: idSchema("Nation", ["nordland"]), name: nameSchema("Nation", ["Nordland"]).optional(), side: refSchema("Side", ["blue"]) }).strict(), "Nation", "A nation and its side."))
          .min(1),
        "Nations",
        "Nations taking part and their sides.",
      ),
      turns: doc(
        z.object({ first: turnSchema("First turn", "Number of the first game turn.").optional(), last: turnSchema("Last turn", "Number of the last game turn.") }).strict(),
        "Turns",
        "Game turns played.",
      ),
      initiative: doc(
        z
          .object({
            side: refSchema("Side", ["red"]),
            automaticTurns: doc(z.array(z.number().int().min(1).max(999)), "Automatic initiative turns", "Turns the side has the initiative automatically [5.0].", [[1, 2]]),
            vpThresholds: doc(
              z.array(doc(z.object({ side: refSchema("Side", ["red"]), vp: doc(z.number().int().min(0).max(999), "VP", "VP gained in a turn needed to keep the initiative.", [3]) }).strict(), "Initiative threshold", "One side's threshold.")),
              "Initiative VP thresholds",
              "VP thresholds that keep the initiative after an initiative turn [5.1.1].",
            ),
          })
          .strict(),
        "Initiative",
        "Who has the initiative and how it changes [5.0].",
      ).optional(),
      gt1Weather: weatherSchema.optional(),
      formations: doc(z.array(formationSchema), "Formations", "Formations of the OOB.").optional(),
      units: doc(z.array(unitSchema), "Order of battle", "Every unit in play, set up or arriving later.").optional(),
      setup: doc(z.array(setupSchema), "Setup", "Where units start.").optional(),
      reinforcements: doc(z.array(reinforcementSchema), "Reinforcements", "Reinforcement schedule [10.0].").optional(),
      holding: doc(
        z.array(holdingSchema),
        "Holding area",
        "Units kept in one of the map's off-map boxes (a ported module's boxes): not in play until the designer sets them up or schedules them.",
      ).optional(),
      replacements: doc(z.array(replacementSchema), "Replacements", "Replacement points by nation and turn [11.0].").optional(),
      victory: victorySchema.optional(),
      areaSetup: doc(z.array(areaSetupSchema), "Area setup", "Unit counts per territory or sea zone (area games).").optional(),
      income: doc(
        z.array(doc(z.object({ nation: refSchema("Nation", ["ussr"]), ipc: doc(z.number().int().min(0).max(999), "Starting income", "IPCs at the start.", [24]) }).strict(), "Income", "A nation's starting income.")),
        "Starting income",
        "Starting income per nation (area games).",
      ).optional(),
      victoryCities: doc(
        z
          .object({
            cities: doc(z.array(refSchema("Territory", ["karelia"])), "Victory cities", "Territories whose victory cities count.", [["karelia", "berlin"]]),
            standardVictory: doc(z.number().int().min(1).max(99), "Standard victory", "Victory cities one side must hold at the end of a round.", [9]),
            totalVictory: doc(z.number().int().min(1).max(99), "Total victory", "Victory cities for a total victory.", [12]).optional(),
            mode: doc(
              z.enum(["standard", "total"]),
              "Victory played",
              "Which victory the scenario plays, agreed before play: standard (a side holds `standardVictory` cities at the end of a round) or total (`totalVictory` cities). Standard when absent.",
              ["standard", "total"],
            ).optional(),
          })
          .strict(),
        "Victory cities",
        "Victory cities and how many win (area games).",
      ).optional(),
      areaRules: doc(
        z
          .object({
            neutrals: doc(
              z.enum(["closed", "open"]),
              "Neutral territories",
              "closed: neutral territories cannot be entered or flown over (the 1942 rule); open: they may be entered like other territories. Closed when absent.",
              ["closed"],
            ).optional(),
            roundLimit: doc(
              z.number().int().min(1).max(999),
              "Round limit",
              "The game ends after this round if no side has won; without it, after the round `turns.last`.",
              [10],
            ).optional(),
          })
          .strict(),
        "Area rules",
        "Settings of an area game's rules for this scenario (area games).",
      ).optional(),
      specialRules: doc(
        z.array(
          doc(
            z
              .object({
                id: idSchema("Special rule", ["surprise"]),
                name: nameSchema("Special rule", ["Surprise attack"]),
                description: descriptionSchema.optional(),
                enabled: doc(z.boolean(), "Enabled", "Whether the rule is in force.", [true]),
                drm: doc(z.number().int().min(-9).max(9), "DRM", "Die roll modifier the rule applies, if any.", [-1]).optional(),
                columnShift: doc(z.number().int().min(-9).max(9), "Column shift", "CRT column shift the rule applies, if any.", [2]).optional(),
                turns: doc(z.array(z.number().int().min(1).max(999)), "Turns", "Turns the rule applies on (all when absent).", [[1]]).optional(),
                nations: doc(
                  z.array(refSchema("Nation", ["valdria"])).min(1),
                  "Nations",
                  "Nations whose units' combats the DRM modifies: it applies when a unit of one of them attacks (or defends, by role) [9.6.4, 9.6.5].",
                  [["valdria"]],
                ).optional(),
                role: doc(z.enum(["attack", "defence"]), "Role", "Whether the DRM modifies those units' attacks or their defence (attack when absent) [9.6.5].", ["attack"]).optional(),
                multinational: doc(
                  z.boolean(),
                  "Multinational only",
                  "The DRM applies only when the attacking (or defending, by role) units belong to more than one nation [9.6.5].",
                  [true],
                ).optional(),
              })
              .strict(),
            "Special rule",
            "A named switch, optionally with a DRM or column shift.",
          ),
        ),
        "Special rules",
        "Scenario rules as named switches and modifiers.",
      ).optional(),
      optionalRules: doc(
        z
          .object({
            supply: doc(
              z.boolean(),
              "Supply",
              "Play the optional supply rule: a supply phase after the weather phase; units that cannot trace a road line of communication to a friendly city, major city, port or beachhead have their attack strength and movement allowance halved and their ER lowered by one [13.1]. Off when absent.",
              [true],
            ).optional(),
            fogOfWar: doc(
              z.boolean(),
              "Fog of war",
              "Play the optional fog-of-war rule: a player may not look into the enemy's stacks (only the top unit shows) [13.2]. Off when absent.",
              [true],
            ).optional(),
          })
          .strict(),
        "Optional rules",
        "The standard game's optional rules this scenario plays [13].",
      ).optional(),
      airWar: airWarSchema.optional(),
      navalWar: navalWarSchema.optional(),
      specialMovement: specialMovementSchema.optional(),
      chartOverrides: chartOverridesSchema.optional(),
      advanced: advancedScenarioSchema.optional(),
    })
    .strict(),
  "Warbench scenario",
  "A scenario: references to a game and a map, sides, turns, OOB, setup, schedules and victory conditions.",
);

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioUnit = NonNullable<Scenario["units"]>[number];
