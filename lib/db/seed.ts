import { sampleBundles } from "@/lib/samples";
import { importBundle } from "./bundles";
import type { Db } from "./db";
import type { ProjectSummary } from "./types";

const SEEDED = "samples-loaded";

/**
 * Loads the sample projects into a new database, once: a designer who deletes
 * them does not see them come back at the next start. The mark is claimed
 * before loading, so of several studio processes starting at once on one new
 * PostgreSQL database [#31] exactly one loads them; the others start at once
 * and see the samples appear.
 */
export async function seedSamples(db: Db): Promise<number> {
  if (await db.meta.findUnique({ where: { key: SEEDED } })) return 0;
  try {
    await db.meta.create({ data: { key: SEEDED, value: "loading" } });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2002") return 0; // another process claimed it first
    throw error;
  }
  const loaded = await loadSampleProjects(db, "Sample loaded on first start");
  await db.meta.update({ where: { key: SEEDED }, data: { value: String(loaded.length) } });
  return loaded.length;
}

/** Imports every sample as a new project (the library's "load the samples" button). */
export async function loadSampleProjects(db: Db, message = "Sample loaded"): Promise<ProjectSummary[]> {
  const projects: ProjectSummary[] = [];
  for (const { text } of sampleBundles()) projects.push(await importBundle(db, text, { message }));
  return projects;
}
