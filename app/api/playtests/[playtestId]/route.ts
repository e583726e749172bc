import { respond } from "@/app/_actions/run";
import { readPlaytestBody, textField } from "@/app/_lib/playtest-body";
import { checkPlaytestChange } from "@/app/_lib/playtest-owner";
import * as store from "@/lib/db";

/**
 * Saves a game's log: the body is JSON `{ actions, status?, name? }`. Only the
 * game's creator, the project's owners and admins may (app/_lib/playtest-owner.ts,
 * [#25 item 4]), checked before the body is read; the log is checked off the
 * request thread when large (app/_lib/playtest-body.ts).
 */
export async function POST(request: Request, { params }: { params: Promise<{ playtestId: string }> }) {
  const { playtestId } = await params;
  return respond(async (db, actor) => {
    await checkPlaytestChange(db, actor, playtestId);
    const body = await readPlaytestBody(request);
    if (!body.actions) throw new store.StoreError("invalid", "A playtest's action log must be a JSON array; the game was not saved.");
    const saved = await store.updatePlaytest(db, playtestId, { preparedActions: body.actions, status: textField(body, "status"), name: textField(body, "name") });
    return { id: saved.id, actionCount: saved.actionCount };
  });
}
