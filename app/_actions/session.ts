"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { requestClient } from "@/lib/auth/client-address";
import { SIGN_IN_PATH, safeNext } from "@/lib/auth/gate";
import { authEnabled } from "@/lib/auth/mode";
import { signInTiming } from "@/lib/auth/rate-limit";
import { SESSION_COOKIE, signIn, signOut } from "@/lib/auth/sessions";
import { database } from "@/lib/db";
import { signInThrottle } from "../_lib/shared-state";

export interface SignInState {
  error: string | null;
}

/**
 * The sign-in form's action (app/signin): a fresh session and cookie on success, one vague message on failure.
 * Failures slow down further tries for the account (never refuse them) and count against the client's real
 * address (lib/auth/client-address.ts: the peer, or what a trusted proxy names; X-Forwarded-For otherwise ignored).
 * On PostgreSQL the counts are in the database, shared by every studio process (app/_lib/shared-state.ts).
 */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  if (!authEnabled()) redirect("/");
  const name = String(form.get("name") ?? "");
  const password = String(form.get("password") ?? "");
  const next = safeNext(form.get("next"));
  if (!name.trim() || !password) return { error: "Enter your name and password." };
  const head = await headers();
  const client = requestClient((header) => head.get(header));
  const jar = await cookies();
  const { now, sleep } = signInTiming;
  const db = await database();
  const result = await signIn(db, { name, password, client, previousToken: jar.get(SESSION_COOKIE)?.value }, signInThrottle(db), now(), sleep);
  if (!result.ok) {
    jar.delete(SESSION_COOKIE);
    return { error: result.error };
  }
  jar.set(SESSION_COOKIE, result.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: head.get("x-forwarded-proto") === "https",
    path: "/",
    expires: result.expiresAt,
  });
  redirect(next);
}

export async function signOutAction(): Promise<void> {
  const jar = await cookies();
  if (authEnabled()) await signOut(await database(), jar.get(SESSION_COOKIE)?.value);
  jar.delete(SESSION_COOKIE);
  redirect(SIGN_IN_PATH);
}
