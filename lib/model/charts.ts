import { z } from "zod";
import { doc, dieRollTable, idSchema, nameSchema, refSchema, turnSchema } from "./fields";
import { advancedChartsSchema } from "./advanced";
import { HEXSIDE_KINDS, ROAD_KINDS, asLevelSchema, mobilitySchema, terrainClassSchema, weatherSchema } from "./vocabulary";

/**
 * Every Next War chart as data (rules-index.md: "The tables are data, not
 * code"). The rulebook names the charts but not their numbers, so the studio
 * ships starter charts of its own design, marked by `provenance`.
 */

const moveCost = doc(
  z.union([z.number().min(0).max(99), z.literal("P")]),
  "Movement cost",
  'Movement points to enter, or "P" when prohibited [8.3.3].',
  [1, 2, "P"],
);

const costByWeather = doc(
  z
    .object({
      clear: moveCost,
      overcast: moveCost,
      storm: moveCost,
    })
    .strict(),
  "Cost by weather",
  "The cost in each weather condition [4.1, 8.3].",
  [{ clear: 1, overcast: 1, storm: 2 }],
);

const costByMobility = doc(
  z
    .object({
      foot: costByWeather.optional(),
      motorized: costByWeather.optional(),
      mechanized: costByWeather.optional(),
      airmobile: costByWeather.optional(),
    })
    .strict(),
  "Cost by mobility class",
  "Costs for each mobility class [2.3.5]; a class missing here cannot be costed (lint E-TEC-MISSING-MOBILITY).",
  [{ foot: { clear: 1, overcast: 1, storm: 2 } }],
);

const tecTerrainRow = z
  .object({
    terrainClass: terrainClassSchema,
    movement: costByMobility,
    defenceColumnShift: doc(
      z.number().int().min(-6).max(6),
      "Defender column shift",
      "Columns shifted left (negative) when the defender is in this terrain, on top of the CRT's terrain row.",
      [0, -1],
    ).optional(),
    armourHalvedAttacking: doc(
      z.boolean(),
      "Armour and mech halved attacking into it",
      "Whether armour/mechanized attack at half strength into this terrain [9.4.4].",
      [true],
    ).optional(),
    retreatHexes: doc(z.number().int().min(1).max(2), "Retreat length", "Hexes a defender retreats from this terrain [9.8.1].", [2, 1]),
    stackLimit: doc(
      z.number().int().min(1).max(12),
      "Stacking limit",
      "Stacking points allowed in a hex of this terrain without penalty [8.1.1.1]: 4, or 3 in mountain/alpine.",
      [4, 3],
    ),
  })
  .strict();

const tecHexsideRow = z
  .object({
    kind: doc(z.enum(HEXSIDE_KINDS), "Hexside kind", "Which hexside feature this row prices [8.3.1.1, 8.3.1.8].", ["minor-river"]),
    extraCost: costByMobility,
    attackHalved: doc(z.boolean(), "Attack halved across", "Whether attacks across this hexside are halved [9.4.1].", [true]),
  })
  .strict();

const tecRoadRow = z
  .object({
    kind: doc(z.enum(ROAD_KINDS), "Road kind", "Highway, primary or secondary road [8.3.2].", ["highway"]),
    cost: costByMobility,
  })
  .strict();

export const tecSchema = doc(
  z
    .object({
      terrain: doc(z.array(doc(tecTerrainRow, "TEC terrain row", "Movement and combat effects of one terrain class.")), "Terrain rows", "One row per terrain class used by the maps [8.3]."),
      hexsides: doc(z.array(doc(tecHexsideRow, "TEC hexside row", "Costs and effects of one hexside kind.")), "Hexside rows", "Extra costs for crossing hexside features [8.3.1.1]."),
      roads: doc(z.array(doc(tecRoadRow, "TEC road row", "Cost of moving along one road kind.")), "Road rows", "Road movement costs, replacing terrain costs along road hexsides [8.3.2]."),
    })
    .strict(),
  "Terrain effects chart (TEC)",
  "Movement costs by terrain × mobility class × weather, combat effects, hexside costs and road costs [8.3].",
);

const crtCell = doc(
  z.string().regex(/^[0-9]\/[0-9](R[12])?$/),
  "CRT result",
  "Attacker/defender step losses, then an optional defender retreat R1 or R2 [9.7].",
  ["1/0", "0/1R1", "1/2R2"],
);

