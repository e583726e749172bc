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

/**
 * What the UI offers on one project, worked out by the page on the server and
 * passed down as props: it only hides what the server would refuse anyway.
 */
export interface Can {
  edit: boolean;
  own: boolean;
}

export const canFor = (role: Role | null): Can => ({ edit: roleAllows(role, "edit"), own: roleAllows(role, "own") });

/** Everything: the single-user studio (and admins) as the UI sees it. */
export const CAN_ALL: Can = { edit: true, own: true };

/** The one line a read-only editor shows: the only role that may open but not change a project is viewer. */
export const VIEW_ONLY_NOTE = "View only — your role on this project is viewer; ask an owner for editor access.";
