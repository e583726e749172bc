import { respond } from "@/app/_actions/run";
import { readPlaytestBody, textField } from "@/app/_lib/playtest-body";
import * as access from "@/lib/auth/access";
import * as store from "@/lib/db";

/**
 * Starts a saved game: the body is JSON `{ scenarioRevisionId, gameRevisionId?,
 * mapRevisionId?, seed, name?, actions?, status? }`. Viewers playtest
 * [#17 item 5], so reading the revisions is enough; the game belongs to whoever
 * starts it, from the session, never the request [#25 item 4]. The log is
 * checked off the request thread when large (app/_lib/playtest-body.ts).
 */
export async function POST(request: Request) {
  return respond(async (db, actor) => {
    const body = await readPlaytestBody(request);
    const scenarioRevisionId = textField(body, "scenarioRevisionId") ?? "";
    const gameRevisionId = textField(body, "gameRevisionId");
    const mapRevisionId = textField(body, "mapRevisionId");
    await access.checkRevision(db, actor, scenarioRevisionId, "read");
    if (gameRevisionId) await access.checkRevision(db, actor, gameRevisionId, "read");
    if (mapRevisionId) await access.checkRevision(db, actor, mapRevisionId, "read");
    const seed = body.fields.seed;
    return store.createPlaytest(db, {
      scenarioRevisionId,
      gameRevisionId,
      mapRevisionId,
      seed: typeof seed === "number" ? seed : Number.NaN,
      name: textField(body, "name"),
      status: textField(body, "status"),
      preparedActions: body.actions ?? undefined,
      createdById: actor.kind === "user" ? actor.user.id : null,
    });
  });
}