export const crtSchema = doc(
  z
    .object({
      columns: doc(z.number().int().min(1).max(20), "Column count", "How many odds columns the CRT has (numbered from 1).", [13]),
      terrainRows: doc(
        z.array(
          doc(
            z
              .object({
                name: nameSchema("CRT row", ["Clear / Clear-forest"]),
                terrainClasses: doc(z.array(terrainClassSchema).min(1), "Terrain classes", "Defender terrain classes that use this row [9.2.2].", [["clear", "clear-forest"]]),
                odds: doc(z.array(z.string().regex(/^[0-9]+:[0-9]+$/)), "Odds per column", "The odds ratio printed above each column for this terrain; one entry per column.", [["1:2", "1:1", "2:1"]]),
              })
              .strict(),
            "CRT terrain row",
            "The odds that each column stands for when the defender is in this terrain.",
          ),
        ),
        "Terrain rows",
        "Rows per terrain class: the defender's hex picks the row [9.2.2].",
      ),
      results: doc(
        z.array(
          doc(
            z
              .object({
                roll: doc(z.number().int().min(-10).max(20), "Modified die roll", "The modified d10 roll this line is read for; rolls beyond the first/last line use that line.", [0, 9]),
                cells: doc(z.array(crtCell), "Results per column", "One result per column, left to right.", [["1/0", "1/1", "0/1R1"]]),
              })
              .strict(),
            "CRT result line",
            "Results for one modified die roll.",
          ),
        ),
        "Result lines",
        "Results by modified die roll [9.2.6].",
      ),
      overkillColumns: doc(z.array(z.number().int().min(1).max(20)), "Overkill columns", "Columns (1-based) where an attacker may cancel one loss when the defender cannot absorb all its losses [9.7.1.1].", [[11, 12, 13]]),
      extraFormationDrm: doc(z.number().int().min(-5).max(5), "Extra formation DRM", "DRM per formation beyond the first in an attack [9.6.6].", [-1]).optional(),
      favourableRoll: doc(
        z.enum(["low", "high"]),
        "Roll that favours the attacker",
        'Which end of the d10 favours the attacker on this CRT: "low" as in the rulebook, where the attacker\'s DRMs are negative [9.2.2.1, 9.6], or "high". The engine flips the sign of the rulebook\'s DRMs for a "high" table; DRMs written in the charts themselves (extraFormationDrm) apply as written. Absent means "low".',
        ["low", "high"],
      ).optional(),
    })
    .strict(),
  "Combat results table (CRT)",
  "Odds columns per terrain row and results by die roll [9.2, 9.7].",
);

const weatherRow = z
  .object({
    fromTurn: turnSchema("From turn", "First game turn this line applies to."),
    toTurn: turnSchema("To turn", "Last game turn this line applies to."),
    results: dieRollTable(weatherSchema, "Weather by die roll", "The weather for each roll [4.0].", [["clear", "clear", "clear", "clear", "clear", "overcast", "overcast", "overcast", "storm", "storm"]]),
  })
  .strict();

const airPointsRow = z
  .object({
    side: refSchema("Side", ["blue"]),
    fromTurn: turnSchema("From turn", "First game turn this line applies to."),
    toTurn: turnSchema("To turn", "Last game turn this line applies to."),
    results: dieRollTable(z.number().int().min(0).max(99), "Air points by die roll", "Air points the side receives for each roll [6.1].", [[2, 3, 3, 4, 4, 4, 5, 5, 6, 6]]),
  })
  .strict();

const asRow = z
  .object({
    minDifference: doc(z.number().int().min(-99).max(99), "Minimum AP difference", "This level applies when own minus enemy air points is at least this; the first matching row wins [6.4].", [4, 0]),
    level: asLevelSchema,
  })
  .strict();

const adfResult = doc(
  z.string().regex(/^(none|abort|-[1-3])$|^(abort|-[1-3])?\*$/),
  "ADF result",
  'ADF result [6.6.1.1]: "none"; "abort" (a moving mission turns back; combat support ignores it); "-1".."-3" (that much combat support is spent without effect); "*" (one air point permanently lost, or a helicopter / carried unit loses a step), alone or after abort / -x ("-1*", "abort*"). Low rolls are the bad ones: escorts add +1 per point [6.2.2].',
  ["none", "-1", "*", "-2*"],
);

const helicopterLoss = doc(
  z.enum(["none", "step-loss", "eliminated"]),
  "Helicopter loss",
  "What happens to a helicopter whose base is captured [6.5.4]: nothing, one step lost, or eliminated.",
  ["none", "step-loss"],
);

const adfRow = z
  .object({
    level: asLevelSchema,
    results: dieRollTable(adfResult, "ADF results by die roll", "ADF results for each roll at this air superiority level [6.6].", [["*", "-2", "-1", "-1", "abort", "none", "none", "none", "none", "none"]]),
  })
  .strict();

