import { sampleBundles } from "@/lib/samples";
import { importBundle } from "./bundles";
import type { Db } from "./db";

const SEEDED = "samples-loaded";

/**
 * Loads the sample projects into a new database, once: a designer who deletes
 * them does not see them come back at the next start.
 */
export async function seedSamples(db: Db): Promise<number> {
  if (await db.meta.findUnique({ where: { key: SEEDED } })) return 0;
  const bundles = sampleBundles();
  for (const { text } of bundles) {
    await importBundle(db, text, { message: "Sample loaded on first start" });
  }
  await db.meta.create({ data: { key: SEEDED, value: String(bundles.length) } });
  return bundles.length;
}
