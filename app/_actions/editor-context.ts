"use server";

import * as access from "@/lib/auth/access";
import { listDocuments, openDocument, pickReference, resolveReference } from "@/lib/db";
import type { ActionResult } from "../_lib/result";
import { run } from "./run";

export interface ReferencedDocument {
  id: string;
  name: string;
  /** The current revision as saved (compact JSON text). */
  content: string;
}

/**
 * The game and map a scenario names, looked up in its own project (by id, name,
 * file stem, or the only one of the kind), for the data editor's completion,
 * cross-document lints and map pane. A reference that names nothing comes back null.
 */
export async function loadScenarioContext(
  projectId: string,
  refs: { game?: string; map?: string },
): Promise<ActionResult<{ game: ReferencedDocument | null; map: ReferencedDocument | null }>> {
  return run(async (db, actor) => {
    await access.checkProject(db, actor, projectId, "read");
    const open = async (kind: "game" | "map", ref: string | undefined): Promise<ReferencedDocument | null> => {
      if (typeof ref !== "string" || ref === "") return null;
      const found = await resolveReference(db, projectId, kind, ref);
      return found?.revision ? { id: found.document.id, name: found.document.name, content: found.revision.content } : null;
    };
    return { game: await open("game", refs.game), map: await open("map", refs.map) };
  });
}

/**
 * The project's scenarios that play on a map (their `map` reference names it),
 * for the painters to say what a deletion or a resize would take from them
 * before it happens [#26 item 2].
 */
export async function loadScenariosOnMap(projectId: string, mapDocumentId: string): Promise<ActionResult<ReferencedDocument[]>> {
  return scenariosReferring(projectId, "map", mapDocumentId);
}

/** The project's scenarios that play a game (their `game` reference names it): what saving a game without a nation or unit type would take from them [#26 item 2]. */
export async function loadScenariosOnGame(projectId: string, gameDocumentId: string): Promise<ActionResult<ReferencedDocument[]>> {
  return scenariosReferring(projectId, "game", gameDocumentId);
}

async function scenariosReferring(projectId: string, kind: "game" | "map", documentId: string): Promise<ActionResult<ReferencedDocument[]>> {
  return run(async (db, actor) => {
    await access.checkProject(db, actor, projectId, "read");
    const documents = await listDocuments(db, projectId);
    const out: ReferencedDocument[] = [];
    for (const d of documents) {
      if (d.kind !== "scenario") continue;
      const open = await openDocument(db, d.id);
      if (!open.revision) continue;
      let ref: unknown;
      try {
        ref = (JSON.parse(open.revision.content) as Record<string, unknown> | null)?.[kind];
      } catch {
        continue;
      }
      if (typeof ref === "string" && pickReference(documents, kind, ref)?.id === documentId) out.push({ id: d.id, name: d.name, content: open.revision.content });
    }
    return out;
  });
}

/**
 * The nations of the project's games, for a map that has none yet: the hex
 * painter offers to add them [#26 item 3]. Games that do not parse, or have
 * no nations, are left out.
 */
export async function loadProjectNations(projectId: string): Promise<ActionResult<{ game: string; nations: { id: string; name: string; colour: string }[] }[]>> {
  return run(async (db, actor) => {
    await access.checkProject(db, actor, projectId, "read");
    const out: { game: string; nations: { id: string; name: string; colour: string }[] }[] = [];
    for (const d of await listDocuments(db, projectId)) {
      if (d.kind !== "game") continue;
      const open = await openDocument(db, d.id);
      if (!open.revision) continue;
      try {
        const nations = (JSON.parse(open.revision.content) as { nations?: unknown }).nations;
        if (!Array.isArray(nations)) continue;
        const usable = nations.flatMap((n: unknown) => {
          const x = n as { id?: unknown; name?: unknown; colour?: unknown } | null;
          return x && typeof x.id === "string" && x.id !== "" ? [{ id: x.id, name: typeof x.name === "string" && x.name ? x.name : x.id, colour: typeof x.colour === "string" ? x.colour : "#888888" }] : [];
        });
        if (usable.length > 0) out.push({ game: d.name, nations: usable });
      } catch {
        continue;
      }
    }
    return out;
  });
}
