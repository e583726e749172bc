/**
 * A project's pictures in the browser, shared by the hex painter, the area
 * painter, the new-map dialog and the counters: where one is served, and
 * uploading one (PNG, JPEG or SVG, up to 10 MB) as a project asset.
 */

/** Where a project's picture is served (app/api/projects/[projectId]/assets/[sha256]). */
export function assetUrl(projectId: string, sha256: string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/assets/${sha256}`;
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
      reject(new Error("The picture could not be read as PNG, JPEG or SVG."));
    };
    img.src = url;
  });
}

/** Uploads a PNG, JPEG or SVG as a project asset (JSON with base64: the API takes JSON bodies only); returns its SHA-256. */
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
