"use server";

import * as access from "@/lib/auth/access";
import { roleAllows } from "@/lib/auth/roles";
import { StoreError } from "@/lib/db";
import type { ActionResult } from "../_lib/result";
import { presenceStore } from "../_lib/shared-state";
import { run } from "./run";

/** Someone else with the document open, as a page shows them (no ids). */
export interface Colleague {
  name: string;
  editing: boolean;
  self: boolean;
  /** When they opened it (ms since the epoch). */
  since: number;
}

const TAB = /^[A-Za-z0-9-]{8,64}$/;
const checkTab = (tab: string) => {
  if (typeof tab !== "string" || !TAB.test(tab)) throw new StoreError("invalid", "A page's presence id must be 8 to 64 letters, digits or dashes.");
};

/**
 * A document page checks in every few seconds [issue #17 item 6] and learns
 * who else has the document open. Needs read access, like opening the page;
 * whether the visitor may edit comes from their role, never from the page.
 * On PostgreSQL the tabs are in the database, so a check-in reaching any
 * studio process sees tabs that checked in through the others [#31 item 1].
 */
export async function checkIn(documentId: string, tab: string): Promise<ActionResult<Colleague[]>> {
  return run(async (db, actor) => {
    checkTab(tab);
    const editing = roleAllows((await access.documentRole(db, actor, documentId, "read")).role, "edit");
    const visitor = actor.kind === "user" ? { who: actor.user.id, name: actor.user.name, editing } : { who: "local", name: "", editing };
    const others = await presenceStore(db).checkIn(documentId, tab, visitor, Date.now());
    return others.map(({ name, editing, self, since }) => ({ name, editing, self, since }));
  });
}

/** The page is closing: drop its entry now rather than when it times out. */
export async function leave(documentId: string, tab: string): Promise<ActionResult<null>> {
  return run(async (db, actor) => {
    checkTab(tab);
    await presenceStore(db).leave(documentId, tab, actor.kind === "user" ? actor.user.id : "local");
    return null;
  });
}
