import { z } from "zod";
import { doc } from "./fields";

/**
 * The balance report (`warbench balance`, the studio's Balance tab): one JSON
 * object, published as schemas/balance-report.schema.json. Everything in it
 * follows from (scenario, bots, seed, games), so it holds no clock time: the
 * same inputs give the same bytes on any machine and any worker count.
 * Lists are arrays in a fixed order (sides in the scenario's order, places and
 * unit types sorted), never objects keyed by document text.
 */
export const BALANCE_REPORT_FORMAT = "warbench-balance-report";
export const BALANCE_REPORT_VERSION = 1;
export const BALANCE_REPORT_SCHEMA_FILE = "balance-report.schema.json";

/**
 * How a game ended. `unfinished`: it hit the action cap (a bot that stalls; counted as a draw). `result`: the
 * game ended as its ruleset says, for a ruleset the report reads through the contract alone (lib/balance/play.ts).
 */
export const ENDINGS = ["automatic-vp-lead", "automatic-capitals", "turn-limit", "victory-cities", "round-limit", "result", "unfinished"] as const;
export type Ending = (typeof ENDINGS)[number];

const count = (title: string, description: string) => doc(z.number().int().min(0), title, description, [412]);
const share = (title: string, description: string) => doc(z.number().min(0).max(1), title, description, [0.412]);
const sideId = doc(z.string().min(1), "Side", "A side id of the scenario.", ["blue"]);
const interval = {
  rate: share("Rate", "Share of the games played."),
  low: share("95% low", "Lower end of the 95% Wilson score interval of the rate."),
  high: share("95% high", "Upper end of the 95% Wilson score interval of the rate."),
};
const band = z
  .object({
    p10: doc(z.number(), "10th percentile", "10% of games are at or below this value (linear interpolation between order statistics)."),
    median: doc(z.number(), "Median", "The middle value."),
    p90: doc(z.number(), "90th percentile", "90% of games are at or below this value."),
    mean: doc(z.number(), "Mean", "The average."),
  })
  .strict();

const botCheckSchema = z
  .object({
    gamesPerSide: count("Games per side", "How many check games each side was asked for (`--bot-check N`)."),
    threshold: share("Threshold", "The win rate the strong bot must reach from every side for the check to pass (0.9)."),
    sides: z.array(
      z
        .object({
          side: doc(z.string().min(1), "Side", "The side the strong bot played; the weak bot played every other side.", ["blue"]),
          bot: doc(z.string(), "Bot", "The strong bot.", ["greedy"]),
          opponent: doc(z.string(), "Opponent", "The weak bot.", ["random"]),
          games: count("Games", "Check games played from this side."),
          wins: count("Wins", "Check games the strong bot won from this side."),
          ...interval,
          seeds: doc(z.array(z.tuple([z.number().int(), z.number().int()])), "Seeds", "The seeds of the check games counted, as inclusive ranges (check game j plays the report's seed + j).", [[[1, 200]]]),
        })
        .strict(),
    ),
    meaningful: doc(z.boolean(), "Meaningful", "True when the strong bot won at least `threshold` of the games it played from every side: the bots are worth measuring with."),
  })
  .strict();

