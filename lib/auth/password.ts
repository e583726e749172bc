import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { userNameKeys } from "@/lib/model/user-names";

/**
 * Passwords are stored as argon2id PHC strings (@node-rs/argon2's defaults:
 * m=19 MiB, t=2, p=1, OWASP's minimum for argon2id); never the password.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's score from 0 to 4; 3 is "safely unguessable" (about 10^8 guesses or more), even offline against the hash. */
export const MIN_PASSWORD_SCORE = 3;

// zxcvbn-ts with the common (passwords, keyboard patterns) and English (words, names) dictionaries, shipped in the
// npm packages: nothing is fetched. Built on first use: the dictionaries take a moment to load.
let estimator: ZxcvbnFactory | undefined;
const strength = (password: string, userInputs: string[]) =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: MAX_PASSWORD_LENGTH,
  })).check(password, userInputs);

/**
 * Why a password is refused, or null [#25 item 9]: at least 12 characters, not
 * the user name, and not easy to guess by zxcvbn's estimate (common passwords,
 * keyboard rows, dictionary words, dates, repeats and sequences, and the name
 * itself count for little): `1234567890`, `password1234`, `qwertyuiopas` are refused.
 */
export function passwordProblem(password: string, userName = ""): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `A password has at most ${MAX_PASSWORD_LENGTH} characters.`;
  const name = userName.trim();
  if (name && password.toLowerCase().includes(name.toLowerCase())) return "A password may not contain the user name.";
  const result = strength(password, name ? [name, ...userNameKeys(name)] : []);
  if (result.score < MIN_PASSWORD_SCORE) {
    const why = result.feedback.warning ? ` (${result.feedback.warning.replace(/\.$/, "").toLowerCase()})` : "";
    return `That password is too easy to guess${why}: use a longer phrase of a few unrelated words.`;
  }
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
