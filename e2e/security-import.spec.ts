import { spawn } from "node:child_process";
import fs from "node:fs";
import { type Request, expect, test } from "@playwright/test";
import { newDocument, newProject, setEditorText } from "./helpers";

/**
 * Issue #25, items 1 and 6, against the production server (`next start`):
 * a hostile import is refused with its reason while every other request is
 * still answered at once (the file checker parses in worker threads), and a
 * save whose content arrives as an object — React's decoder has dropped its
 * __proto__ key by then — is refused, not stored without the key.
 */

/** A bundle of one map holding `bytes` of `{},` — 4,000,000 of them in 12 MB took ~3 GB and 30 s of the request thread before. */
function hostileBundle(bytes: number): Uint8Array<ArrayBuffer> {
  const head = '{"format":"warbench-bundle","schemaVersion":1,"project":{"name":"Flooded"},"documents":[{"kind":"map","name":"Flood","content":{"schemaVersion":1,"layout":"hex","x":[';
  const tail = "{}]}}]}";
  const n = Math.floor((bytes - head.length - tail.length) / 3);
  const out = new Uint8Array(head.length + n * 3 + tail.length);
  const view = Buffer.from(out.buffer);
  view.write(head, 0);
  view.fill("{},", head.length, head.length + n * 3);
  view.write(tail, head.length + n * 3);
  return out;
}

/**
 * POSTs a file to the studio from another process, so that sending 40 MB
 * does not stall the event loop that times the other requests.
 */
function postFromAnotherProcess(url: string, file: string): Promise<{ status: number; body: string }> {
  const script = `const fs = require("node:fs");
fetch(process.argv[1], { method: "POST", headers: { "content-type": "application/json" }, body: fs.readFileSync(process.argv[2]) })
  .then(async (r) => process.stdout.write(JSON.stringify({ status: r.status, body: await r.text() })))
  .catch((e) => { process.stderr.write(String(e)); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, url, file], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as { status: number; body: string }) : reject(new Error(`the upload failed: ${err}`))));
  });
}

// One more try for this timing test only: on a 2-core machine busy with other work, a GET / that arrives while Next
// itself copies the 40 MB body on the request thread (~100 ms, before any code of the studio runs) was seen at
// 220–242 ms in 2 of 7 runs; on an idle machine the slowest is about 120 ms. Before the file checker, GET / did not
// answer at all for 155 s, which fails both tries.
test.describe("a hostile import", () => {
  test.describe.configure({ retries: 1 });

  test("a hostile 40 MB import holds up no other request and is refused with its reason", async ({ baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const studio = baseURL!;
    const home = async () => {
      const started = performance.now();
      const response = await fetch(`${studio}/`, { signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      expect(response.status).toBe(200);
      return { ms: performance.now() - started, text };
    };
    // Warm: the first request of a page or route pays for loading its code (and the import's, for starting a checker).
    for (let i = 0; i < 3; i += 1) await home();
    const small = await fetch(`${studio}/api/projects/import`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"format":"warbench-bundle"' });
    expect(small.status).toBe(400);

    const file = testInfo.outputPath("hostile.warbench.json");
    const body = hostileBundle(40 * 1024 * 1024);
    expect(body.length).toBeGreaterThan(40 * 1024 * 1024 - 3);
    fs.writeFileSync(file, body);
    let settled = false;
    const started = performance.now();
    const importing = postFromAnotherProcess(`${studio}/api/projects/import`, file).finally(() => {
      settled = true;
      fs.rmSync(file, { force: true });
    });
    const latencies: number[] = [];
    // At most 30 s of asking: a studio that parses on its request thread took 155 s over this file.
    while (!settled && performance.now() - started < 30_000) {
      const asked = performance.now();
      const { ms } = await home().catch(() => ({ ms: performance.now() - asked }));
      // Only what was answered while the import was still running counts.
      if (!settled) latencies.push(Math.round(ms));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    console.log(`GET / while the import ran (ms): ${latencies.join(", ")}`);
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(200);

    const response = await importing;
    const answer = JSON.parse(response.body) as { error: string };
    console.log(`import answered in ${Math.round(performance.now() - started)} ms: ${response.status} ${answer.error}`);
    expect(response.status).toBe(413);
    expect(answer.error).toMatch(/^\/documents\/0\/content\/x\/\d+ \(line 1, column \d+\): The map "Flood" holds more than 1,000,000 objects and arrays, over the limit of 1,000,000 for a document \[E-FILE-TOO-LARGE\]\. Nothing was imported\.$/);
    expect((await home()).text).not.toContain("Flooded");
  });
});

/** A document save: a server action (POST with a `next-action` header) carrying a base revision and content. */
const isSave = (request: Request) => request.method() === "POST" && !!request.headers()["next-action"] && (request.postData() ?? "").includes("baseRevisionId");

test("a save whose content arrives as an object with a __proto__ key is refused, not stored without the key", async ({ page }) => {
  await newProject(page, "Prototype");
  await newDocument(page, "Charts", "game");
  // The editor sends its text; on the way, the content becomes an object holding a __proto__ key.
  const object = '{"schemaVersion":1,"__proto__":{"polluted":true},"name":"Charts","crt":"as an object"}';
  let rewritten = 0;
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (!isSave(request)) return route.fallback();
    const args = JSON.parse(request.postData()!) as [{ content: unknown }];
    args[0].content = "@content@";
    rewritten += 1;
    await route.continue({ postData: JSON.stringify(args).replace('"@content@"', object) });
  });
  await setEditorText(page, "Charts", JSON.stringify({ schemaVersion: 1, name: "Charts", crt: "as text" }, null, 2));
  await page.keyboard.press("ControlOrMeta+S");
  await expect(page.getByTestId("editor-problem")).toContainText("A document must be sent as JSON text, not as an object", { timeout: 20_000 });
  await expect(page.getByTestId("save-state")).toHaveText("Not saved");
  expect(rewritten).toBeGreaterThanOrEqual(1);

  await page.unroute("**/*");
  await page.getByRole("link", { name: /History/ }).click();
  await expect(page.getByRole("heading", { name: /History of/ })).toBeVisible();
  // Only the revision the document was created with.
  await expect(page.getByTestId("revision-row")).toHaveCount(1);
});
