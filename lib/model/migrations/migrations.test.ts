import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS, type DocumentKind } from "../document-kind";
import { DOCUMENT_SCHEMAS } from "../documents";
import { CURRENT_SCHEMA_VERSIONS, migrateDocument } from "../migrate";
import { MIGRATIONS } from "./index";
import type { Migration } from "./types";

/**
 * The harness: every fixture `fixtures/<kind>.v<N>.json` must migrate to the
 * current version and then match the current schema. A new migration is one
 * file in this folder plus one fixture at its old version.
 */
const fixturesDir = path.join(import.meta.dirname, "fixtures");
const fixtures = fs
  .readdirSync(fixturesDir)
  .map((file) => /^(game|map|scenario)\.v(\d+)\.json$/.exec(file))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({ file: m[0], kind: m[1] as DocumentKind, version: Number(m[2]) }));

describe("migration fixtures", () => {
  it("cover every document kind", () => {
    expect(new Set(fixtures.map((f) => f.kind))).toEqual(new Set(DOCUMENT_KINDS));
  });

  it.each(fixtures.map((f) => [f.file, f] as const))("%s migrates to the current version and validates", (_file, f) => {
    const doc = JSON.parse(fs.readFileSync(path.join(fixturesDir, f.file), "utf8")) as Record<string, unknown>;
    expect(doc.schemaVersion).toBe(f.version);
    const result = migrateDocument(f.kind, doc);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSIONS[f.kind]);
    expect(result.applied).toHaveLength(CURRENT_SCHEMA_VERSIONS[f.kind] - f.version);
    const parsed = DOCUMENT_SCHEMAS[f.kind].safeParse(result.doc);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it("every shipped migration has a fixture at its old version", () => {
    for (const m of MIGRATIONS) expect(fixtures.some((f) => f.kind === m.kind && f.version === m.from)).toBe(true);
  });
});

describe("migrateDocument", () => {
  const rename: Migration = { kind: "map", from: 1, name: "rename title to name", up: ({ title, ...rest }) => ({ ...rest, name: title }) };
  const addLabels: Migration = { kind: "map", from: 2, name: "add labels", up: (doc) => ({ ...doc, labels: [] }) };

  it("runs the steps in order from the document's version", () => {
    const doc = { schemaVersion: 1, title: "Old" };
    const result = migrateDocument("map", doc, [addLabels, rename], 3);
    expect(result).toEqual({ ok: true, doc: { schemaVersion: 3, name: "Old", labels: [] }, applied: ["rename title to name", "add labels"] });
    expect(doc).toEqual({ schemaVersion: 1, title: "Old" });
  });

  it("starts in the middle for a newer document", () => {
    expect(migrateDocument("map", { schemaVersion: 2, name: "x" }, [rename, addLabels], 3)).toMatchObject({ ok: true, applied: ["add labels"] });
  });

  it("refuses a document from a newer Warbench and a gap in the chain", () => {
    expect(migrateDocument("game", { schemaVersion: 9 })).toMatchObject({ ok: false, reason: "newer" });
    expect(migrateDocument("map", { schemaVersion: 1 }, [addLabels], 3)).toMatchObject({ ok: false, reason: "no-path" });
    expect(migrateDocument("map", { schemaVersion: 0 })).toMatchObject({ ok: false, reason: "bad-version" });
  });
});
