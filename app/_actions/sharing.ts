"use server";

import { revalidatePath } from "next/cache";
import * as access from "@/lib/auth/access";
import { authEnabled } from "@/lib/auth/mode";
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

/** Gives a user (by name) a role on the project, or changes theirs; the last owner cannot step down. */
export async function shareProject(projectId: string, userName: string, role: Role): Promise<ActionResult<GrantSummary[]>> {
  const result = await run(async (db, actor) => {
    teamOnly();
    await access.checkProject(db, actor, projectId, "own");
    const grants = await store.listGrants(db, projectId);
    const target = grants.find((g) => g.userName === userName.trim());
    if (target?.role === "owner" && role !== "owner" && grants.filter((g) => g.role === "owner").length === 1) {
      throw new store.StoreError("invalid", "A project keeps at least one owner: make someone else owner first.");
    }
    await store.setGrant(db, projectId, userName, role);
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