const navalOutcome = doc(
  z.enum(["control", "contested", "no-change", "enemy-control"]),
  "Naval control outcome",
  "Result of a control roll for a box, for the side that rolls [7.2]: it gains control, the box becomes contested, nothing changes, or the enemy gains control.",
  ["control"],
);

const drmRow = z
  .object({
    id: idSchema("DRM", ["cv-present"]),
    description: doc(z.string().min(1).max(500), "Condition", "When the DRM applies.", ["Each friendly CV/CVN in the box"]),
    value: doc(z.number().int().min(-9).max(9), "DRM", "Die roll modifier.", [1, -1]),
    kind: doc(
      z.enum(["naval-unit", "asw", "submarine-threat", "mines", "air-supremacy"]),
      "What it counts",
      "What the engine multiplies the value by, for the side that rolls [7.2.2]: naval-unit — each of its naval units with one of `unitFlags` in the zone (its sea box, coastal box or sea hexes), less each enemy one; asw — its ASW level [7.4.2]; submarine-threat — the enemy's submarine threat level [7.4.1]; mines — each level of enemy mine markers in the zone's hexes and the coastal hexes touching them, less each level of its own [7.5.3]; air-supremacy — +1 when it has air supremacy, −1 when the enemy has [6.4]. A DRM without a kind is shown but not applied.",
      ["naval-unit", "asw"],
    ).optional(),
    unitFlags: doc(z.array(z.enum(["sag", "cv", "cvn", "amph"])).min(1), "Naval kinds", "For a naval-unit DRM: the naval kinds it counts [7.2.2].", [["cvn"], ["sag", "cv"]]).optional(),
  })
  .strict();

const contestedMoveOutcome = doc(z.enum(["pass", "fail"]), "Contested move outcome", "Whether a naval move or sea transport through contested waters goes ahead [8.5.6.4.1].", ["pass"]);

