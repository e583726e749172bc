import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { EXPECTED_MODULE, EXPECTED_SETUPS } from "@/lib/io/vassal/fixtures/expected";

/**
 * The route with the real file checker (its worker runs lib/io/vassal from
 * the sources) on our own fixture module: the project is stored with every
 * picture its documents name; a file that is not a module creates nothing.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-vassal-fixture-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");
const MODULE = path.join(process.cwd(), "lib", "io", "vassal", "fixtures", "lindholm-crossing.vmod");

let db: Db;
let POST: (request: Request) => Promise<Response>;
let store: typeof import("@/lib/db");

beforeAll(async () => {
  store = await import("@/lib/db");
  ({ POST } = await import("./route"));
  db = await store.database();
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (bytes: Uint8Array<ArrayBuffer>, fileName: string) =>
  POST(new Request(`http://127.0.0.1/api/projects/import-vassal?fileName=${encodeURIComponent(fileName)}`, { method: "POST", headers: { "content-type": "application/octet-stream" }, body: bytes }));

/** Every SHA-256 a document names (board picture, counter faces). */
function shasIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string" && /^[0-9a-f]{64}$/.test(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) shasIn(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) shasIn(v, out);
  return out;
}

describe("POST /api/projects/import-vassal with the fixture module", () => {
  it("stores the game, the map, a scenario per set-up and every picture they name", { timeout: 120_000 }, async () => {
    const response = await post(new Uint8Array(fs.readFileSync(MODULE)), "lindholm-crossing.vmod");
    expect(response.status).toBe(201);
    const body = (await response.json()) as { projectId: string; documents: { id: string; kind: string; name: string }[]; report: unknown[] };
    expect(body.documents.filter((d) => d.kind === "scenario").map((d) => d.name).sort()).toEqual(EXPECTED_SETUPS.map((s) => s.name).sort());
    expect(body.documents.map((d) => d.kind).sort()).toEqual(["game", "map", ...EXPECTED_SETUPS.map(() => "scenario")]);
    const named = new Set<string>();
    for (const d of body.documents) shasIn(JSON.parse((await store.openDocument(db, d.id)).revision?.content ?? "null"), named);
    expect(named.size).toBeGreaterThan(EXPECTED_MODULE.sides.length);
    for (const sha of named) expect((await store.getAsset(db, body.projectId, sha)).size).toBeGreaterThan(0);
  });

  it("refuses a file that is not a zip in one line, creating nothing", { timeout: 120_000 }, async () => {
    const before = (await store.listProjects(db)).length;
    const response = await post(new TextEncoder().encode("plain text, not a zip\n".repeat(10)), "not-a-module.vmod");
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/^not-a-module\.vmod.*Nothing was imported\.$/);
    expect(error).not.toContain("\n");
    expect((await store.listProjects(db)).length).toBe(before);
  });
});
