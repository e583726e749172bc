import { createHash, randomBytes } from "node:crypto";
import {
  type Db,
  deleteSession,
  findUserByName,
  insertSession,
  sessionUser,
  type UserSummary,
} from "@/lib/db";
import { decoyHash, verifyPassword } from "./password";
import type { SignInLimiter } from "./rate-limit";

import { isTokenShaped } from "./token";

export { isTokenShaped, SESSION_COOKIE } from "./token";
export const SESSION_DAYS = 14;

/** The cookie holds 32 random bytes (base64url, 43 characters); the database only their SHA-256, so reading the table signs nobody in. */
export const newToken = (): string => randomBytes(32).toString("base64url");
export const sessionId = (token: string): string => createHash("sha256").update(token).digest("hex");

export async function userForToken(db: Db, token: string | undefined | null, now: Date): Promise<UserSummary | null> {
  if (!isTokenShaped(token)) return null;
  return sessionUser(db, sessionId(token), now);
}

export type SignInResult =
  | { ok: true; user: UserSummary; token: string; expiresAt: Date }
  | { ok: false; error: string; retryAfter?: number };

/** One message for a wrong name and a wrong password: the form must not tell which names exist. */
export const BAD_CREDENTIALS = "The name or password is not right.";

/**
 * Checks a name and password and opens a new session. Any session the browser
 * came with is ended first: the token is always a fresh one (no fixation).
 */
export async function signIn(
  db: Db,
  input: { name: string; password: string; client: string; previousToken?: string | null },
  limiter: SignInLimiter,
  now: Date,
): Promise<SignInResult> {
  const key = `${input.name.trim().toLowerCase()}\u0000${input.client}`;
  const wait = limiter.retryAfter(key, now.getTime());
  if (wait > 0) return { ok: false, error: `Too many failed sign-ins; try again in ${wait} s.`, retryAfter: wait };
  if (isTokenShaped(input.previousToken)) await deleteSession(db, sessionId(input.previousToken));
  const user = await findUserByName(db, input.name.trim());
  const good = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !good) {
    limiter.fail(key, now.getTime());
    return { ok: false, error: BAD_CREDENTIALS };
  }
  limiter.succeed(key);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, { id: sessionId(token), userId: user.id, expiresAt });
  const { passwordHash: _hash, ...summary } = user;
  return { ok: true, user: summary, token, expiresAt };
}

export async function signOut(db: Db, token: string | undefined | null): Promise<void> {
  if (isTokenShaped(token)) await deleteSession(db, sessionId(token));
}
