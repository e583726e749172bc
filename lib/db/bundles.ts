import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION, type Bundle, type BundleAsset } from "@/lib/model/bundle";
import { LIMITS, bundleSizeProblem, documentSizeProblem } from "@/lib/model/json-input";
import { type PreparedBundle, prepareBundleText } from "./bundle-prepare";
import { newId } from "./content";
import type { Db } from "./db";
import { insertDocument } from "./document-copy";
import { StoreError } from "./errors";
import { getProject } from "./projects";
import type { ProjectSummary } from "./types";

/** Largest bundle the studio accepts or writes (lib/model/json-input). */
export const MAX_BUNDLE_BYTES = LIMITS.bundleBytes;

/**
 * A project as bundle text: compact JSON, checked with the same limits import
 * applies, so whatever is exported imports again. A project too large for one
 * bundle is refused with the limit, not written as a file import would refuse.
 */
export async function exportBundleText(db: Db, projectId: string): Promise<{ bundle: Bundle; text: string }> {
  const bundle = await exportBundle(db, projectId);
  for (const doc of bundle.documents) {
    const tooLarge = documentSizeProblem(doc.content);
    if (tooLarge) throw new StoreError("too-large", `The ${doc.kind} "${doc.name}" cannot be exported: ${tooLarge.message}`);
  }
  const text = JSON.stringify(bundle);
  const tooLarge = bundleSizeProblem(text);
  if (tooLarge) {
    throw new StoreError("too-large", `This project cannot be exported as one bundle: ${tooLarge.message} Copy some documents to another project and export each.`);
  }
  return { bundle, text };
}

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
  const documents = docs.map((doc) => {
    const text = doc.currentRevisionId ? revisions.get(doc.currentRevisionId) : undefined;
    return {
      kind: doc.kind as Bundle["documents"][number]["kind"],
      name: doc.name,
      content: text ? (JSON.parse(text) as Record<string, unknown>) : { schemaVersion: doc.schemaVersion },
    };
  });
  const assets = await usedAssets(db, projectId, documents);
  return {
    format: BUNDLE_FORMAT,
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    project: { name: project.name, description: project.description },
    exportedAt: new Date().toISOString(),
    documents,
    ...(assets.length > 0 ? { assets } : {}),
  };
}

/** The pictures the exported maps draw (`background.asset`), so that the bundle imports whole. */
async function usedAssets(db: Db, projectId: string, documents: Bundle["documents"]): Promise<BundleAsset[]> {
  const wanted = new Set<string>();
  for (const doc of documents) {
    const asset = (doc.content.background as { asset?: unknown } | undefined)?.asset;
    if (doc.kind === "map" && typeof asset === "string") wanted.add(asset);
  }
  if (wanted.size === 0) return [];
  const rows = await db.asset.findMany({ where: { projectId, sha256: { in: [...wanted] } }, orderBy: { sha256: "asc" } });
  return rows.map((r) => ({ sha256: r.sha256, contentType: r.contentType as BundleAsset["contentType"], data: Buffer.from(r.data).toString("base64") }));
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
  return writePreparedBundle(db, prepareBundleText(text), options);
}

/**
 * Stores a prepared bundle (lib/db/bundle-prepare: checked and normalised,
 * perhaps in the file checker's worker thread) as a new project, in one
 * transaction: nothing is written unless all of it is.
 */
export async function writePreparedBundle(
  db: Db,
  bundle: PreparedBundle,
  options: { name?: string; message?: string } = {},
): Promise<ProjectSummary> {
  const projectId = newId();
  await db.$transaction(async (tx) => {
    await tx.project.create({
      data: { id: projectId, name: options.name ?? bundle.project.name, description: bundle.project.description },
    });
    for (const { sha256, contentType, bytes } of bundle.assets) {
      await tx.asset.upsert({
        where: { projectId_sha256: { projectId, sha256 } },
        create: { projectId, sha256, contentType, size: bytes.length, data: Buffer.from(bytes) },
        update: {},
      });
    }
    for (const { kind, name, prepared } of bundle.documents) {
      await insertDocument(tx, {
        id: newId(),
        projectId,
        kind,
        name,
        prepared,
        message: options.message ?? "Imported from bundle",
        author: "",
      });
    }
  });
  return getProject(db, projectId);
}
