import { hash, verify } from "@node-rs/argon2";

/**
 * Passwords are stored as argon2id PHC strings (@node-rs/argon2's defaults:
 * m=19 MiB, t=2, p=1, OWASP's minimum for argon2id); never the password.
 */
export const MIN_PASSWORD_LENGTH = 10;

/** Why a password is refused, or null. Length is what matters most; the name and one repeated character are the obvious guesses. */
export function passwordProblem(password: string, userName = ""): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (new Set(password).size < 4) return "That password is too easy to guess: use more different characters.";
  if (userName && password.toLowerCase().includes(userName.toLowerCase())) return "A password may not contain the user name.";
  return null;
}

export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash signs nobody in
  }
}

/**
 * A hash of a password nobody has, verified when the name is unknown so a
 * wrong name takes as long as a wrong password (no user enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hash("warbench-decoy-password-never-used"));
