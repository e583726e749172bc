"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { SIGN_IN_PATH, safeNext } from "@/lib/auth/gate";
import { authEnabled } from "@/lib/auth/mode";
import { SignInLimiter } from "@/lib/auth/rate-limit";
import { SESSION_COOKIE, signIn, signOut } from "@/lib/auth/sessions";
import { database } from "@/lib/db";

// Per name and client: 5 failures a minute. Per name alone, 20: a client that
// forges X-Forwarded-For to look like many still cannot guess faster than that.
const globalForLimits = globalThis as unknown as { warbenchSignInLimits?: { client: SignInLimiter; name: SignInLimiter } };
const limits = (globalForLimits.warbenchSignInLimits ??= { client: new SignInLimiter(5, 60_000), name: new SignInLimiter(20, 60_000) });

export interface SignInState {
  error: string | null;
}

/** The sign-in form's action (app/signin): a fresh session and cookie on success, one vague message on failure. */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  if (!authEnabled()) redirect("/");
  const name = String(form.get("name") ?? "");
  const password = String(form.get("password") ?? "");
  const next = safeNext(String(form.get("next") ?? ""));
  if (!name.trim() || !password) return { error: "Enter your name and password." };
  const head = await headers();
  const client = head.get("x-forwarded-for")?.split(",")[0]?.trim() || head.get("x-real-ip") || "unknown";
  const now = new Date();
  const byName = limits.name.retryAfter(name.trim().toLowerCase(), now.getTime());
  if (byName > 0) return { error: `Too many failed sign-ins; try again in ${byName} s.` };
  const jar = await cookies();
  const result = await signIn(await database(), { name, password, client, previousToken: jar.get(SESSION_COOKIE)?.value }, limits.client, now);
  if (!result.ok) {
    if (result.retryAfter === undefined) limits.name.fail(name.trim().toLowerCase(), now.getTime());
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
