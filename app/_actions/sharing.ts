"use server";

import { revalidatePath } from "next/cache";
import * as access from "@/lib/auth/access";
import { authEnabled } from "@/lib/auth/mode";
import { notAColleague, shareScope } from "@/lib/auth/share-scope";
import * as store from "@/lib/db";
import type { GrantSummary, Role } from "@/lib/db";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

// Sharing a project is its owners' (and admins') business [#17 item 5]; team mode only.
const teamOnly = () => {
  if (!authEnabled()) throw new store.StoreError("invalid", "Sharing needs team mode (WARBENCH_AUTH=on).");
};

export async function listShares(projectId: string): Promise<ActionResult<GrantSummary[]>> {
  return run(async (db, actor) => (teamOnly(), await access.checkProject(db, actor, projectId, "own"), store.listGrants(db, projectId)));
}

/**
 * Gives a user (by name, any spelling of it) a role on the project, or changes theirs; the last owner cannot
 * step down. An owner who is not an admin may add only people who already share a project with them (unless
 * WARBENCH_SHARE_WITH=anyone): a name they may not add and a name nobody has get the same answer [#25 item 8].
 */
export async function shareProject(projectId: string, userName: string, role: Role): Promise<ActionResult<GrantSummary[]>> {
  const result = await run(async (db, actor) => {
    teamOnly();
    await access.checkProject(db, actor, projectId, "own");
    const scope = shareScope();
    if (typeof scope !== "string") throw new store.StoreError("invalid", scope.problem);
    const name = userName.trim();
    const target = await store.findUserByName(db, name);
    if (actor.kind === "user" && !actor.user.admin && scope === "colleagues") {
      // Asked whether or not the account exists, so both answers take the same path.
      const colleague = await store.shareAProject(db, actor.user.id, target?.id ?? "");
      if (!target || !colleague) throw new store.StoreError("not-found", notAColleague(name));
    }
    if (!target) throw new store.StoreError("not-found", `No user named "${name}".`);
    const grants = await store.listGrants(db, projectId);
    if (grants.find((g) => g.userId === target.id)?.role === "owner" && role !== "owner" && grants.filter((g) => g.role === "owner").length === 1) {
      throw new store.StoreError("invalid", "A project keeps at least one owner: make someone else owner first.");
    }
    if (!store.ROLES.includes(role)) throw new store.StoreError("invalid", `A role is one of ${store.ROLES.join(", ")}.`);
    await store.setGrantById(db, projectId, target.id, role);
    return store.listGrants(db, projectId);
  });
  revalidatePath("/", "layout");
  return result;
}

export async function unshareProject(projectId: string, userId: string): Promise<ActionResult<GrantSummary[]>> {
  const result = await run(async (db, actor) => {
    teamOnly();
    await access.checkProject(db, actor, projectId, "own");
    const grants = await store.listGrants(db, projectId);
    if (grants.find((g) => g.userId === userId)?.role === "owner" && grants.filter((g) => g.role === "owner").length === 1) {
      throw new store.StoreError("invalid", "A project keeps at least one owner: make someone else owner first.");
    }
    await store.removeGrant(db, projectId, userId);
    return store.listGrants(db, projectId);
  });
  revalidatePath("/", "layout");
  return result;
}
