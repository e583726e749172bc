import { createHash, randomBytes } from "node:crypto";
import { StoreError } from "./errors";

/** Short, URL-safe, unguessable ids. */
export function newId(): string {
  return randomBytes(12).toString("base64url");
}

export interface PreparedContent {
  text: string;
  hash: string;
  size: number;
  schemaVersion: number;
}

/**
 * Normalises a document for storage. Content must be a JSON object; the text
 * stored is what `JSON.stringify` gives, so the hash does not depend on how
 * the editor indented it.
 */
export function prepareContent(content: unknown): PreparedContent {
  if (typeof content === "string") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new StoreError("invalid", "The document is not valid JSON; it was not saved.");
    }
    return prepareContent(parsed);
  }
  if (content === null || typeof content !== "object" || Array.isArray(content)) {
    throw new StoreError("invalid", "A document must be a JSON object; it was not saved.");
  }
  const text = JSON.stringify(content);
  const version = (content as { schemaVersion?: unknown }).schemaVersion;
  return {
    text,
    hash: createHash("sha256").update(text).digest("hex"),
    size: Buffer.byteLength(text, "utf8"),
    schemaVersion: typeof version === "number" && Number.isInteger(version) && version > 0 ? version : 1,
  };
}

export function cleanName(name: unknown, what: string): string {
  if (typeof name !== "string" || name.trim().length === 0) {
    throw new StoreError("invalid", `The ${what} needs a name.`);
  }
  const trimmed = name.trim();
  if (trimmed.length > 200) throw new StoreError("invalid", `The ${what} name is longer than 200 characters.`);
  return trimmed;
}
