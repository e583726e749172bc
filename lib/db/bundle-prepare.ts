import { createHash } from "node:crypto";
import { type Bundle, type BundleAsset, parseBundle, parseBundleValue } from "@/lib/model/bundle";
import { MAX_ASSET_BYTES, sniffImage } from "./assets";
import { type PreparedContent, prepareContent } from "./content";
import { StoreError } from "./errors";

/**
 * A bundle made ready to store: every document normalised (lib/db/content)
 * and every picture decoded and checked. Preparing does all the work an import
 * needs short of writing, touches no database, and so runs in the file
 * checker's worker thread (lib/parse-worker), off the request thread; the
 * result is plain data that a worker can post back.
 */
export interface PreparedBundle {
  project: { name: string; description: string };
  documents: { kind: Bundle["documents"][number]["kind"]; name: string; prepared: PreparedContent }[];
  assets: { sha256: string; contentType: BundleAsset["contentType"]; bytes: Uint8Array }[];
}

/** A bundled picture's bytes, checked against its declared hash and type; the reason names the picture's place. */
function decodeAsset(asset: BundleAsset, index: number): Uint8Array {
  const where = `assets[${index}]`;
  const bytes = new Uint8Array(Buffer.from(asset.data, "base64"));
  if (bytes.length === 0 || bytes.length > MAX_ASSET_BYTES) throw new StoreError("invalid", `The picture at ${where} is ${bytes.length === 0 ? "empty" : "over the 10 MB limit"}. Nothing was imported.`);
  if (sniffImage(bytes) !== asset.contentType) throw new StoreError("invalid", `The picture at ${where} is not the ${asset.contentType} it says it is. Nothing was imported.`);
  if (createHash("sha256").update(bytes).digest("hex") !== asset.sha256) throw new StoreError("invalid", `The picture at ${where} does not match its SHA-256. Nothing was imported.`);
  return bytes;
}

export function prepareBundle(bundle: Bundle): PreparedBundle {
  return {
    project: { name: bundle.project.name, description: bundle.project.description },
    documents: bundle.documents.map((doc) => ({ kind: doc.kind, name: doc.name, prepared: prepareContent(doc.content) })),
    assets: (bundle.assets ?? []).map((asset, i) => ({ sha256: asset.sha256, contentType: asset.contentType, bytes: decodeAsset(asset, i) })),
  };
}

/** Bundle text, parsed with the shared limits and prepared; a refusal is a StoreError with a one-line message. */
export function prepareBundleText(text: string): PreparedBundle {
  const parsed = parseBundle(text);
  if (!parsed.ok) throw new StoreError(parsed.tooLarge ? "too-large" : "invalid", parsed.error);
  return prepareBundle(parsed.bundle);
}

/** A bundle already parsed and inspected (lib/validate's import check), prepared the same way. */
export function prepareBundleValue(value: unknown): PreparedBundle {
  const parsed = parseBundleValue(value);
  if (!parsed.ok) throw new StoreError(parsed.tooLarge ? "too-large" : "invalid", parsed.error);
  return prepareBundle(parsed.bundle);
}
