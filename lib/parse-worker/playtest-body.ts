import { describeProblem, inspectJsonValue, shapeProblem } from "@/lib/model/json-input";
import { MAX_PLAYTEST_ACTIONS, type PreparedActions } from "@/lib/db/playtests";
import { scanJsonShape } from "@/lib/model/json-limits";

/**
 * A saved game's request body as the studio sends it — `{ actions, status?,
 * name? }` to save, plus the revisions and seed to start one — read from
 * text: held to the limits before it is parsed (lib/model/json-limits), then
 * split into its scalar fields and the action log, which comes back as the
 * compact text the store keeps, so the thread that writes it never parses or
 * re-serialises megabytes of log (lib/parse-worker runs this off that thread
 * when the body is large).
 */
export const PLAYTEST_BODY_BYTES = 32 * 1024 * 1024;
/** A log's actions are small objects: a few containers each, a handful of levels deep. */
const MAX_DEPTH = 32;
const MAX_CONTAINERS = MAX_PLAYTEST_ACTIONS * 16;

export type PlaytestBody =
  | { kind: "refused"; status: 400 | 413; error: string }
  | { kind: "ready"; fields: Record<string, string | number | boolean | null>; actions: PreparedActions | null };

const refused = (error: string, status: 400 | 413 = 400): PlaytestBody => ({ kind: "refused", status, error });

export function checkPlaytestBody(text: string): PlaytestBody {
  const shape = scanJsonShape(text, { maxDepth: MAX_DEPTH, maxContainers: MAX_CONTAINERS });
  if (shape.problem) {
    const problem = shapeProblem(shape.problem, "saved game");
    return refused(`${describeProblem(problem).replace(/\.$/, "")}; the game was not saved.`, shape.problem.kind === "containers" ? 413 : 400);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refused("The request is not JSON; the game was not saved.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return refused("The request must be a JSON object { actions, status?, name? }; the game was not saved.");
  const fields: Record<string, string | number | boolean | null> = {};
  let actions: PreparedActions | null = null;
  for (const [key, value] of Object.entries(body)) {
    if (key === "actions") {
      if (!Array.isArray(value)) return refused("A playtest's action log must be a JSON array; the game was not saved.");
      if (value.length > MAX_PLAYTEST_ACTIONS) return refused(`A playtest log can hold at most ${MAX_PLAYTEST_ACTIONS} actions; the game was not saved.`, 413);
      // Numbers JSON cannot hold, lone surrogates: what a document is refused for, a log is too.
      const problem = inspectJsonValue(value, { maxDepth: MAX_DEPTH, maxContainers: MAX_CONTAINERS, what: "saved game" })[0];
      if (problem) return refused(`${describeProblem(problem).replace(/\.$/, "")}; the game was not saved.`);
      actions = { text: JSON.stringify(value), count: value.length };
    } else if (value === null || typeof value !== "object") {
      fields[key] = value as string | number | boolean | null;
    } else {
      return refused(`"${key.slice(0, 40)}" must be text or a number; the game was not saved.`);
    }
  }
  return { kind: "ready", fields, actions };
}
