import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runValidate } from "@/lib/cli/validate-command";
import type { Db } from "@/lib/db";
import { LIMITS } from "@/lib/model/json-input";
import { sampleBundles } from "@/lib/samples";

/**
 * The hostile-input table of issue 10, run against every way in: the import
 * API (the route handler itself), a save (the store call the save action
 * makes) and `warbench validate`. Each must answer with a one-line reason and
 * write nothing; the same text is accepted or refused the same way by all three.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-hostile-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");

let db: Db;
let POST: (request: Request) => Promise<Response>;
let store: typeof import("@/lib/db");
let documentId: string;
let baseRevisionId: string | null;

beforeAll(async () => {
  store = await import("@/lib/db");
  ({ POST } = await import("./route"));
  db = await store.database();
  const project = await store.createProject(db, { name: "Target" });
  const doc = await store.createDocument(db, project.id, { kind: "map", name: "Map", content: { schemaVersion: 1 } });
  documentId = doc.id;
  baseRevisionId = doc.currentRevisionId;
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sample = sampleBundles().find((s) => s.slug === "nextwar-sample")!.bundle;
const bundleWith = (content: string) =>
  `{"format":"warbench-bundle","schemaVersion":1,"project":{"name":"Hostile"},"documents":[{"kind":"map","name":"m","content":${content}}]}`;
const deep = (n: number) => `{"schemaVersion":1,"x":${"[".repeat(n)}${"]".repeat(n)}}`;
const oversized = (bytes: number) => {
  const head = '{"schemaVersion":1,"pad":"';
  return `${head}${"x".repeat(bytes - head.length - 2)}"}`;
};

interface Row {
  name: string;
  /** The bundle sent to import. */
  bundle: () => string;
  /** The document text saved and validated. */
  document: () => string;
  reason: RegExp;
}

const ROWS: Row[] = [
  { name: "not JSON", bundle: () => "this is not JSON", document: () => "this is not JSON", reason: /not valid JSON/i },
  { name: "truncated", bundle: () => JSON.stringify(sample).slice(0, 500), document: () => '{"schemaVersion": 1, "name": ', reason: /not valid JSON/i },
  {
    name: "50 MB + 1",
    bundle: () => oversized(LIMITS.bundleBytes + 1),
    document: () => oversized(LIMITS.bundleBytes + 1),
    reason: /over the (50 MB|52428800-byte|16 MB) limit for a (bundle|document)/,
  },
  { name: "100k-deep nesting", bundle: () => bundleWith(deep(100_000)), document: () => deep(100_000), reason: /nested more than 100 levels deep.*the limit is 100/ },
  { name: "__proto__ key", bundle: () => bundleWith('{"schemaVersion":1,"__proto__":{"polluted":true}}'), document: () => '{"schemaVersion":1,"__proto__":{"polluted":true}}', reason: /"__proto__" is not allowed/ },
  { name: "lone surrogate", bundle: () => bundleWith('{"schemaVersion":1,"name":"Op \\ud800"}'), document: () => '{"schemaVersion":1,"name":"Op \\ud800"}', reason: /lone UTF-16 surrogate/ },
  { name: "1e999", bundle: () => bundleWith('{"schemaVersion":1,"scale":1e999}'), document: () => '{"schemaVersion":1,"scale":1e999}', reason: /too large for JSON to hold/ },
];

const counts = async () => ({ projects: await db.project.count(), documents: await db.document.count(), revisions: await db.revision.count() });
const oneLine = (text: string) => {
  expect(text.split("\n")).toHaveLength(1);
  expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
};
const importRequest = (body: string, query = "") =>
  new Request(`http://127.0.0.1:3000/api/projects/import${query}`, { method: "POST", body, headers: { "content-type": "application/json" } });

describe.each(ROWS)("hostile input: $name", (row) => {
  it("import refuses it with a one-line reason and creates nothing", async () => {
    const before = await counts();
    const response = await POST(importRequest(row.bundle()));
    expect([400, 413]).toContain(response.status);
    const body = (await response.json()) as { error: string };
    oneLine(body.error);
    expect(body.error).toMatch(row.reason);
    expect(await counts()).toEqual(before);
    // "Import anyway" is for schema errors only: it never lets these in.
    expect((await POST(importRequest(row.bundle(), "?anyway=1"))).status).toBeGreaterThanOrEqual(400);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it("a save refuses it with a one-line reason and writes no revision", async () => {
    const before = await counts();
    const error = await store.saveRevision(db, { documentId, baseRevisionId, content: row.document() }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(store.isStoreError(error)).toBe(true);
    const message = (error as Error).message;
    oneLine(message);
    expect(message).toMatch(/it was not saved\.$/);
    expect(message).toMatch(row.reason);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it("warbench validate refuses it with a one-line finding and a non-zero exit", () => {
    const file = path.join(dir, "input.json");
    fs.writeFileSync(file, row.document());
    const run = runValidate([file], dir);
    expect(run.exitCode).toBeGreaterThan(0);
    const finding = run.files[0]!.findings[0]!;
    oneLine(finding.message);
    expect(finding.message).toMatch(row.reason);
  }, 60_000);
});

describe("a byte-order mark", () => {
  it("is dropped the same way by import, save and validate", async () => {
    const response = await POST(importRequest(`\ufeff${JSON.stringify(sample)}`));
    expect(response.status).toBe(201);
    const saved = await store.saveRevision(db, { documentId, baseRevisionId, content: '\ufeff{"schemaVersion": 1, "bom": true}' });
    baseRevisionId = saved.id;
    const file = path.join(dir, "bom.json");
    fs.writeFileSync(file, `\ufeff${fs.readFileSync(path.resolve("lib/samples/nextwar-sample/game.json"), "utf8")}`);
    expect(runValidate([file], dir).exitCode).toBe(0);
  }, 60_000);
});

describe("import checks what it imports", () => {
  it("refuses a map {foo: 1} with the document and pointer, unless told to import anyway", async () => {
    const before = await counts();
    const text = bundleWith('{"foo":1}');
    const refused = await POST(importRequest(text));
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: string; findings: string[]; canImportAnyway: boolean };
    oneLine(body.error);
    expect(body.error).toMatch(/schema errors?, the first: the map "m" at \//);
    expect(body.canImportAnyway).toBe(true);
    expect(await counts()).toEqual(before);
    const forced = await POST(importRequest(text, "?anyway=1"));
    expect(forced.status).toBe(201);
    expect(((await forced.json()) as { findings: string[] }).findings.length).toBeGreaterThan(0);
    expect((await counts()).projects).toBe(before.projects + 1);
  }, 60_000);

  it("refuses a document from a newer schemaVersion, and a bundle of an unknown version outright", async () => {
    const newer = await POST(importRequest(bundleWith('{"schemaVersion":999,"layout":"hex"}')));
    expect(newer.status).toBe(422);
    expect(((await newer.json()) as { error: string }).error).toMatch(/schemaVersion 999, newer than this Warbench understands/);
    const bundle = await POST(importRequest(JSON.stringify({ ...sample, schemaVersion: 999 }), "?anyway=1"));
    expect(bundle.status).toBe(400);
    expect(((await bundle.json()) as { error: string }).error).toMatch(/\/schemaVersion/);
  }, 60_000);

  it("imports the sample clean and reports its lint warnings without blocking", async () => {
    const response = await POST(importRequest(JSON.stringify(sample)));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { project: { name: string }; findings: string[] };
    expect(body.project.name).toBe(sample.project.name);
    expect(body.findings.every((f) => /\[W-/.test(f))).toBe(true);
  }, 60_000);
});
