import Link from "next/link";
import { authEnabled } from "@/lib/auth/mode";
import { database } from "@/lib/db";
import { signOutAction } from "../_actions/session";
import { currentActor } from "../_lib/actor";

/** Team mode's corner of the top bar: who is signed in, Users for admins, Sign out. Nothing in the single-user studio. */
export async function UserMenu() {
  if (!authEnabled()) return null;
  const actor = await currentActor(await database());
  if (!actor || actor.kind !== "user") return null;
  return (
    <span className="user-menu">
      {actor.user.admin && <Link href="/users">Users</Link>}
      <span className="muted" data-testid="signed-in-as">
        {actor.user.name}
      </span>
      <form action={signOutAction}>
        <button type="submit" className="btn">
          Sign out
        </button>
      </form>
    </span>
  );
}
