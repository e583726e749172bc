import type { AreaMap } from "@/lib/model/map-area";
import { MAP_SCHEMA_VERSION } from "@/lib/model/map-hex";

export interface NewAreaMapInput {
  name: string;
  width: number;
  height: number;
  /** SHA-256 of an uploaded background picture. */
  background?: string;
}

/**
 * An empty area map of the given size. It has no territory yet, so the schema
 * flags it until the first one is drawn: saving work in progress is allowed.
 */
export function newAreaMap(input: NewAreaMapInput): AreaMap {
  const name = input.name.trim();
  if (!name) throw new Error("Give the map a name.");
  for (const [what, n] of [["Width", input.width], ["Height", input.height]] as const) {
    if (!Number.isInteger(n) || n < 100 || n > 20000) throw new Error(`${what} must be a whole number of pixels from 100 to 20000.`);
  }
  return {
    $schema: "map.schema.json",
    schemaVersion: MAP_SCHEMA_VERSION,
    name,
    layout: "area",
    size: { width: input.width, height: input.height },
    ...(input.background ? { background: { asset: input.background, opacity: 0.5 } } : {}),
    wrap: { horizontal: false },
    nations: [],
    territories: [],
    seaZones: [],
    connections: [],
    canals: [],
  } as unknown as AreaMap;
}

/** Reads a picture's pixel size in the browser, so a new map can take the picture's size. */
export function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("The picture could not be read as PNG or JPEG."));
    };
    img.src = url;
  });
}

/** Uploads a PNG or JPEG as a project asset (JSON with base64: the API takes JSON bodies only); returns its SHA-256. */
export async function uploadPicture(projectId: string, file: Blob): Promise<string> {
  if (file.size > 10 * 1024 * 1024) throw new Error(`The picture is ${(file.size / 1048576).toFixed(1)} MB, over the 10 MB limit.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const response = await fetch(`/api/projects/${encodeURIComponent(projectId)}/assets`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ base64: btoa(binary) }),
  });
  const body = (await response.json().catch(() => ({}))) as { sha256?: string; error?: string };
  if (!response.ok || !body.sha256) throw new Error(body.error ?? `The upload failed (${response.status}).`);
  return body.sha256;
}

export const assetUrl = (projectId: string, sha256: string) => `/api/projects/${encodeURIComponent(projectId)}/assets/${sha256}`;