export const nextWarChartsShape = {
  provenance: doc(
    z.enum(["warbench-sample", "designer"]),
    "Provenance",
    'Who made these charts: "warbench-sample" for the studio\'s own starter charts (plausible numbers, not a publisher\'s chart), or "designer".',
    ["warbench-sample"],
  ),
  crt: crtSchema,
  tec: tecSchema,
  weather: doc(z.array(doc(weatherRow, "Weather line", "Weather results for a range of turns.")), "Weather table", "Weather by turn range and d10 roll [4.0].", [[{ fromTurn: 1, toTurn: 8, results: ["clear", "clear", "clear", "clear", "clear", "overcast", "overcast", "overcast", "storm", "storm"] }]]),
  airPoints: doc(z.array(doc(airPointsRow, "Air points line", "Air points of one side for a range of turns.")), "Air points table", "Air points by side, turn and d10 roll [6.1]."),
  airSuperiority: doc(z.array(doc(asRow, "Air superiority line", "One threshold.")), "Air superiority table", "Air superiority level by air point difference, highest threshold first [6.4]."),
  adf: doc(z.array(doc(adfRow, "ADF line", "ADF results at one air superiority level.")), "ADF table", "Air defence fire results by air superiority level and d10 roll [6.6]."),
  airPointModifiers: doc(
    z
      .object({
        lostAirbase: doc(
          z.number().int().min(-9).max(9),
          "Lost airbase DRM",
          "DRM to a side's air point roll for each airbase (hardened or not) in its own or an allied country that the enemy controls [6.1]. The modified roll is kept within 0–9.",
          [-1],
        ).optional(),
      })
      .strict(),
    "Air point roll modifiers",
    "Modifiers to the air point roll [6.1]; absent means none. Permanent losses are subtracted from the points themselves [6.3].",
  ).optional(),
  helicopterLosses: doc(
    dieRollTable(helicopterLoss, "Helicopter losses by die roll", "Result for each helicopter based in a captured hex [6.5.4].", [["eliminated", "step-loss", "step-loss", "none", "none", "none", "none", "none", "none", "none"]]),
    "Loss of airbase / airfield table",
    "Rolled once for each helicopter based in a hex the enemy captures [6.5.4]; absent means no loss.",
  ).optional(),
  navalControl: doc(
    z
      .object({
        results: dieRollTable(navalOutcome, "Outcomes by die roll", "Control outcome for each modified roll [7.2].", [["no-change", "no-change", "contested", "contested", "contested", "control", "control", "control", "control", "control"]]),
        drms: doc(z.array(doc(drmRow, "Naval control DRM", "One modifier.")), "DRMs", "Modifiers to the control roll [7.2.2]."),
      })
      .strict(),
    "Naval control table",
    "Sea and coastal box control [7.2].",
  ),
  contestedSeaMove: doc(
    z
      .object({
        results: dieRollTable(contestedMoveOutcome, "Outcomes by die roll", "Outcome for each modified roll, kept within 0–9 [8.5.6.4.1]. The rulebook's DRMs are added (enemy ships, submarine threat, mines) or subtracted (own ships, ASW, own air supremacy), so high rolls are the bad ones.", [["pass", "pass", "pass", "pass", "pass", "pass", "fail", "fail", "fail", "fail"]]),
      })
      .strict(),
    "Contested sea movement table",
    "Rolled when a naval unit or sea transport moves through contested waters [8.5.6.4.1]; absent means every such move goes ahead.",
  ).optional(),
  mopUp: doc(
    z
      .object({
        markers: doc(
          z.array(
            doc(
              z
                .object({
                  value: doc(z.number().int().min(0).max(9), "Mop-up value", "The value printed on the marker [8.4.1].", [3]),
                  count: doc(z.number().int().min(1).max(99), "Count", "How many markers of this value are in the mix.", [4]),
                })
                .strict(),
              "Marker value",
              "Markers of one value.",
            ),
          ),
          "Marker mix",
          "The mop-up markers drawn at random [8.4.1].",
        ),
        minimumSafeStack: doc(
          z.array(
            doc(
              z.object({ terrainClass: terrainClassSchema, sp: doc(z.number().int().min(0).max(12), "MSSP", "Minimum safe stacking points.", [2]) }).strict(),
              "MSSP line",
              "Minimum safe stack for one terrain class.",
            ),
          ),
          "Minimum safe stack (MSSP)",
          "Stacking points needed to avoid the shortfall DRM, by terrain [8.4.1.1].",
        ),
      })
      .strict(),
    "Mop-up table",
    "Mop-up markers and minimum safe stacks [8.4.1].",
  ),
  paradrop: doc(
    z.array(
      doc(
        z
          .object({
            terrainClasses: doc(z.array(terrainClassSchema).min(1), "Terrain classes", "Landing terrain this line is for.", [["clear"]]),
            results: dieRollTable(z.enum(["landed", "scattered", "step-loss", "eliminated"]), "Results by die roll", "Outcome of a drop [8.5.3].", [["eliminated", "step-loss", "scattered", "landed", "landed", "landed", "landed", "landed", "landed", "landed"]]),
          })
          .strict(),
        "Paradrop line",
        "Drop results for some terrain.",
      ),
    ),
    "Paradrop table",
    "Paradrop results by landing terrain and d10 roll [8.5.3].",
  ),
  automaticVictory: doc(
    z.array(
      doc(
        z
          .object({
            rollNumber: doc(z.number().int().min(1).max(20), "Roll number", "Which automatic victory roll of the game this column is for [12.2].", [1]),
            victoryOnOrBelow: doc(z.number().int().min(-1).max(9), "Victory on or below", "An unmodified roll at or below this wins; -1 means never.", [0, 2]),
          })
          .strict(),
        "Automatic victory column",
        "Chance of victory for one roll number.",
      ),
    ),
    "Automatic victory table",
    "Automatic victory chances by roll number [12.2].",
  ),
  replacementCosts: doc(
    z.array(
      doc(
        z
          .object({
            mobility: mobilitySchema,
            restoreStep: doc(z.number().int().min(0).max(20), "Restore a step", "Replacement points to restore one lost step [11.1].", [1]),
            rebuild: doc(z.number().int().min(0).max(20), "Rebuild", "Replacement points to rebuild an eliminated unit at one step [11.2].", [2]),
          })
          .strict(),
        "Replacement cost line",
        "Costs for one mobility class.",
      ),
    ),
    "Replacement costs",
    "Replacement point costs by mobility class [11].",
  ),
  // The Advanced game's charts [14–29]: required when the game's ruleset is nextwar-advanced (a lint says so).
  advanced: advancedChartsSchema.optional(),
};

export const nextWarChartsSchema = doc(
  z.object(nextWarChartsShape).strict(),
  "Charts",
  "Every Next War chart as data. Starter charts are Warbench's own design, labelled samples.",
);
export type NextWarCharts = z.infer<typeof nextWarChartsSchema>;

export const chartOverridesSchema = doc(
  z.object(nextWarChartsShape).partial().strict(),
  "Chart overrides",
  "Charts this scenario replaces wholesale (each given chart replaces the game's).",
);

export { weatherSchema };
