import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_ASSET_BYTES, getAsset, putAsset, sniffImage } from "./assets";
import type { Db } from "./db";
import { createProject, duplicateProject, purgeProject, trashProject } from "./projects";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await throwawayDb());
});
afterEach(async () => close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe("assets", () => {
  it("stores a PNG once per project by its SHA-256 and serves it with its type", async () => {
    const p = await createProject(db, { name: "P" });
    const a = await putAsset(db, p.id, PNG);
    expect(a).toMatchObject({ contentType: "image/png", size: PNG.length });
    expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await putAsset(db, p.id, PNG)).toEqual(a);
    expect(await db.asset.count()).toBe(1);
    const read = await getAsset(db, p.id, a.sha256);
    expect([...read.data]).toEqual([...PNG]);
    expect((await putAsset(db, p.id, JPEG)).contentType).toBe("image/jpeg");
  });

  it("refuses what is not a PNG or JPEG by its bytes, empty files, oversize files and unknown projects", async () => {
    const p = await createProject(db, { name: "P" });
    expect(sniffImage(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    await expect(putAsset(db, p.id, new TextEncoder().encode("<html>"))).rejects.toMatchObject({ code: "invalid" });
    await expect(putAsset(db, p.id, new Uint8Array())).rejects.toMatchObject({ code: "invalid" });
    const big = new Uint8Array(MAX_ASSET_BYTES + 1);
    big.set(PNG);
    await expect(putAsset(db, p.id, big)).rejects.toMatchObject({ code: "too-large" });
    await expect(putAsset(db, "nope", PNG)).rejects.toMatchObject({ code: "not-found" });
    await expect(getAsset(db, p.id, "../etc")).rejects.toMatchObject({ code: "not-found" });
  });

  it("keeps pictures per project: another project cannot read them, a copy gets them, purging removes them", async () => {
    const p = await createProject(db, { name: "P" });
    const q = await createProject(db, { name: "Q" });
    const a = await putAsset(db, p.id, PNG);
    await expect(getAsset(db, q.id, a.sha256)).rejects.toMatchObject({ code: "not-found" });
    const copy = await duplicateProject(db, p.id);
    expect((await getAsset(db, copy.id, a.sha256)).size).toBe(PNG.length);
    await trashProject(db, p.id);
    await purgeProject(db, p.id);
    expect(await db.asset.count({ where: { projectId: p.id } })).toBe(0);
  });
});
