import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { fixtureInput } from "@/lib/io/triplea/test-fixtures";

/** The route handler itself, on a throwaway database: a whole import creates one project, a refused one creates nothing. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-triplea-route-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");

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

const post = (body: string) => POST(new Request("http://127.0.0.1/api/projects/import-triplea", { method: "POST", headers: { "content-type": "application/json" }, body }));
const projects = async () => (await store.listProjects(db)).length;

describe("POST /api/projects/import-triplea", () => {
  it("creates a project with a game, an area map and a scenario, and returns the report", { timeout: 120_000 }, async () => {
    const before = await projects();
    const response = await post(JSON.stringify(fixtureInput()));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { project: { id: string; name: string }; documents: { id: string; kind: string }[]; report: unknown[] };
    expect(body.project.name).toBe("Narrow Seas");
    expect(body.documents.map((d) => d.kind).sort()).toEqual(["game", "map", "scenario"]);
    expect(body.report).toContainEqual(expect.objectContaining({ severity: "warning", where: 'unit "fighter" option canIntercept' }));
    expect(await projects()).toBe(before + 1);
  });

  it("refuses hostile XML, a non-game and a malformed body with one line, creating nothing", { timeout: 60_000 }, async () => {
    const before = await projects();
    for (const [body, status, pattern] of [
      [JSON.stringify({ xml: '<!DOCTYPE game [<!ENTITY a "b">]><game/>', xmlName: "evil.xml" }), 422, /^evil\.xml: refused: its DOCTYPE declares entities/],
      [JSON.stringify({ xml: "<svg/>", xmlName: "x.svg" }), 422, /^x\.svg: not a TripleA game/],
      ["{not json", 400, /not JSON/],
      [JSON.stringify({ polygons: "x" }), 400, /XML is missing/],
      [JSON.stringify({ xml: "<game/>", centers: 5 }), 400, /centers must be the file's text/],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { error: string };
      expect(answer.error).toMatch(pattern);
      expect(answer.error).not.toContain("\n");
    }
    expect(await projects()).toBe(before);
  });
});