export const balanceReportSchema = doc(
  z
    .object({
      $schema: doc(z.string(), "JSON Schema", "Where editors find this schema.", [`https://warbench.dev/schemas/${BALANCE_REPORT_SCHEMA_FILE}`]).optional(),
      format: doc(z.literal(BALANCE_REPORT_FORMAT), "Format", `Always "${BALANCE_REPORT_FORMAT}".`),
      version: doc(z.literal(BALANCE_REPORT_VERSION), "Version", "Version of the report format."),
      partial: doc(z.boolean(), "Partial", "True when the run was stopped (Ctrl-C, cancel) before every game was played: the figures cover the games listed in `seeds`."),
      ruleset: doc(z.string().min(1), "Ruleset", "Which rules engine played the games: its id in Warbench's registry (nextwar, aa1942, …).", ["nextwar"]),
      scenario: doc(
        z
          .object({
            name: doc(z.string(), "Name", "The scenario's name."),
            digest: doc(z.string(), "Digest", "Hash of the scenario, game and map as played: two reports with the same digest came from the same documents.", ["3f2a9c1b0d4e5f67"]),
            revision: doc(z.number().int().min(1).nullable(), "Revision", "The studio's revision number of the scenario, null when run from files."),
            documentId: doc(z.string().nullable(), "Document", "The studio's scenario document id, null when run from files."),
          })
          .strict(),
        "Scenario",
        "Which scenario revision the games came from.",
      ),
      sides: doc(
        z.array(z.object({ id: sideId, name: z.string(), colour: z.string().nullable(), bot: doc(z.string(), "Bot", "The bot that played this side.", ["greedy"]) }).strict()),
        "Sides",
        "The scenario's sides, in its order, with the bot that played each.",
      ),
      seed: doc(z.number().int(), "Seed", "Game i (from 0) played seed + i."),
      gamesRequested: count("Games requested", "How many games the run was asked for."),
      games: count("Games", "How many games were played and are counted here."),
      seeds: doc(
        z.array(z.tuple([z.number().int(), z.number().int()])),
        "Seeds",
        "The seeds of the games counted, as inclusive ranges [from, to] (one range unless the run was stopped).",
        [[[1, 1000]]],
      ),
      wins: doc(
        z.array(z.object({ side: sideId, games: count("Wins", "Games this side won."), ...interval }).strict()),
        "Wins",
        "Win rate per side with its 95% interval.",
      ),
      draws: doc(z.object({ games: count("Draws", "Games nobody won (including unfinished ones)."), ...interval }).strict(), "Draws", "Games without a winner."),
      victoryLevels: doc(
        z.array(
          z
            .object({
              winner: sideId.nullable(),
              level: doc(z.string(), "Level", "The victory level (Next War: automatic, decisive, substantial, marginal, stalemate; area games: standard, total, round-limit; unfinished).", ["marginal"]),
              games: count("Games", "Games that ended so."),
              rate: share("Rate", "Share of the games played."),
            })
            .strict(),
        ),
        "Victory levels",
        "How often each side won at each level (sides in scenario order, then levels by name; no winner last).",
      ),
      endings: doc(
        z.array(z.object({ ending: z.enum(ENDINGS), games: count("Games", "Games that ended so."), rate: share("Rate", "Share of the games played.") }).strict()),
        "Endings",
        "How games ended: automatic victory on a VP lead or on holding every enemy capital, the turn limit (Next War); victory cities or the round limit (area games); unfinished.",
      ),
      length: doc(
        z
          .object({
            unit: z.enum(["turn", "round"]),
            ...band.shape,
            min: z.number().int(),
            max: z.number().int(),
            histogram: z.array(z.object({ turn: z.number().int(), games: count("Games", "Games that ended in this turn.") }).strict()),
          })
          .strict(),
        "Length",
        "The turn (round) in which games ended.",
      ),
      score: doc(
        z
          .object({
            metric: z.enum(["vp", "victory-cities", "score"]),
            byTurn: z.array(
              z
                .object({
                  turn: z.number().int(),
                  running: count("Running", "Games still going at the end of this turn; finished games keep their final score."),
                  sides: z.array(z.object({ side: sideId, ...band.shape }).strict()),
                })
                .strict(),
            ),
          })
          .strict(),
        "Score over turns",
        "VP totals (Next War) or victory cities held (area games) per side at the end of each turn: median and 10–90% band.",
      ),
      control: doc(
        z.array(
          z
            .object({
              at: doc(z.string(), "Hex or space", "A hex label or an area-map space id.", ["0915"]),
              key: doc(z.boolean(), "Objective", "A VP hex or victory city."),
              start: sideId.nullable(),
              final: z.array(z.object({ side: sideId, games: count("Games", "Games this side controlled it at the end.") }).strict()),
              uncontrolled: count("Uncontrolled", "Games it ended controlled by nobody."),
            })
            .strict(),
        ),
        "Final control",
        "Who held each objective, and each hex or space that changed hands in some game, at the end (sorted by label).",
      ),
      eliminations: doc(
        z.array(
          z
            .object({
              at: z.string(),
              total: count("Units", "Units eliminated here over all games."),
              bySide: z.array(z.object({ side: sideId, units: count("Units", "Units of this side eliminated here.") }).strict()),
            })
            .strict(),
        ),
        "Eliminations",
        "Where units were eliminated, over all games (sorted by label).",
      ),
      losses: doc(
        z.array(
          z
            .object({
              side: sideId,
              unitType: z.string(),
              steps: count("Steps", "Steps lost over all games (area games: units, one step each)."),
              units: count("Units", "Units eliminated over all games."),
              stepsPerGame: z.number().min(0),
              unitsPerGame: z.number().min(0),
            })
            .strict(),
        ),
        "Losses",
        "Losses by unit type per side (sides in scenario order, then unit types by id).",
      ),
      botCheck: doc(
        botCheckSchema,
        "Bot check",
        "How often the greedy bot beats the random bot from each side (greedy as that side, random as the other), in games played beside the report's own; a bot that cannot beat random makes the report meaningless. Absent when the run was not asked for one.",
      ).optional(),
    })
    .strict(),
  "Balance report",
  "Bot games of one scenario revision and what they say about its balance.",
);

export type BalanceReport = z.infer<typeof balanceReportSchema>;
export type BotCheck = z.infer<typeof botCheckSchema>;

/** The text of schemas/balance-report.schema.json (draft-07 like the document schemas; the output shape: every field is written). */
export function balanceReportSchemaText(): string {
  const { $schema, ...rest } = z.toJSONSchema(balanceReportSchema, { target: "draft-07", io: "output" }) as Record<string, unknown>;
  return `${JSON.stringify({ $schema, $id: `https://warbench.dev/schemas/${BALANCE_REPORT_SCHEMA_FILE}`, ...rest }, null, 2)}\n`;
}
