/**
 * Whom an owner who is not an admin may add on a project's Share dialog [#25 item 8],
 * set by the studio's admin in WARBENCH_SHARE_WITH:
 * - "colleagues" (the default): only people who already share a project with them.
 *   Anyone else, whether or not such an account exists, gets the same answer, so
 *   the dialog tells nobody which names exist;
 * - "anyone": any account by name, as before; the answer then tells an owner
 *   whether a name exists (an admin's choice for a team that does not mind).
 * Admins add anyone either way. Pure: the environment comes in.
 */
export type ShareScope = "colleagues" | "anyone";

export function shareScope(env: { WARBENCH_SHARE_WITH?: string } = process.env as { WARBENCH_SHARE_WITH?: string }): ShareScope | { problem: string } {
  const value = env.WARBENCH_SHARE_WITH?.trim() ?? "";
  if (value === "" || value === "colleagues") return "colleagues";
  if (value === "anyone") return "anyone";
  return { problem: `WARBENCH_SHARE_WITH is "colleagues" (the default) or "anyone", not "${value.slice(0, 40)}".` };
}

/** The one answer for a name an owner may not add: the same whether or not the account exists. */
export const notAColleague = (name: string): string =>
  `You can add only people who already share a project with you, and "${name}" is not one of them; an admin can add anyone.`;
