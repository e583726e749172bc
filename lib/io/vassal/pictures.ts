import { createHash } from "node:crypto";
import type { Report } from "../report";
import { type AssetType, sniffImage } from "@/lib/model/asset-type";
import { pictureSize } from "./picture-size";

/** A picture the import carries into the project (the board, a counter face). */
export interface ImportedAsset {
  sha256: string;
  contentType: AssetType;
  bytes: Uint8Array;
  /** Where it was in the module (`images/Map_Full.png`), for the report. */
  name: string;
}

export interface Picture {
  sha256: string;
  contentType: AssetType;
  size: { width: number; height: number } | null;
}

/**
 * The module's pictures, each read, sniffed and hashed once when first used;
 * a missing or unsupported one is reported once, where it was first wanted.
 * Only the pictures asked for become the project's assets.
 */
export function picturesOf(entries: Map<string, Uint8Array>, report: Report) {
  const seen = new Map<string, Picture | null>();
  const assets = new Map<string, ImportedAsset>();
  const lookup = (path: string): Uint8Array | undefined => entries.get(path) ?? entries.get(path.replace(/^images\//, ""));
  return {
    get(path: string, where: string): Picture | null {
      if (seen.has(path)) return seen.get(path) ?? null;
      const bytes = lookup(path);
      let picture: Picture | null = null;
      if (!bytes) report.warn(where, `the picture "${path}" is not in the module: left out`);
      else {
        const contentType = sniffImage(bytes);
        if (!contentType) report.warn(where, `the picture "${path}" is not a PNG, JPEG or plain SVG: left out`);
        else {
          const sha256 = createHash("sha256").update(bytes).digest("hex");
          picture = { sha256, contentType, size: pictureSize(bytes, contentType) };
          if (!assets.has(sha256)) assets.set(sha256, { sha256, contentType, bytes, name: path });
        }
      }
      seen.set(path, picture);
      return picture;
    },
    used(): ImportedAsset[] {
      return [...assets.values()];
    },
  };
}
