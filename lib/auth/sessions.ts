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
import type { SignInThrottle } from "./rate-limit";
import { isTokenShaped } from "./token";
import { userNameKeys } from "@/lib/model/user-names";

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
 *
 * The throttle (lib/auth/rate-limit.ts) may make the try wait before the
 * password is checked, never refuse it for its name: a right password signs in
 * however many wrong ones others sent. Only a client address with too many
 * failures is refused. `client` is null when the address cannot be known.
 */
export async function signIn(
  db: Db,
  input: { name: string; password: string; client: string | null; previousToken?: string | null },
  throttle: SignInThrottle,
  now: Date,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<SignInResult> {
  // Counted per name as it folds ("ALICE", "аlice" and alice are one count): the same for a name nobody
  // has, so how a try is slowed down tells nothing about which accounts exist.
  const attempt = { account: `name:${userNameKeys(input.name)[0]}`, client: input.client };
  const verdict = await throttle.begin(attempt, now.getTime());
  if (verdict.refused) {
    return { ok: false, error: `Too many failed sign-ins from your address; try again in ${verdict.retryAfter} s.`, retryAfter: verdict.retryAfter };
  }
  if (verdict.holdMs > 0) await sleep(verdict.holdMs);
  if (isTokenShaped(input.previousToken)) await deleteSession(db, sessionId(input.previousToken));
  const user = await findUserByName(db, input.name.trim());
  const good = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  const checkedAt = new Date(now.getTime() + verdict.holdMs);
  await throttle.finish(attempt, !!user && good, checkedAt.getTime());
  if (!user || !good) return { ok: false, error: BAD_CREDENTIALS };
  const token = newToken();
  const expiresAt = new Date(checkedAt.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, { id: sessionId(token), userId: user.id, expiresAt });
  const { passwordHash: _hash, ...summary } = user;
  return { ok: true, user: summary, token, expiresAt };
}

export async function signOut(db: Db, token: string | undefined | null): Promise<void> {
  if (isTokenShaped(token)) await deleteSession(db, sessionId(token));
}
