import { requireActor } from "@/app/_lib/actor";
import { storeErrorStatus } from "@/app/_lib/error-status";
import * as access from "@/lib/auth/access";
import { database, importBundle, isStoreError, listDocuments } from "@/lib/db";
import { importTripleA } from "@/lib/io/triplea/import";
import { MAX_MAP_FILE_CHARS } from "@/lib/io/triplea/map-files";
import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION, type Bundle } from "@/lib/model/bundle";
import { formatBytes } from "@/lib/model/json-input";
import { readLimited } from "@/app/_lib/read-body";

/** The JSON body holds the XML and up to four map files as text (JSON escaping can double a file's size). */
const MAX_BODY_BYTES = 90 * 1024 * 1024;
const FIELDS = ["xml", "polygons", "centers", "place", "properties"] as const;

/**
 * Imports a TripleA game as a new project with a game, an area map and a
 * scenario. The body is JSON `{ xml, polygons?, centers?, place?,
 * properties? }` (texts the dialog read from the files) plus optional
 * `xmlName` for messages. The import runs whole before anything is stored and
 * is then written through the bundle import, in one transaction: a refused
 * game leaves nothing behind.
 */
export async function POST(request: Request) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return tooLarge(declared);
  try {
    const actor = await requireActor(await database());
    const text = await readLimited(request, MAX_BODY_BYTES);
    if (text === null) return tooLarge();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return Response.json({ error: "The request is not JSON; nothing was imported." }, { status: 400 });
    }
    const input = readInput(body);
    if (typeof input === "string") return Response.json({ error: input }, { status: 400 });
    const result = importTripleA(input);
    if (!result.ok) return Response.json({ error: `${result.reason}. Nothing was imported.`, report: result.report }, { status: 422 });
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
    const db = await database();
    const project = await importBundle(db, JSON.stringify(bundle), { message: "Imported from TripleA" });
    await access.makeCreatorOwner(db, actor, project.id);
    const documents = (await listDocuments(db, project.id)).map((d) => ({ id: d.id, kind: d.kind, name: d.name }));
    return Response.json({ project, documents, report: result.report }, { status: 201 });
  } catch (error) {
    if (isStoreError(error)) return Response.json({ error: error.message }, { status: storeErrorStatus(error) });
    console.error(error);
    return Response.json({ error: "Import failed on the server; nothing was created." }, { status: 500 });
  }
}

function readInput(body: unknown): Parameters<typeof importTripleA>[0] | string {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The request must be a JSON object { xml, polygons?, centers?, place?, properties? }; nothing was imported.";
  const b = body as Record<string, unknown>;
  if (typeof b.xml !== "string" || b.xml.length === 0) return "The TripleA game XML is missing; nothing was imported.";
  const input: Parameters<typeof importTripleA>[0] = { xml: b.xml };
  if (typeof b.xmlName === "string") input.xmlName = b.xmlName.replace(/[\r\n]/g, " ").slice(0, 200);
  for (const key of FIELDS.slice(1)) {
    const v = b[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== "string") return `${key} must be the file's text; nothing was imported.`;
    if (v.length > MAX_MAP_FILE_CHARS) return `The ${key} file is over the ${formatBytes(MAX_MAP_FILE_CHARS)} limit; nothing was imported.`;
    input[key] = v;
  }
  return input;
}

function tooLarge(bytes?: number) {
  const size = bytes ? ` is ${formatBytes(bytes)},` : " is";
  return Response.json({ error: `The request${size} over the ${formatBytes(MAX_BODY_BYTES)} limit for a TripleA import; nothing was imported.` }, { status: 413 });
}
