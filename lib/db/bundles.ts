import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION, type Bundle, parseBundle } from "@/lib/model/bundle";
import { newId, prepareContent } from "./content";
import type { Db } from "./db";
import { insertDocument } from "./document-copy";
import { StoreError } from "./errors";
import { getProject } from "./projects";
import type { ProjectSummary } from "./types";

/** Largest bundle the studio accepts; a 200×150 map with a big OOB is far below it. */
export const MAX_BUNDLE_BYTES = 50 * 1024 * 1024;

export async function exportBundle(db: Db, projectId: string): Promise<Bundle> {
  const project = await getProject(db, projectId);
  const docs = await db.document.findMany({
    where: { projectId, deletedAt: null },
    orderBy: [{ kind: "asc" }, { name: "asc" }],
  });
  const revisions = new Map(
    (
      await db.revision.findMany({
        where: { id: { in: docs.map((d) => d.currentRevisionId).filter((id): id is string => id !== null) } },
        select: { id: true, content: true },
      })
    ).map((r) => [r.id, r.content]),
  );
  return {
    format: BUNDLE_FORMAT,
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    project: { name: project.name, description: project.description },
    exportedAt: new Date().toISOString(),
    documents: docs.map((doc) => {
      const text = doc.currentRevisionId ? revisions.get(doc.currentRevisionId) : undefined;
      return {
        kind: doc.kind as Bundle["documents"][number]["kind"],
        name: doc.name,
        content: text ? (JSON.parse(text) as Record<string, unknown>) : { schemaVersion: doc.schemaVersion },
      };
    }),
  };
}

/**
 * Imports bundle text as a new project. Everything is checked before the
 * first write and written in one transaction, so a bad file leaves nothing.
 */
export async function importBundle(
  db: Db,
  text: string,
  options: { name?: string; message?: string } = {},
): Promise<ProjectSummary> {
  if (Buffer.byteLength(text, "utf8") > MAX_BUNDLE_BYTES) {
    throw new StoreError("too-large", `The bundle is larger than ${MAX_BUNDLE_BYTES / 1024 / 1024} MB.`);
  }
  const parsed = parseBundle(text);
  if (!parsed.ok) throw new StoreError("invalid", parsed.error);
  const { bundle } = parsed;
  const prepared = bundle.documents.map((doc) => ({ doc, prepared: prepareContent(doc.content) }));
  const projectId = newId();
  await db.$transaction(async (tx) => {
    await tx.project.create({
      data: { id: projectId, name: options.name ?? bundle.project.name, description: bundle.project.description },
    });
    for (const { doc, prepared: content } of prepared) {
      await insertDocument(tx, {
        id: newId(),
        projectId,
        kind: doc.kind,
        name: doc.name,
        prepared: content,
        message: options.message ?? "Imported from bundle",
        author: "",
      });
    }
  });
  return getProject(db, projectId);
}
