import fs from "node:fs";
import path from "node:path";
import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION, type Bundle, bundleDocumentSchema } from "@/lib/model/bundle";

/**
 * The sample projects loaded on first start and used by the tests. Each is a
 * folder under lib/samples with a project.json naming its documents:
 * `{ "name", "description", "documents": [ { "kind", "name", "file" } ] }`.
 */
export interface SampleBundle {
  slug: string;
  bundle: Bundle;
  text: string;
}

interface SampleManifest {
  name: string;
  description?: string;
  documents: { kind: string; name: string; file: string }[];
}

// Read at run time from the checkout (turbopackIgnore keeps Next from tracing the whole tree).
export function samplesDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib", "samples");
}

export function sampleBundles(dir: string = samplesDir()): SampleBundle[] {
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(/*turbopackIgnore: true*/ path.join(dir, entry.name, "project.json")))
    .map((entry) => entry.name)
    .sort()
    .map((slug) => {
      const folder = path.join(/*turbopackIgnore: true*/ dir, slug);
      const manifest = JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ path.join(folder, "project.json"), "utf8")) as SampleManifest;
      const bundle: Bundle = {
        format: BUNDLE_FORMAT,
        schemaVersion: BUNDLE_SCHEMA_VERSION,
        project: { name: manifest.name, description: manifest.description ?? "" },
        documents: manifest.documents.map((doc) =>
          bundleDocumentSchema.parse({
            kind: doc.kind,
            name: doc.name,
            content: JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ folder, doc.file), "utf8")),
          }),
        ),
      };
      return { slug, bundle, text: JSON.stringify(bundle) };
    });
}
