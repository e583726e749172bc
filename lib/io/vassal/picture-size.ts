import type { AssetType } from "@/lib/model/asset-type";

/**
 * A picture's size in pixels from its header, without decoding it: PNG's
 * IHDR, JPEG's first start-of-frame, an SVG root's width/height (or viewBox).
 * Null when the header does not say.
 */
export function pictureSize(bytes: Uint8Array, type: AssetType): { width: number; height: number } | null {
  if (type === "image/png") return pngSize(bytes);
  if (type === "image/jpeg") return jpegSize(bytes);
  return svgSize(bytes);
}

function pngSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 24) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    const length = ((b[i + 2] as number) << 8) | (b[i + 3] as number);
    // SOF0–SOF15 carry the frame size, apart from DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((b[i + 5] as number) << 8) | (b[i + 6] as number);
      const width = ((b[i + 7] as number) << 8) | (b[i + 8] as number);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function svgSize(b: Uint8Array): { width: number; height: number } | null {
  const head = new TextDecoder().decode(b.subarray(0, 4096));
  const root = /<svg\b[^>]*>/i.exec(head)?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)\\s*(px)?\\s*["']`).exec(root)?.[1];
  const width = Number(attr("width"));
  const height = Number(attr("height"));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = /\sviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']/.exec(root);
  if (box && Number(box[1]) > 0 && Number(box[2]) > 0) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
  return null;
}
