import { createHash } from "node:crypto";
import type { Db } from "./db";
import { StoreError } from "./errors";
import { getProject } from "./projects";
import { type AssetType, sniffImage } from "@/lib/model/asset-type";

/** A background picture may be a scanned board, but not a photo library: 10 MB is plenty for 4000×3000 px. */
export const MAX_ASSET_BYTES = 10 * 1024 * 1024;

export { type AssetType, sniffImage } from "@/lib/model/asset-type";

export interface AssetSummary {
  projectId: string;
  sha256: string;
  contentType: AssetType;
  size: number;
}

export const isSha256 = (value: string) => /^[0-9a-f]{64}$/.test(value);

/** Stores a PNG or JPEG with a live project; the same bytes twice are stored once. */
export async function putAsset(db: Db, projectId: string, bytes: Uint8Array): Promise<AssetSummary> {
  await getProject(db, projectId);
  if (bytes.length === 0) throw new StoreError("invalid", "The picture is empty.");
  if (bytes.length > MAX_ASSET_BYTES) throw new StoreError("too-large", `The picture is ${(bytes.length / 1048576).toFixed(1)} MB, over the 10 MB limit.`);
  const contentType = sniffImage(bytes);
  if (!contentType) throw new StoreError("invalid", "The picture must be a PNG, JPEG or SVG file (an SVG without a DOCTYPE).");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  await db.asset.upsert({
    where: { projectId_sha256: { projectId, sha256 } },
    create: { projectId, sha256, contentType, size: bytes.length, data: Buffer.from(bytes) },
    update: {},
  });
  return { projectId, sha256, contentType, size: bytes.length };
}

export async function getAsset(db: Db, projectId: string, sha256: string): Promise<AssetSummary & { data: Uint8Array }> {
  const row = isSha256(sha256) ? await db.asset.findUnique({ where: { projectId_sha256: { projectId, sha256 } } }) : null;
  if (!row) throw new StoreError("not-found", "No such picture in this project.");
  return { projectId, sha256, contentType: row.contentType as AssetType, size: row.size, data: new Uint8Array(row.data) };
}
