import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";
import type { PortingOutcome, VassalTask } from "@/lib/parse-worker/vassal-task";
import { checkRequest } from "@/lib/security/request-guard";

/**
 * The route handler on a throwaway database, with the file checker replaced by
 * a fake outcome (reading a module is lib/io/vassal's, tested there): a ready
 * module is stored whole with its pictures, a refused one leaves nothing.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-vassal-route-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");

const fake = vi.hoisted(() => ({ outcome: null as unknown, tasks: [] as unknown[] }));
vi.mock("@/lib/parse-worker/pool", async (original) => {
  const actual = await original<typeof import("@/lib/parse-worker/pool")>();
  return {
    ...actual,
    runChecked: async (task: unknown) => {
      fake.tasks.push(task);
      if (fake.outcome instanceof Error) throw fake.outcome;
      return fake.outcome;
    },
  };
});

let db: Db;
let POST: (request: Request) => Promise<Response>;
let store: typeof import("@/lib/db");
let prepare: typeof import("@/lib/db/bundle-prepare");

beforeAll(async () => {
  store = await import("@/lib/db");
  prepare = await import("@/lib/db/bundle-prepare");
  ({ POST } = await import("./route"));
  db = await store.database();
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  fake.outcome = null;
  fake.tasks = [];
});

// The smallest PNG: a 1×1 transparent pixel.
const PNG = new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));
const PNG_SHA = createHash("sha256").update(PNG).digest("hex");

function ready(): PortingOutcome {
  const bundle = prepare.prepareBundleValue({
    format: "warbench-bundle",
    schemaVersion: 1,
    project: { name: "Lindholm Crossing", description: "Imported from the VASSAL module lindholm-crossing.vmod." },
    documents: [
      { kind: "game", name: "Lindholm Crossing", content: { schemaVersion: 1, id: "lindholm", name: "Lindholm Crossing" } },
      { kind: "map", name: "Main Map", content: { schemaVersion: 1, id: "main", name: "Main Map", layout: "hex" } },
      { kind: "scenario", name: "Opening", content: { schemaVersion: 1, id: "opening", name: "Opening" } },
    ],
  });
  return { kind: "ready", bundle: { ...bundle, assets: [{ sha256: PNG_SHA, contentType: "image/png", bytes: PNG }] }, report: [{ severity: "warning", where: 'piece "1/5 Inf"', message: "its strengths are drawn in the picture only" }] };
}

const post = (body: BodyInit | null, query = "", headers: Record<string, string> = {}) =>
  POST(new Request(`http://127.0.0.1/api/projects/import-vassal${query}`, { method: "POST", headers: { "content-type": "application/octet-stream", ...headers }, body, duplex: "half" } as RequestInit));
const projects = async () => (await store.listProjects(db)).length;

describe("POST /api/projects/import-vassal", () => {
  it("stores the prepared project with its pictures and answers its id and the report", async () => {
    fake.outcome = ready();
    const before = await projects();
    const response = await post(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]), "?board=Main%20Map&setup=Opening&fileName=lindholm-crossing.vmod");
    expect(response.status).toBe(201);
    const body = (await response.json()) as { projectId: string; documents: { kind: string }[]; report: { where: string }[] };
    expect(body.documents.map((d) => d.kind).sort()).toEqual(["game", "map", "scenario"]);
    expect(body.report).toEqual([expect.objectContaining({ severity: "warning", where: 'piece "1/5 Inf"' })]);
    expect(await projects()).toBe(before + 1);
    const asset = await store.getAsset(db, body.projectId, PNG_SHA);
    expect(asset.contentType).toBe("image/png");
    expect(Buffer.from(asset.data).equals(Buffer.from(PNG))).toBe(true);
    const task = fake.tasks[0] as VassalTask;
    expect(task).toMatchObject({ kind: "vassal", board: "Main Map", setup: "Opening", fileName: "lindholm-crossing.vmod" });
    expect([...task.bytes]).toEqual([0x50, 0x4b, 3, 4, 9, 9]);
  });

  it("passes the module's refusal on as one line with the report so far, creating nothing", async () => {
    fake.outcome = { kind: "refused", status: 422, error: "evil.vmod: not a zip archive. Nothing was imported.\nat offset 0", report: [{ severity: "error", where: "evil.vmod", message: "not a zip" }] } satisfies PortingOutcome;
    const before = await projects();
    const response = await post(new Uint8Array([1, 2, 3]), "?fileName=evil.vmod");
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; report: unknown[] };
    expect(body.error).toBe("evil.vmod: not a zip archive. Nothing was imported.");
    expect(body.report).toHaveLength(1);
    expect(await projects()).toBe(before);
  });

  it("refuses a module declared over 64 MB before reading it, and one that streams past 64 MB while reading", { timeout: 60_000 }, async () => {
    const declared = await post(new Uint8Array(8), "", { "content-length": String(64 * 1024 * 1024 + 1) });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toMatch(/^The module is [\d.]+ MB, over the [\d.]+ MB limit for a VASSAL import; nothing was imported\.$/);

    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await post(endless);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error).toMatch(/^The module is over the .* limit for a VASSAL import; nothing was imported\.$/);
    expect(sent).toBeLessThan(70);
    expect(fake.tasks).toHaveLength(0);
  });

  it("refuses an empty body and a choice that is not one short line, without starting the import", async () => {
    const before = await projects();
    expect((await post(new Uint8Array(0))).status).toBe(400);
    const bad = await post(new Uint8Array([1]), `?setup=${encodeURIComponent("a\nb")}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^The setup must be one line/);
    expect((await post(new Uint8Array([1]), `?board=${"x".repeat(201)}`)).status).toBe(400);
    expect(fake.tasks).toHaveLength(0);
    expect(await projects()).toBe(before);
  });

  it("answers the checker's refusal (busy, timed out) in one line", async () => {
    const { CheckerRefusal } = await import("@/lib/parse-worker/pool");
    fake.outcome = new CheckerRefusal("timeout", "Checking this module took longer than 60 s, the limit for one module");
    const response = await post(new Uint8Array([1]));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("Checking this module took longer than 60 s, the limit for one module; nothing was imported.");
  });
});

describe("the request guard and this route", () => {
  const studio = { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin", "content-type": "application/octet-stream" };
  const guard = (path: string, headers: Record<string, string>) => checkRequest({ method: "POST", path, header: (name) => headers[name] ?? null }, {});

  it("lets a module's raw bytes through to this route only, from the studio's own pages only", () => {
    expect(guard("/api/projects/import-vassal", studio).ok).toBe(true);
    expect(guard("/api/projects/import", studio)).toMatchObject({ ok: false, status: 415 });
    expect(guard("/api/projects/import-vassal", { ...studio, origin: "http://evil.example", "sec-fetch-site": "cross-site" })).toMatchObject({ ok: false, status: 403 });
    expect(guard("/api/projects/import-vassal", { ...studio, "content-type": "multipart/form-data; boundary=x" })).toMatchObject({ ok: false, status: 415 });
  });
});
