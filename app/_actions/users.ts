"use server";

import { revalidatePath } from "next/cache";
import * as access from "@/lib/auth/access";
import { hashPassword, passwordProblem } from "@/lib/auth/password";
import * as store from "@/lib/db";
import type { UserSummary } from "@/lib/db";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

// The Users page's actions: admins only (anyone else is told there is no such thing).
export async function addUser(input: { name: string; password: string; admin: boolean }): Promise<ActionResult<UserSummary>> {
  const result = await run(async (db, actor) => {
    access.checkAdmin(actor);
    const problem = passwordProblem(input.password, input.name.trim());
    if (problem) throw new store.StoreError("invalid", problem);
    return store.createUser(db, { name: input.name, passwordHash: await hashPassword(input.password), admin: input.admin });
  });
  revalidatePath("/users");
  return result;
}

/** Sets a new password and ends the user's sessions. */
export async function resetPassword(input: { name: string; password: string }): Promise<ActionResult<null>> {
  return run(async (db, actor) => {
    access.checkAdmin(actor);
    const problem = passwordProblem(input.password, input.name.trim());
    if (problem) throw new store.StoreError("invalid", problem);
    await store.setPasswordHash(db, input.name.trim(), await hashPassword(input.password));
    return null;
  });
}
