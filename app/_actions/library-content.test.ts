// A document's content on every way in [issue #25 item 6]: a key named
// "__proto__" is refused with the same message whether it comes as the text of
// a save (small, or large and checked in the file checker's worker), of a new
// document or of a bundle. A document never travels as an object: React's
// action decoder would drop the key before any check ran, so no server action
// takes a document; the save routes read the body as text [#25 item 1].
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-content-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("next/headers", () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));

let db: Db;
let store: typeof import("@/lib/db");
let library: typeof import("./library");
let saves: typeof import("./save-routes-kit");
let importRoute: typeof import("../api/projects/import/route");
let project = "";
let doc = "";

beforeAll(async () => {
  store = await import("@/lib/db");
  library = await import("./library");
  saves = await import("./save-routes-kit");
  importRoute = await import("../api/projects/import/route");
  db = await store.database();
  project = (await store.createProject(db, { name: "Theatre" })).id;
  doc = (await store.createDocument(db, project, { kind: "map", name: "Europe", content: { schemaVersion: 1 } })).id;
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const FORBIDDEN = 'The key "__proto__" is not allowed in a document';
const current = async () => (await store.openDocument(db, doc)).revision?.id ?? null;
const counts = async () => ({ documents: await db.document.count(), revisions: await db.revision.count() });

/**
 * A server action's arguments exactly as React's decoder hands them to the
 * action: `decodeReply` run under the react-server condition, as Next runs it
 * (in a child process, as this one is not a React server).
 */
function decodedByReact(body: string): unknown[] {
  const server = path.join(process.cwd(), "node_modules", "next", "dist", "compiled", "react-server-dom-turbopack", "server.node.js");
  const script = `require(${JSON.stringify(server)}).decodeReply(process.argv[1], {}).then((args) => process.stdout.write(JSON.stringify(args)))`;
  const run = spawnSync(process.execPath, ["--conditions=react-server", "-e", script, body], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as unknown[];
}

describe("a document that arrives as an object", () => {
  it("would lose its __proto__ key in React's action decoder, so no server action takes a document", () => {
    const [input] = decodedByReact(`[{"documentId":"${doc}","content":{"schemaVersion":1,"__proto__":{"polluted":true},"name":"kept"}}]`) as [{ content: unknown }];
    expect(input.content).toEqual({ schemaVersion: 1, name: "kept" });
    // Saving and creating with content are routes now (app/api/documents/…/revisions, app/api/projects/…/documents).
    expect(Object.keys(library)).not.toContain("saveDocument");
    expect(Object.keys(library)).not.toContain("createDocument");
  });

  it("is refused by the store with the same message when its __proto__ key became its prototype", async () => {
    const content = JSON.parse('{"schemaVersion":1,"name":"kept"}') as Record<string, unknown>;
    Object.setPrototypeOf(content, { polluted: true });
    const before = await counts();
    const error = await store.saveRevision(db, { documentId: doc, baseRevisionId: await current(), content }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`${FORBIDDEN} (at /__proto__); it was not saved.`);
    expect(await counts()).toEqual(before);
  });
});

describe("a __proto__ key in text is refused with the same message on every way in", () => {
  const text = '{"schemaVersion":1,"__proto__":{"polluted":true}}';
  const large = `{"schemaVersion":1,"pad":"${"x".repeat(300_000)}",\n"__proto__":{"polluted":true}}`;

  it.each([
    ["a save", () => saves.saveDocument({ documentId: doc, baseRevisionId: null, content: text })],
    ["a large save, checked in the worker", () => saves.saveDocument({ documentId: doc, baseRevisionId: null, content: large })],
    ["a new document", () => saves.createDocument(project, { kind: "map", name: "New", content: text })],
  ] as const)("%s", async (_, act) => {
    const before = await counts();
    const result = await act();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(new RegExp(`^${FORBIDDEN} \\(line \\d+, column \\d+\\); it was not saved\\.$`));
    expect(await counts()).toEqual(before);
  });

  it("an import", async () => {
    const bundle = `{"format":"warbench-bundle","schemaVersion":1,"project":{"name":"P"},"documents":[{"kind":"map","name":"m","content":${text}}]}`;
    const response = await importRoute.POST(new Request("http://127.0.0.1/api/projects/import", { method: "POST", body: bundle, headers: { "content-type": "application/json" } }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(new RegExp(`: ${FORBIDDEN} \\[E-JSON-FORBIDDEN-KEY\\]\\. Nothing was imported\\.$`));
  });
});
