import type { Role } from "@/lib/db";

/**
 * What each role may do on a project [issue #17 item 5]: viewers read,
 * playtest and export; editors also save (documents, assets, balance runs);
 * owners also rename, trash, restore, purge and share. Pure.
 */
export type Need = "read" | "edit" | "own";

const RANK: Record<Role, number> = { viewer: 0, editor: 1, owner: 2 };
const NEEDED: Record<Need, number> = { read: 0, edit: 1, own: 2 };

export const roleAllows = (role: Role | null, need: Need): boolean => role !== null && RANK[role] >= NEEDED[need];

export const NEED_WORDS: Record<Need, string> = { read: "open", edit: "change", own: "manage (rename, trash or share)" };
