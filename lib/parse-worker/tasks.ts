import { type PreparedBundle, prepareBundleValue } from "@/lib/db/bundle-prepare";
import { type PreparedContent, prepareContent } from "@/lib/db/content";
import { StoreError, type StoreErrorCode } from "@/lib/db/errors";
import { type ReportEntry } from "@/lib/io/triplea/report";
import { type TripleAInput, importTripleA } from "@/lib/io/triplea/import";
import { type PortingOutcome, type VassalTask, checkVassal } from "./vassal-task";

export type { PortingOutcome } from "./vassal-task";
import { MAX_MAP_FILE_CHARS } from "@/lib/io/triplea/map-files";
import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION, type Bundle } from "@/lib/model/bundle";
import { formatBytes } from "@/lib/model/json-input";
import { scanJsonShape } from "@/lib/model/json-limits";
import { checkImport } from "@/lib/validate/import-check";
import { type PlaytestBody, checkPlaytestBody } from "./playtest-body";

/**
 * The work the file checker's worker thread does (worker.ts; the pool in
 * pool.ts): everything between the bytes of a request and the rows to write —
 * the limits before parsing (lib/model/json-limits), parsing, validation and
 * preparing the documents for storage — so that none of it runs on the thread
 * that serves every other request. Each task answers plain data a worker can
 * post back; nothing here opens the database. A new kind of import (VASSAL,
 * Tiled) is one more task here that ends in a PreparedBundle.
 * (A task's bytes are decoded here, in the worker: `new TextDecoder` over
 * 40 MB is some 40 ms of whichever thread runs it.)
 */
export type ParseTask =
  /** A `.warbench.json` bundle as sent; `anyway` imports despite schema errors in documents. */
  | { kind: "bundle"; bytes: Uint8Array; anyway: boolean }
  /** A document's text, as a save or a new document sends it (the request's bytes). */
  | { kind: "document"; bytes: Uint8Array }
  /** A saved game's request body (lib/parse-worker/playtest-body). */
  | { kind: "playtest"; bytes: Uint8Array }
  /** The TripleA import's request body: JSON `{ xml, polygons?, centers?, place?, properties?, xmlName? }`. */
  | { kind: "triplea"; bytes: Uint8Array }
  /** A VASSAL module's bytes (`.vmod`), with the import's choices. */
  | VassalTask;

export type StoreRefusal = { kind: "store-error"; code: StoreErrorCode; message: string };

export type BundleOutcome =
  | { kind: "refused"; status: 400 | 413; error: string; findings: string[] }
  | { kind: "schema"; error: string; findings: string[] }
  | StoreRefusal
  | { kind: "ready"; bundle: PreparedBundle; findings: string[]; forced: boolean };

export type DocumentOutcome = StoreRefusal | { kind: "ready"; prepared: PreparedContent };

export type TripleAOutcome =
  | { kind: "refused"; status: 400 | 422; error: string; report?: ReportEntry[] }
  | StoreRefusal
  | { kind: "ready"; bundle: PreparedBundle; report: ReportEntry[] };

export type TaskOutcome<T extends ParseTask> = T extends { kind: "bundle" }
  ? BundleOutcome
  : T extends { kind: "document" }
    ? DocumentOutcome
    : T extends { kind: "playtest" }
      ? PlaytestBody
      : T extends { kind: "vassal" }
        ? PortingOutcome
        : TripleAOutcome;

type AnyOutcome = BundleOutcome | DocumentOutcome | TripleAOutcome | PortingOutcome | PlaytestBody;

const decoder = new TextDecoder();

function storeRefusal(error: unknown): StoreRefusal {
  if (error instanceof StoreError) return { kind: "store-error", code: error.code, message: error.message };
  throw error;
}

/** Checks a bundle as import does: refused outright, refused unless told "anyway" (schema errors), or ready to store. */
export function checkBundle(text: string, anyway: boolean): BundleOutcome {
  const check = checkImport(text);
  const first = check.refused[0];
  if (first) {
    return { kind: "refused", status: first.code === "E-FILE-TOO-LARGE" ? 413 : 400, error: `${check.describe(first)}. Nothing was imported.`, findings: check.refused.map(check.describe) };
  }
  if (check.schema.length > 0 && !anyway) {
    const n = check.schema.length;
    return { kind: "schema", error: `${n} schema error${n === 1 ? "" : "s"}, the first: ${check.describe(check.schema[0]!)}. Nothing was imported.`, findings: check.schema.map(check.describe) };
  }
  try {
    const bundle = prepareBundleValue(check.value);
    return { kind: "ready", bundle, findings: [...check.schema, ...check.lints].map(check.describe), forced: check.schema.length > 0 };
  } catch (error) {
    return storeRefusal(error);
  }
}

