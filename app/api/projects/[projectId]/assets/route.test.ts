import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";

/** The picture upload route on a throwaway database (single-user studio): one base64 string in, nothing else parsed. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-assets-route-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");

let db: Db;
let POST: (request: Request, context: { params: Promise<{ projectId: string }> }) => Promise<Response>;
let projectId = "";

// The smallest PNG: a 1×1 transparent pixel.
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

beforeAll(async () => {
  const store = await import("@/lib/db");
  ({ POST } = await import("./route"));
  db = await store.database();
  projectId = (await store.createProject(db, { name: "Pictures" })).id;
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (body: string) =>
  POST(new Request(`http://127.0.0.1/api/projects/${projectId}/assets`, { method: "POST", headers: { "content-type": "application/json" }, body }), {
    params: Promise.resolve({ projectId }),
  });

describe("POST /api/projects/[projectId]/assets", () => {
  it("stores a PNG sent as base64", async () => {
    const response = await post(JSON.stringify({ base64: PNG_1X1 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ contentType: "image/png" });
  });

  it("refuses a body of a million objects on its text, before JSON.parse builds them [#25 item 1]", async () => {
    const flood = `{"base64":"${PNG_1X1}","x":[${"{},".repeat(1_000_000)}{}]}`;
    const started = performance.now();
    const response = await post(flood);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('The body must be JSON: { "base64": "…" }.');
    // The scan stops at the second object; parsing all of them would take far longer than this.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("refuses nesting and a body that is not one object", async () => {
    expect((await post(`{"base64":{"deeper":"${PNG_1X1}"}}`)).status).toBe(400);
    expect((await post(`[{"base64":"${PNG_1X1}"}]`)).status).toBe(400);
    expect((await post("not json")).status).toBe(400);
  });
});
