import { StoreError } from "@/lib/db";
import { formatBytes } from "@/lib/model/json-input";
import { readLimitedBytes } from "./read-body";

/**
 * The body of a save (a document's text, a saved game's log) as bytes, read
 * no further than `limit`: past it, a too-large refusal naming the limit.
 * These routes take what server actions used to, whose bodies React decodes
 * on the request thread before any check of ours can run (an object of
 * millions of keys stalls every other request for seconds); here the bytes
 * go to the file checker (lib/parse-worker) whole and unparsed.
 */
export async function readSaveBody(request: Request, limit: number, what: string): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const bytes = declared > limit ? null : await readLimitedBytes(request, limit);
  if (bytes === null) {
    const size = declared > limit ? ` is ${formatBytes(declared)},` : " is";
    throw new StoreError("too-large", `The ${what}${size} over the ${formatBytes(limit)} the studio takes in one save; it was not saved.`);
  }
  return bytes;
}

/** A query parameter of at most `max` characters ("" when absent), or a one-line refusal. */
export function queryText(url: URL, name: string, max: number): string {
  const value = url.searchParams.get(name) ?? "";
  if (value.length > max) throw new StoreError("invalid", `The ${name} is at most ${max} characters; this one has ${value.length}.`);
  return value;
}