export function checkDocument(text: string): DocumentOutcome {
  try {
    return { kind: "ready", prepared: prepareContent(text) };
  } catch (error) {
    return storeRefusal(error);
  }
}

const TRIPLEA_FIELDS = ["xml", "polygons", "centers", "place", "properties"] as const;
const NOT_AN_OBJECT = "The request must be a JSON object { xml, polygons?, centers?, place?, properties? }; nothing was imported.";

function readTripleAInput(body: unknown): TripleAInput | string {
  if (!body || typeof body !== "object" || Array.isArray(body)) return NOT_AN_OBJECT;
  const b = body as Record<string, unknown>;
  if (typeof b.xml !== "string" || b.xml.length === 0) return "The TripleA game XML is missing; nothing was imported.";
  const input: TripleAInput = { xml: b.xml };
  if (typeof b.xmlName === "string") input.xmlName = b.xmlName.replace(/[\r\n]/g, " ").slice(0, 200);
  for (const key of TRIPLEA_FIELDS.slice(1)) {
    const v = b[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== "string") return `${key} must be the file's text; nothing was imported.`;
    if (v.length > MAX_MAP_FILE_CHARS) return `The ${key} file is over the ${formatBytes(MAX_MAP_FILE_CHARS)} limit; nothing was imported.`;
    input[key] = v;
  }
  return input;
}

/**
 * Imports a TripleA game (lib/io/triplea, which refuses hostile XML before
 * parsing) and prepares the game, area map and scenario it makes as a bundle.
 * The body is one flat object of texts: anything nested is refused before
 * JSON.parse builds it.
 */
export function checkTripleA(text: string): TripleAOutcome {
  const { problem } = scanJsonShape(text, { maxDepth: 1, maxContainers: 1 });
  if (problem) return { kind: "refused", status: 400, error: NOT_AN_OBJECT };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: "refused", status: 400, error: "The request is not JSON; nothing was imported." };
  }
  const input = readTripleAInput(body);
  if (typeof input === "string") return { kind: "refused", status: 400, error: input };
  const result = importTripleA(input);
  if (!result.ok) return { kind: "refused", status: 422, error: `${result.reason}. Nothing was imported.`, report: result.report };
  const bundle: Bundle = {
    format: BUNDLE_FORMAT,
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    project: { name: result.game.name.slice(0, 200), description: `Imported from the TripleA game ${input.xmlName ?? "XML"}.` },
    // Named after the files the scenario refers to (game.json, map.json), so its references resolve by name.
    documents: [
      { kind: "game", name: "game", content: result.game },
      { kind: "map", name: "map", content: result.map },
      { kind: "scenario", name: "scenario", content: result.scenario },
    ],
  };
  try {
    return { kind: "ready", bundle: prepareBundleValue(bundle), report: result.report };
  } catch (error) {
    return storeRefusal(error);
  }
}

async function outcomeOf(task: ParseTask): Promise<AnyOutcome> {
  switch (task.kind) {
    case "bundle":
      return checkBundle(decoder.decode(task.bytes), task.anyway);
    case "document":
      return checkDocument(decoder.decode(task.bytes));
    case "playtest":
      return checkPlaytestBody(decoder.decode(task.bytes));
    case "triplea":
      return checkTripleA(decoder.decode(task.bytes));
    case "vassal":
      return checkVassal(task);
  }
}

/** Runs a task; `transfer` lists the buffers the answer can hand over without a copy. */
export async function runTask(task: ParseTask): Promise<{ outcome: AnyOutcome; transfer: ArrayBuffer[] }> {
  const outcome = await outcomeOf(task);
  const transfer = outcome.kind === "ready" && "bundle" in outcome ? outcome.bundle.assets.map((a) => a.bytes.buffer as ArrayBuffer) : [];
  return { outcome, transfer };
}
