import * as access from "@/lib/auth/access";
import { type Db, playtestCreator, projectOfPlaytest, type Role, StoreError } from "@/lib/db";

/**
 * A saved game belongs to whoever started it [issue #25 item 4]. Viewers may
 * playtest (lib/auth/roles.ts), so anyone who may open a project may start a
 * game of it and go on from any of its games; but only the game's creator,
 * the project's owners and admins change it (its log, status and name). A game
 * saved before creators were recorded has none: only owners and admins change
 * it. The single-user studio may change everything. Pure, so the playtest page
 * offers exactly what the server action allows.
 */
export function mayChangePlaytest(actor: access.Actor, role: Role | null, createdById: string | null): boolean {
  if (actor.kind === "local" || actor.user.admin || role === "owner") return true;
  return createdById !== null && createdById === actor.user.id;
}

/**
 * Throws not-found unless the actor may see the game (as access.checkPlaytest),
 * forbidden unless mayChangePlaytest says they may change it.
 */
export async function checkPlaytestChange(db: Db, actor: access.Actor, playtestId: string): Promise<void> {
  await access.checkPlaytest(db, actor, playtestId, "read");
  if (actor.kind === "local") return;
  const { createdById, createdBy } = await playtestCreator(db, playtestId);
  const projectId = await projectOfPlaytest(db, playtestId);
  const role = projectId === null ? null : await access.roleOn(db, actor, projectId);
  if (mayChangePlaytest(actor, role, createdById)) return;
  throw new StoreError(
    "forbidden",
    `This saved game is ${createdBy ? `${createdBy}'s` : "not yours"}: only ${createdBy ? "they and " : ""}the project's owners may change it. Play on from it to save your moves as a game of your own.`,
  );
}
