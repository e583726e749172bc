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

describe("GET /api/projects/[projectId]/assets/[sha256]", () => {
  it("serves an SVG counter face sandboxed (no script, no load, even opened on its own), and a PNG with its type", async () => {
    const { GET } = await import("./[sha256]/route");
    const get = (sha256: string) => GET(new Request(`http://127.0.0.1/api/projects/${projectId}/assets/${sha256}`), { params: Promise.resolve({ projectId, sha256 }) });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#3a5"/></svg>';
    const stored = await post(JSON.stringify({ base64: Buffer.from(svg).toString("base64") }));
    expect(stored.status).toBe(201);
    const { sha256 } = (await stored.json()) as { sha256: string };
    const served = await get(sha256);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    expect(await served.text()).toBe(svg);
    const png = (await (await post(JSON.stringify({ base64: PNG_1X1 }))).json()) as { sha256: string };
    const plain = await get(png.sha256);
    expect(plain.headers.get("content-type")).toBe("image/png");
    expect(plain.headers.get("content-security-policy")).toBeNull();
  });

  it("refuses an SVG that carries a script", async () => {
    const response = await post(JSON.stringify({ base64: Buffer.from("<svg><script>alert(1)</script></svg>").toString("base64") }));
    expect(response.status).toBe(400);
  });
});
