// Conformance: the studio's import route on the real TripleA 1942 game (../shared/fixtures), on a throwaway database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { realInput } from "./real-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-triplea-real-route-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");

let db: Db;
let POST: (request: Request) => Promise<Response>;
let store: typeof import("@/lib/db");

beforeAll(async () => {
  store = await import("@/lib/db");
  ({ POST } = await import("@/app/api/projects/import-triplea/route"));
  db = await store.database();
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("POST /api/projects/import-triplea with the real World War II v3 1942", () => {
  it("creates a project with a game, an area map and a scenario, and returns the report", { timeout: 120_000 }, async () => {
    const before = (await store.listProjects(db)).length;
    const body = JSON.stringify(realInput("WW2v3-1942.xml"));
    const response = await POST(new Request("http://127.0.0.1/api/projects/import-triplea", { method: "POST", headers: { "content-type": "application/json" }, body }));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { project: { id: string; name: string }; documents: { id: string; kind: string }[]; report: unknown[] };
    expect(answer.project.name).toBe("World War II v3 1942");
    expect(answer.documents.map((d) => d.kind).sort()).toEqual(["game", "map", "scenario"]);
    expect(answer.report.length).toBeGreaterThan(0);
    expect((await store.listProjects(db)).length).toBe(before + 1);
  });
});
