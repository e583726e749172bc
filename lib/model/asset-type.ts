/**
 * What a stored picture is, by its bytes. The name or a declared type is never
 * trusted: the picture is served back with this type, so an HTML file dressed
 * as a PNG must not pass. SVG (a ported module's counter faces) is accepted
 * only as a plain `<svg>` document with no DOCTYPE, entity declarations,
 * scripts or event handlers;
 * it is drawn through <img> (no scripts run there) and served with a
 * sandboxing policy (app/api/projects/[projectId]/assets/[sha256]).
 */
export type AssetType = "image/png" | "image/jpeg" | "image/svg+xml";

export const ASSET_TYPES = ["image/png", "image/jpeg", "image/svg+xml"] as const satisfies readonly AssetType[];

/** An SVG is read as text up to here to find its root element; a counter face is a few kilobytes. */
const SVG_HEAD_CHARS = 4096;

export function sniffImage(bytes: Uint8Array): AssetType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return isPlainSvg(bytes) ? "image/svg+xml" : null;
}

function isPlainSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // A DOCTYPE may declare entities (billion laughs, external files): refused wherever it appears.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  // Nothing active, though it is only ever drawn where scripts do not run: a second lock on the same door.
  if (/<script|<foreignObject|javascript:|\son[a-z]+\s*=/i.test(text)) return false;
  const head = text.slice(0, SVG_HEAD_CHARS).replace(/^\uFEFF/, "");
  // Prolog, comments and whitespace, then the root element, which must be <svg>.
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>)?(\s*<!--[\s\S]*?-->)*\s*/, "");
  return /^<svg[\s>/]/.test(rest);
}
