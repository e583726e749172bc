import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { type Actor, LOCAL } from "@/lib/auth/access";
import { SIGN_IN_PATH } from "@/lib/auth/gate";
import { authEnabled } from "@/lib/auth/mode";
import { SESSION_COOKIE, userForToken } from "@/lib/auth/sessions";
import { type Db, StoreError } from "@/lib/db";

/**
 * Who is asking: the local studio when team mode is off (no cookie is read),
 * else the user of a valid, unexpired session, or null. proxy.ts only checks
 * that a cookie of the right shape is there; this is where it is validated.
 */
export async function currentActor(db: Db): Promise<Actor | null> {
  if (!authEnabled()) return LOCAL;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const user = await userForToken(db, token, new Date());
  return user ? { kind: "user", user } : null;
}

/** For server actions and route handlers: the actor, or a "sign in again" error. */
export async function requireActor(db: Db): Promise<Actor> {
  const actor = await currentActor(db);
  if (!actor) throw new StoreError("unauthenticated", "Your session has ended: sign in again.");
  return actor;
}

/** For pages: the actor, or off to the sign-in page. */
export async function pageActor(db: Db): Promise<Actor> {
  const actor = await currentActor(db);
  if (!actor) redirect(SIGN_IN_PATH);
  return actor;
}
