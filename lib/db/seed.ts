import { sampleBundles } from "@/lib/samples";
import { importBundle } from "./bundles";
import type { Db } from "./db";
import type { ProjectSummary } from "./types";

const SEEDED = "samples-loaded";

/**
 * Loads the sample projects into a new database, once: a designer who deletes
 * them does not see them come back at the next start.
 */
export async function seedSamples(db: Db): Promise<number> {
  if (await db.meta.findUnique({ where: { key: SEEDED } })) return 0;
  const loaded = await loadSampleProjects(db, "Sample loaded on first start");
  await db.meta.create({ data: { key: SEEDED, value: String(loaded.length) } });
  return loaded.length;
}

/** Imports every sample as a new project (the library's "load the samples" button). */
export async function loadSampleProjects(db: Db, message = "Sample loaded"): Promise<ProjectSummary[]> {
  const projects: ProjectSummary[] = [];
  for (const { text } of sampleBundles()) projects.push(await importBundle(db, text, { message }));
  return projects;
}
