import { z } from "zod";
import { doc, dieRollTable, idSchema, nameSchema, refSchema, turnSchema } from "./fields";
import { asLevelSchema, terrainClassSchema } from "./vocabulary";

/**
 * The Next War Advanced game [14–29] as data: the charts its rules name but
 * the rulebook does not print (the game document's `charts.advanced`), and the
 * scenario's Advanced settings (`advanced`). A game plays the Advanced game
 * when its document's ruleset is "nextwar-advanced" (docs/engine.md).
 */

const strikeResult = doc(
  z.enum(["-", "S1", "S2", "X"]),
  "Strike result",
  'A strike, raid or HQ support attack result [27.3]: "-" nothing, "S1" strike 1, "S2" strike 2, "X" a step lost (a depot, MSU or beachhead destroyed; an HQ loses its combat uses for the turn).',
  ["-", "S1", "X"],
);

const STRIKE_TARGETS = ["unit", "hq", "supply"] as const;
const SOF_RAID_TARGETS = ["hq", "supply", "installation", "helicopter", "hex", "track"] as const;

const strikeRow = z
  .object({
    target: doc(z.enum(STRIKE_TARGETS), "Target", "What is attacked: a land unit, an HQ, or a depot / MSU [18.2.2].", ["unit"]),
    results: dieRollTable(strikeResult, "Results by die roll", "Results for each modified roll; a modified roll below 0 reads 0, above 9 reads 9.", [["-", "-", "-", "S1", "S1", "S1", "S2", "S2", "X", "X"]]),
  })
  .strict();

const sofRaidRow = z
  .object({
    target: doc(z.enum(SOF_RAID_TARGETS), "Target", "What the raid is on [20.2.1]: an HQ, a depot / MSU, an airfield or installation, an attack helicopter, a hex (sabotage), or an air-defence track / theatre weapon.", ["hq"]),
    terrain: doc(z.array(terrainClassSchema).min(1), "Terrain", "The terrain classes of the target hex this line is for; absent: every terrain not named on another line for the same target.", [["mountain", "major-city"]]).optional(),
    results: dieRollTable(strikeResult, "Results by die roll", "Raid results [20.2.1].", [["-", "-", "-", "-", "S1", "S1", "S1", "S2", "S2", "X"]]),
  })
  .strict();

const sofRollRow = <T extends z.ZodType>(cell: T, what: string) =>
  z
    .object({
      terrain: doc(z.array(terrainClassSchema).min(1), "Terrain", `The terrain classes of the target hex this ${what} line is for; absent: every other terrain.`, [["clear", "rough"]]).optional(),
      results: dieRollTable(cell, "Results by die roll", `${what} results.`, [["-", "-", "-", "-", "-", "D", "D", "D", "D", "D"]]),
    })
    .strict();

const detected = doc(z.enum(["-", "D"]), "Detection result", '"D": the target is detected for the turn [20.2.2, 21.3]; "-": not.', ["D"]);
const targeted = doc(z.enum(["-", "T"]), "Targeting result", '"T": the target is designated [20.2.3]; "-": not.', ["T"]);
const survival = doc(z.enum(["survives", "eliminated"]), "Survival result", "Whether a SOF marker comes back from its mission [20.3].", ["survives"]);
const resupply = doc(z.enum(["supply", "-"]), "Emergency resupply result", '"supply": the unit (or HQ) is supplied for the turn [19.6]; "-": it stays out of supply.', ["supply"]);

