import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleBundles } from "@/lib/samples";
import { LIMITS } from "@/lib/model/json-input";
import { checkImport } from "@/lib/validate";
import { getAsset, putAsset } from "./assets";
import { exportBundle, exportBundleText, importBundle, MAX_BUNDLE_BYTES } from "./bundles";
import type { Db } from "./db";
import { createDocument, listDocuments, openDocument } from "./documents";
import { createProject, listProjects } from "./projects";
import { saveRevision } from "./revisions";
import { seedSamples } from "./seed";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await throwawayDb());
});
afterEach(async () => close());

describe("bundles", () => {
  it("round-trips a project through a bundle", async () => {
    const p = await createProject(db, { name: "Round trip", description: "desc" });
    const map = await createDocument(db, p.id, { kind: "map", name: "Map", content: { schemaVersion: 1, first: true } });
    await saveRevision(db, { documentId: map.id, baseRevisionId: map.currentRevisionId, content: { schemaVersion: 1, terrain: "ccff" } });
    await createDocument(db, p.id, { kind: "scenario", name: "Scen", content: { schemaVersion: 1, turns: 8 } });
    const bundle = await exportBundle(db, p.id);
    const copy = await importBundle(db, JSON.stringify(bundle));
    expect(copy.id).not.toBe(p.id);
    expect(copy.name).toBe("Round trip");
    expect(copy.description).toBe("desc");
    const docs = await listDocuments(db, copy.id);
    const contents = await Promise.all(docs.map(async (d) => [d.kind, d.name, JSON.parse((await openDocument(db, d.id)).revision!.content)]));
    expect(contents).toEqual([
      ["map", "Map", { schemaVersion: 1, terrain: "ccff" }],
      ["scenario", "Scen", { schemaVersion: 1, turns: 8 }],
    ]);
    expect(await exportBundle(db, copy.id)).toMatchObject({ documents: bundle.documents, project: bundle.project });
  });

  it("carries the background pictures its maps draw, checked against their hash and type on import", async () => {
    // A 1×1 PNG: signature, IHDR, IDAT, IEND (the bytes do not need to decode for the store, only to sniff as PNG).
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const p = await createProject(db, { name: "Traced board" });
    const unused = await putAsset(db, p.id, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const picture = await putAsset(db, p.id, png);
    await createDocument(db, p.id, { kind: "map", name: "Board", content: { schemaVersion: 1, layout: "area", background: { asset: picture.sha256, opacity: 0.4 } } });
    const bundle = await exportBundle(db, p.id);
    expect(bundle.assets).toEqual([{ sha256: picture.sha256, contentType: "image/png", data: Buffer.from(png).toString("base64") }]);
    const copy = await importBundle(db, JSON.stringify(bundle));
    expect((await getAsset(db, copy.id, picture.sha256)).data).toEqual(png);
    await expect(getAsset(db, copy.id, unused.sha256)).rejects.toMatchObject({ code: "not-found" }); // only what a map uses travels

    const before = (await listProjects(db)).length;
    const tampered = { ...bundle, assets: [{ ...bundle.assets![0]!, data: Buffer.from([...png, 0]).toString("base64") }] };
    await expect(importBundle(db, JSON.stringify(tampered))).rejects.toThrow(/picture at assets\[0\] does not match its SHA-256\. Nothing was imported\./);
    const disguised = { ...bundle, assets: [{ ...bundle.assets![0]!, contentType: "image/jpeg" }] };
    await expect(importBundle(db, JSON.stringify(disguised))).rejects.toThrow(/assets\[0\] is not the image\/jpeg it says it is/);
    expect((await listProjects(db)).length).toBe(before);
  });

  it.each([
    ["{ broken", /not valid JSON \(line 1, column 3/],
    [JSON.stringify({ format: "other", schemaVersion: 1, project: { name: "x" }, documents: [] }), /at \/format/],
    [JSON.stringify({ format: "warbench-bundle", schemaVersion: 1, project: { name: "x" }, documents: [{ kind: "map", name: "m", content: [] }] }), /at \/documents\/0\/content/],
    [JSON.stringify({ format: "warbench-bundle", schemaVersion: 1, project: { name: "x" }, documents: [{ kind: "unit", name: "m", content: {} }] }), /at \/documents\/0\/kind/],
  ])("refuses a bad bundle with a clear reason and leaves no project behind: %#", async (text, reason) => {
    await expect(importBundle(db, text)).rejects.toMatchObject({ code: "invalid", message: expect.stringMatching(reason) });
    expect(await listProjects(db)).toHaveLength(0);
    expect(await db.document.count()).toBe(0);
  });

  it("refuses an oversized bundle before parsing it", async () => {
    const huge = `{"pad":"${"x".repeat(MAX_BUNDLE_BYTES)}"}`;
    await expect(importBundle(db, huge)).rejects.toMatchObject({ code: "too-large" });
  });

  it("exports compact JSON at the size limit that imports again, and refuses to export a project over it", async () => {
    const p = await createProject(db, { name: "At the limit" });
    // Four documents just under the document limit, together just under the bundle limit.
    const pad = (n: number) => ({ schemaVersion: 1, pad: "x".repeat(n) });
    const each = Math.floor((LIMITS.bundleBytes - 2000) / 4) - 40;
    expect(each).toBeLessThan(LIMITS.documentBytes);
    for (const name of ["a", "b", "c", "d"]) await createDocument(db, p.id, { kind: "map", name, content: pad(each) });
    const { text } = await exportBundleText(db, p.id);
    expect(Buffer.byteLength(text)).toBeGreaterThan(LIMITS.bundleBytes - 4000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(LIMITS.bundleBytes);
    expect(text).not.toContain("\n");
    const check = checkImport(text);
    // The maps are only padding, so their schema errors are all there is: nothing refused, nothing too large.
    expect(check.refused).toEqual([]);
    const described = check.schema.map(check.describe);
    for (const name of ["a", "b", "c", "d"]) {
      expect(described).toContainEqual(expect.stringMatching(new RegExp(`^the map "${name}" at / \\(line 1, column \\d+\\): .*"layout" \\[E-SCHEMA\\]$`)));
    }
    const copy = await importBundle(db, text);
    expect((await listDocuments(db, copy.id)).map((d) => d.name)).toEqual(["a", "b", "c", "d"]);

    // One document more and the project no longer fits one bundle: export says so instead of writing a file import would refuse.
    await createDocument(db, p.id, { kind: "map", name: "e", content: pad(10_000) });
    await expect(exportBundleText(db, p.id)).rejects.toMatchObject({
      code: "too-large",
      message: expect.stringMatching(/^This project cannot be exported as one bundle: The bundle is 50 MB, over the 50 MB limit|^This project cannot be exported as one bundle: The bundle is \d+ bytes, over the 52428800-byte limit for a bundle/),
    });
    // 50 MB written, exported, parsed, validated and imported again: about 40 s alone on two cores, several times that
    // when the machine is shared.
  }, 300_000);

  it("loads the samples once, not again after they are deleted", async () => {
    const loaded = await seedSamples(db);
    expect(loaded).toBe(sampleBundles().length);
    expect((await listProjects(db)).map((p) => p.name).sort()).toEqual(sampleBundles().map((s) => s.bundle.project.name).sort());
    await db.project.deleteMany({});
    expect(await seedSamples(db)).toBe(0);
    expect(await listProjects(db)).toHaveLength(0);
  });
});
