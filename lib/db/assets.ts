import { createHash } from "node:crypto";
import type { Db } from "./db";
import { StoreError } from "./errors";
import { getProject } from "./projects";

/** A background picture may be a scanned board, but not a photo library: 10 MB is plenty for 4000×3000 px. */
export const MAX_ASSET_BYTES = 10 * 1024 * 1024;

export type AssetType = "image/png" | "image/jpeg";

export interface AssetSummary {
  projectId: string;
  sha256: string;
  contentType: AssetType;
  size: number;
}

/**
 * What the bytes are, by their signature. The name or a declared type is never
 * trusted: the picture is served back with this type, so an HTML or SVG file
 * dressed as a PNG must not pass.
 */
export function sniffImage(bytes: Uint8Array): AssetType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

export const isSha256 = (value: string) => /^[0-9a-f]{64}$/.test(value);

/** Stores a PNG or JPEG with a live project; the same bytes twice are stored once. */
export async function putAsset(db: Db, projectId: string, bytes: Uint8Array): Promise<AssetSummary> {
  await getProject(db, projectId);
  if (bytes.length === 0) throw new StoreError("invalid", "The picture is empty.");
  if (bytes.length > MAX_ASSET_BYTES) throw new StoreError("too-large", `The picture is ${(bytes.length / 1048576).toFixed(1)} MB, over the 10 MB limit.`);
  const contentType = sniffImage(bytes);
  if (!contentType) throw new StoreError("invalid", "The picture must be a PNG or JPEG file.");
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