export const advancedChartsSchema = doc(
  z
    .object({
      provenance: doc(
        z.enum(["warbench-sample", "designer"]),
        "Provenance",
        'Who made these charts: "warbench-sample" for the studio\'s own starter values (the rulebook names these tables but does not print them), or "designer".',
        ["warbench-sample"],
      ),
      supplyRanges: doc(
        z
          .object({
            majorCity: doc(z.number().int().min(0).max(30), "Major city", "Supply range of a friendly major city in friendly country, in motorised MP [19.1] (the rulebook: 6).", [6]),
            depot: doc(z.number().int().min(0).max(30), "Depot", "Supply range of a depot [19.1] (8).", [8]),
            depotStruck: doc(z.number().int().min(0).max(30), "Depot under strike 2", "Supply range of a depot with a strike 2 marker [27.3.2] (4).", [4]),
            msu: doc(z.number().int().min(0).max(30), "MSU", "Supply range of a mobile supply unit [19.1] (4).", [4]),
            beachhead: doc(z.number().int().min(0).max(30), "Beachhead", "Supply range of a beachhead [19.1] (4).", [4]),
            hq: doc(z.number().int().min(0).max(30), "HQ", "How far a unit traces to a supplied superior HQ, in motorised MP [19.2] (4); the HQ supply range option uses the HQ's range instead [29.5].", [4]),
          })
          .strict(),
        "Supply ranges",
        "How far each supply source reaches, in motorised movement points [19.1, 19.2].",
      ),
      strike: doc(z.array(doc(strikeRow, "Strike line", "Results against one kind of target.")), "Advanced strike table", "HQ support attacks [18.2.2] (and, later, air strikes): results by target and modified d10 roll. DRMs: +1 when the attacking HQ is reduced [18.2.2]; the target's designation marker [20.2.3]."),
      sofRaid: doc(z.array(doc(sofRaidRow, "SOF raid line", "Raid results against one target, optionally in some terrain.")), "SOF CRT: raids", "SOF raid results by target, terrain and d10 roll [20.2.1]."),
      sofRecon: doc(z.array(doc(sofRollRow(detected, "Reconnaissance"), "SOF reconnaissance line", "Results in some terrain.")), "SOF CRT: reconnaissance", "SOF reconnaissance results by terrain and d10 roll [20.2.2]."),
      sofTargeting: doc(z.array(doc(sofRollRow(targeted, "Targeting"), "SOF targeting line", "Results in some terrain.")), "SOF CRT: target designation", "SOF targeting results by terrain and d10 roll [20.2.3]."),
      sofSurvival: doc(
        z
          .object({
            results: dieRollTable(survival, "Results by die roll", "Survival by modified roll [20.3].", [["eliminated", "eliminated", "eliminated", "survives", "survives", "survives", "survives", "survives", "survives", "survives"]]),
            drm: doc(
              z.array(z.object({ side: refSchema("Side", ["blue"]), drm: doc(z.number().int().min(-9).max(9), "DRM", "Added to the side's survival rolls.", [2]) }).strict()),
              "Side DRMs",
              "Survival DRMs by side (the rulebook's design note: some sides recover their teams better) [20.3].",
            ).optional(),
          })
          .strict(),
        "SOF survival table",
        "Whether a SOF marker survives its mission [20.3].",
      ),
      emergencyResupply: doc(dieRollTable(resupply, "Emergency resupply table", "Emergency resupply results by d10 roll [19.6].", [["-", "-", "-", "supply", "supply", "supply", "supply", "supply", "supply", "supply"]]), "Emergency resupply table", "Emergency resupply results [19.6]."),
      electronicDetection: doc(dieRollTable(detected, "Electronic detection table", "Electronic detection results by d10 roll [21.3].", [["-", "-", "-", "-", "-", "-", "D", "D", "D", "D"]]), "Electronic detection table", "Electronic detection of enemy HQs [21.3]."),
      airReconRange: doc(
        z.array(z.object({ level: asLevelSchema, range: doc(z.number().int().min(0).max(99), "Range", "Hexes from a friendly airfield or airbase within which enemy units in open terrain are detected [21.2.1].", [6]) }).strict()),
        "Air reconnaissance ranges",
        "Detection range by the side's air superiority level [21.2.1]; a level not listed detects nothing.",
      ),
      chemicalWeapons: doc(
        z.object({ erLoss: doc(z.number().int().min(0).max(9), "ER loss", "ER the defenders lose under a CW marker [18.2.4] (3).", [3]), erLossAgainst: doc(z.array(z.object({ nation: refSchema("Nation", ["usa"]), erLoss: doc(z.number().int().min(0).max(9), "ER loss", "ER lost when every defender is of this nation (the rulebook: 2 for US units).", [2]) }).strict()), "ER loss by nation", "Smaller losses when every defender belongs to one nation [18.2.4].").optional() }).strict(),
        "Chemical weapons",
        "The effect of a chemical-weapon support marker [18.2.4].",
      ),
      un: doc(
        z
          .object({
            resolutionOn: doc(z.number().int().min(0).max(30), "Resolution on", "A modified mediation roll at or above this passes a ceasefire resolution [28.0] (10).", [10]),
            vetoVp: doc(z.number().int().min(0).max(99), "Veto cost", "VP a side loses for vetoing a resolution [28.1] (5).", [5]),
            refusalVp: doc(z.number().int().min(0).max(99), "Refusal cost", "VP the other side gains for each initiative turn a side keeps refusing the resolution [28.2] (10).", [10]),
          })
          .strict(),
        "UN mediation",
        "The UN mediation numbers [28].",
      ),
      trackLoss: doc(
        z.object({ S1: doc(z.number().int().min(0).max(10), "Strike 1", "Levels lost to a strike 1.", [1]), S2: doc(z.number().int().min(0).max(10), "Strike 2", "Levels lost to a strike 2.", [2]), X: doc(z.number().int().min(0).max(10), "X", "Levels lost to an X.", [3]) }).strict(),
        "Track losses",
        "Levels an air-defence track or theatre weapon loses to each raid or strike result [20.2.1.1, 27.8].",
      ),
      surrenderVpFactor: doc(z.number().int().min(1).max(9), "Surrender VP factor", "A surrendered unit scores this many times its elimination VP [19.7.4] (2).", [2]),
      supplyCosts: doc(
        z
          .object({
            createMsu: doc(z.number().int().min(0).max(99), "Make an MSU", "Supply points an MSU costs [19.4] (1).", [1]),
            convertMsu: doc(z.number().int().min(0).max(99), "MSU to depot", "Supply points to turn an MSU into a depot [19.4] (2).", [2]),
            createDepot: doc(z.number().int().min(0).max(99), "Make a depot", "Supply points a depot costs [19.4] (4).", [4]),
            cashDepot: doc(z.number().int().min(0).max(99), "Depot to points", "Supply points a depot turns into [19.4, 19.6] (2).", [2]),
            cashMsu: doc(z.number().int().min(0).max(99), "MSU to points", "Supply points an MSU turns into [19.4, 19.6] (1).", [1]),
            emergencyUnit: doc(z.number().int().min(0).max(99), "Emergency supply, a unit", "Supply points an emergency supply attempt costs for a unit [19.6] (1).", [1]),
            emergencyHq: doc(z.number().int().min(0).max(99), "Emergency supply, an HQ", "Supply points an emergency supply attempt costs for an HQ [19.6] (3).", [3]),
            emergencyPerPhase: doc(z.number().int().min(0).max(99), "Emergency supply a phase", "The most supply points a side spends on emergency supply in one phase [19.6] (3).", [3]),
            supplyUnitDestroyed: doc(z.number().int().min(0).max(99), "Supply unit destroyed", "Supply points a side gains for destroying an enemy depot or MSU in ground combat [19.4.1] (1).", [1]),
            hqRebuild: doc(z.number().int().min(0).max(99), "Rebuild an HQ", "Supply points to rebuild an HQ [18.5] (2).", [2]),
            supremeHqRebuild: doc(z.number().int().min(0).max(99), "Rebuild the supreme HQ", "Supply points to rebuild a supreme HQ [18.5] (5).", [5]),
            hqRebuildRp: doc(z.number().int().min(0).max(99), "HQ rebuild, replacement points", "Replacement points an HQ rebuild also costs [18.5] (1).", [1]),
          })
          .strict(),
        "Supply point costs",
        "What supply points buy and what they are worth [18.5, 19.3, 19.4, 19.4.1, 19.6]: the rulebook's numbers in the starter charts, a game's own where its rules differ.",
      ),
    })
    .strict(),
  "Advanced game charts",
  "The Advanced game's charts [14–29]. The rulebook names them but does not print their numbers; the starter values are Warbench's own (provenance warbench-sample).",
);
export type AdvancedCharts = z.infer<typeof advancedChartsSchema>;

