import { createHash, randomBytes } from "node:crypto";
import { jsonErrorWhere } from "@/lib/model/bundle";
import { type InputProblem, LIMITS, TEXT_SLACK, checkJsonValue, describeProblem, nameProblem, readJsonInput, tooLarge } from "@/lib/model/json-input";
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
 * Normalises a document for storage. Content must be a JSON object within the
 * shared limits (lib/model/json-input: size as stored, depth, no __proto__
 * keys, no numbers JSON cannot hold, no lone surrogates); the text stored is
 * what `JSON.stringify` gives, so the hash does not depend on indentation.
 */
export function prepareContent(content: unknown): PreparedContent {
  if (typeof content === "string") {
    const read = readJsonInput(content, {
      what: "document",
      limitBytes: LIMITS.documentBytes,
      slack: TEXT_SLACK,
      locate: (text, error) => ({ message: `The document is not valid JSON (${jsonErrorWhere(text, error)})` }),
    });
    if (!read.ok) throw refused(read.problem);
    // readJsonInput inspected the value with a document's limits, as checkJsonValue would again: only the compact size is left.
    const value = documentObject(read.value);
    return prepared(value, JSON.stringify(value));
  }
  const value = documentObject(content);
  const checked = checkJsonValue(value, "document", LIMITS.documentBytes);
  if (!checked.ok) throw refused(checked.problem);
  return prepared(value, checked.text);
}

function documentObject(content: unknown): object {
  if (content === null || typeof content !== "object" || Array.isArray(content)) {
    throw new StoreError("invalid", "A document must be a JSON object; it was not saved.");
  }
  return content;
}

/** The stored form of an inspected value: its compact text, held to the size limit (text that parsed compact may still grow, "1e5" to "100000"). */
function prepared(value: object, text: string): PreparedContent {
  // Inspected strings are well-formed Unicode, so the native count is the UTF-8 length lib/model's utf8Length would give.
  const size = Buffer.byteLength(text, "utf8");
  if (size > LIMITS.documentBytes) throw refused(tooLarge("document", size, LIMITS.documentBytes));
  const version = (value as { schemaVersion?: unknown }).schemaVersion;
  return {
    text,
    hash: createHash("sha256").update(text).digest("hex"),
    size,
    schemaVersion: typeof version === "number" && Number.isInteger(version) && version > 0 ? version : 1,
  };
}

function refused(problem: InputProblem): StoreError {
  const reason = describeProblem(problem).replace(/\.$/, "");
  return new StoreError(problem.code === "E-FILE-TOO-LARGE" ? "too-large" : "invalid", `${reason}; it was not saved.`);
}

export function cleanName(name: unknown, what: string): string {
  if (typeof name !== "string" || name.trim().length === 0) {
    throw new StoreError("invalid", `The ${what} needs a name.`);
  }
  const trimmed = name.trim();
  const bad = nameProblem(trimmed);
  if (bad) throw new StoreError("invalid", `The ${what} name cannot be stored: ${bad.charAt(0).toLowerCase()}${bad.slice(1)}`);
  if (trimmed.length > 200) throw new StoreError("invalid", `The ${what} name is longer than 200 characters.`);
  return trimmed;
}

/** A project description: trimmed, at most 5,000 characters (as bundles allow), valid Unicode. */
export function cleanDescription(description: unknown): string {
  if (typeof description !== "string") return "";
  const trimmed = description.trim();
  if (trimmed.length > 5000) throw new StoreError("invalid", "The description is longer than 5,000 characters.");
  const bad = nameProblem(trimmed);
  if (bad) throw new StoreError("invalid", `The description cannot be stored: ${bad.charAt(0).toLowerCase()}${bad.slice(1)}`);
  return trimmed;
}
