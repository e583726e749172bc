"use server";

import * as access from "@/lib/auth/access";
import { roleAllows } from "@/lib/auth/roles";
import { StoreError } from "@/lib/db";
import { PresenceRegistry } from "@/lib/presence/registry";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

/** Someone else with the document open, as a page shows them (no ids). */
export interface Colleague {
  name: string;
  editing: boolean;
  self: boolean;
  /** When they opened it (ms since the epoch). */
  since: number;
}

// One registry per server process, kept on globalThis: the action bundles and
// a dev server's reloads must not each get an empty one.
const globalForPresence = globalThis as unknown as { warbenchPresence?: PresenceRegistry };
const registry = () => (globalForPresence.warbenchPresence ??= new PresenceRegistry());

const TAB = /^[A-Za-z0-9-]{8,64}$/;
const checkTab = (tab: string) => {
  if (typeof tab !== "string" || !TAB.test(tab)) throw new StoreError("invalid", "A page's presence id must be 8 to 64 letters, digits or dashes.");
};

/**
 * A document page checks in every few seconds [issue #17 item 6] and learns
 * who else has the document open. Needs read access, like opening the page;
 * whether the visitor may edit comes from their role, never from the page.
 */
export async function checkIn(documentId: string, tab: string): Promise<ActionResult<Colleague[]>> {
  return run(async (db, actor) => {
    checkTab(tab);
    const projectId = await access.checkDocument(db, actor, documentId, "read");
    const editing = projectId === null || roleAllows(await access.roleOn(db, actor, projectId), "edit");
    const visitor = actor.kind === "user" ? { who: actor.user.id, name: actor.user.name, editing } : { who: "local", name: "", editing };
    return registry()
      .checkIn(documentId, tab, visitor, Date.now())
      .map(({ name, editing, self, since }) => ({ name, editing, self, since }));
  });
}

/** The page is closing: drop its entry now rather than when it times out. */
export async function leave(documentId: string, tab: string): Promise<ActionResult<null>> {
  return run(async (_db, actor) => {
    checkTab(tab);
    registry().leave(documentId, tab, actor.kind === "user" ? actor.user.id : "local");
    return null;
  });
}
