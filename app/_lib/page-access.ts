import "server-only";
import { notFound } from "next/navigation";
import { type Actor, roleOn } from "@/lib/auth/access";
import { type Can, canFor } from "@/lib/auth/roles";
import { type Db, isStoreError } from "@/lib/db";
import { currentActor, pageActor } from "./actor";

/**
 * A page's access check (lib/auth/access.ts): off to the sign-in page without
 * a valid session, the 404 page for what the actor may not see. Every page
 * calls this before reading anything; in the single-user studio it only
 * returns the local actor.
 */
export async function guardPage(db: Db, check: (actor: Actor) => Promise<unknown> = async () => undefined): Promise<Actor> {
  const actor = await pageActor(db);
  try {
    await check(actor);
  } catch (error) {
    if (isStoreError(error) && (error.code === "not-found" || error.code === "forbidden")) notFound();
    throw error;
  }
  return actor;
}

/** For generateMetadata: whether the page may name what it shows (no title leaks a project one cannot see). */
export async function mayShow(db: Db, check: (actor: Actor) => Promise<unknown>): Promise<boolean> {
  const actor = await currentActor(db);
  if (!actor) return false;
  return check(actor).then(
    () => true,
    () => false,
  );
}

/** What the page's buttons may offer the actor on a project (everything in the single-user studio); the server checks each action again. */
export async function pageCan(db: Db, actor: Actor, projectId: string): Promise<Can> {
  return canFor(await roleOn(db, actor, projectId));
}