const sidePoints = (title: string, description: string, examples: unknown[]) =>
  doc(z.array(z.object({ side: refSchema("Side", ["blue"]), points: doc(z.number().int().min(0).max(999), "Points", "How many.", [6]) }).strict()), title, description, examples);

export const advancedScenarioSchema = doc(
  z
    .object({
      supplyPoints: sidePoints("Supply points", "Supply points each side starts with [19.3]; 0 for a side not listed.", [[{ side: "blue", points: 8 }]]),
      supplyPointSchedule: doc(
        z.array(z.object({ side: refSchema("Side", ["blue"]), turn: turnSchema("Turn", "Game turn the points arrive, in the reinforcement phase."), points: doc(z.number().int().min(0).max(999), "Points", "Supply points received.", [2]) }).strict()),
        "Supply point schedule",
        "Supply points received during play [19.3].",
      ).optional(),
      sof: doc(
        z.array(
          z
            .object({
              side: refSchema("Side", ["blue"]),
              markers: doc(z.number().int().min(0).max(99), "Markers at start", "SOF mission markers available at the start [20.1.1].", [2]),
              counterMix: doc(z.number().int().min(0).max(99), "Counter mix", "Most SOF markers the side may ever have; reinforcements beyond it are lost [20.4].", [4]),
              reinforcements: doc(z.array(z.object({ turn: turnSchema("Turn", "Game turn they arrive."), markers: doc(z.number().int().min(1).max(99), "Markers", "How many arrive.", [1]) }).strict()), "Reinforcements", "SOF markers arriving during play [20.4].").optional(),
            })
            .strict(),
        ),
        "Special operations forces",
        "Each side's SOF mission markers [20.1.1, 20.4].",
      ).optional(),
      chemicalWeapons: sidePoints("Chemical weapon points", "CW points each side may spend in the game [18.2.4]; a side not listed has none.", [[{ side: "red", points: 2 }]]).optional(),
      electronicDetection: doc(
        z.array(z.object({ side: refSchema("Side", ["blue"]), attempts: doc(z.number().int().min(0).max(20), "Attempts", "Electronic detection attempts a turn [21.3].", [2]) }).strict()),
        "Electronic detection",
        "Electronic detection attempts each side makes a turn; a storm takes one away for each nation of the side [21.3, 21.3.1]; a side not listed makes none.",
      ).optional(),
      targeting: doc(
        z.array(z.object({ side: refSchema("Side", ["blue"]), drm: doc(z.number().int().min(-2).max(-1), "DRM", "The designation marker the side places: Target -1 or Target -2 [20.2.3].", [-1]) }).strict()),
        "Target designation",
        "The DRM each side's designation markers give its attacks on the target [20.2.3]; -1 when not listed.",
      ).optional(),
      un: doc(
        z
          .object({
            vetoes: doc(z.array(z.object({ side: refSchema("Side", ["blue"]), count: doc(z.number().int().min(0).max(9), "Vetoes", "Vetoes the side may use [28.1].", [1]) }).strict()), "Vetoes", "Vetoes by side (the international posture matrix) [28.1]."),
            drm: doc(z.number().int().min(-9).max(9), "Mediation DRM", "The international posture matrix's modifier to the mediation roll [28.0].", [0]),
            fromTurn: turnSchema("From turn", "First game turn of mediation rolls (1 when absent).").optional(),
          })
          .strict(),
        "UN mediation",
        "The UN mediation track of this scenario [28]; absent: no mediation.",
      ).optional(),
      airDefence: doc(
        z.array(
          z
            .object({
              nation: refSchema("Nation", ["ostmark"]),
              detection: doc(z.number().int().min(0).max(10), "Detection", "The nation's detection track at the start [24.1] (0–10).", [6]),
              sam: doc(z.number().int().min(0).max(10), "SAM", "The nation's SAM track at the start [24.1] (0–10).", [5]),
              aaa: doc(z.number().int().min(0).max(3), "AAA", "The nation's AAA track at the start [24.1] (0–3).", [2]),
            })
            .strict(),
        ),
        "Air-defence tracks",
        "Each nation's air-defence network at the start [24.1]: SOF raids may lower its detection and SAM tracks [20.1.3, 20.2.1.1, 27.8]; the air war reads them.",
      ).optional(),
      theatreWeapons: doc(
        z.array(
          z
            .object({
              id: idSchema("Theatre weapon", ["scud"]),
              name: nameSchema("Theatre weapon", ["SCUD brigade"]),
              side: refSchema("Side", ["red"]),
              points: doc(z.number().int().min(0).max(99), "Points", "Theatre weapon points at the start [20.2.1.2].", [3]),
            })
            .strict(),
        ),
        "Theatre weapons",
        "Land-based theatre weapons (cruise missiles, SCUDs) by side, as the game's own rules list them [20.1.3, 20.2.1.2]; SOF raids lower their points.",
      ).optional(),
      hqSupplyRange: doc(z.boolean(), "HQ supply range", "Option [29.5]: units trace to their HQ as far as its range in motorised MP, not the usual 4.", [true]).optional(),
    })
    .strict(),
  "Advanced game",
  "The scenario's Advanced game settings [14–29]: supply points, SOF markers, chemical weapons, electronic detection, target designation, UN mediation, and the HQ supply range option. Depots and MSUs are units of a type flagged supply-unit: one set up on the map starts as a depot; the others are the MSU counters [19.4].",
);
export type AdvancedScenario = z.infer<typeof advancedScenarioSchema>;
