import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Page, type Response, expect, test } from "@playwright/test";
import { expectEditorText } from "./helpers";

/**
 * The security model (README "Security model"), probed the way an attacker
 * would: a page on another local port posting to the studio, and requests
 * that name another host (DNS rebinding). Nothing may be created or read, and
 * the studio itself must still run under its Content-Security-Policy.
 */

/** A minimal bundle that imports (the first test proves it), as a form's text/plain body or a fetch body. */
const bundle = (name: string) => JSON.stringify({ format: "warbench-bundle", schemaVersion: 1, project: { name }, documents: [] });
/** A text/plain form sends `name=value\r\n`: split the JSON at the project name's first space, so that the body is still the bundle (its name gains an "=": "Control= import by a form"). */
function formFields(name: string): { field: string; value: string } {
  const text = bundle(name);
  const at = text.indexOf(name) + name.indexOf(" ");
  return { field: text.slice(0, at), value: text.slice(at) };
}
const formBody = (name: string) => `${formFields(name).field}=${formFields(name).value}\r\n`;
const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/</g, "&lt;");

function attackerPage(studio: string, name: string): string {
  const { field, value } = formFields(`${name} by a form`);
  // Each of these needs no CORS preflight, so any site can send it to a server on 127.0.0.1.
  return `<!doctype html><html><head><title>attacker</title></head><body>
<form id="plain" method="POST" action="${studio}/api/projects/import" enctype="text/plain" target="sink1">
  <input name='${attr(field)}' value='${attr(value)}'>
</form>
<form id="action" method="POST" action="${studio}/" enctype="multipart/form-data" target="sink2">
  <input name="$ACTION_ID_0000000000000000000000000000000000000000" value="">
</form>
<iframe name="sink1"></iframe><iframe name="sink2"></iframe>
<script>
  const sent = [];
  const done = (what) => { sent.push(what); document.title = sent.join(","); };
  fetch(${JSON.stringify(`${studio}/api/projects/import`)}, { method: "POST", mode: "no-cors", body: ${JSON.stringify(bundle(`${name} by fetch`))} })
    .then(() => done("fetch"), () => done("fetch failed"));
  // In no-cors mode the JSON content type is dropped: it goes as text/plain.
  fetch(${JSON.stringify(`${studio}/api/projects/import`)}, { method: "POST", mode: "no-cors", headers: { "content-type": "application/json" }, body: ${JSON.stringify(bundle(`${name} by JSON fetch`))} })
    .then(() => done("json"), () => done("json failed"));
  document.getElementById("plain").submit();
  document.getElementById("action").submit();
</script></body></html>`;
}

async function serveAttacker(studio: string, name: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(attackerPage(studio, name));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function projectNames(page: Page): Promise<string[]> {
  await page.goto("/");
  await expect(page.getByTestId("project-card").first()).toBeVisible();
  return page.getByTestId("project-card").locator("a.name").allInnerTexts();
}

test("a page on another port cannot create projects: its form posts and no-cors fetches are refused with 403", async ({ page, request, baseURL }) => {
  const studio = new URL(baseURL as string).origin;
  // The control: the very bodies the attack sends are bundles the import takes, when they come as JSON
  // from a client that is not a browser page. So only the guard stands between the attack and a new project.
  for (const body of [formBody("Control import by a form"), bundle("Control import by fetch")]) {
    const r = await request.post("/api/projects/import", { headers: { "content-type": "application/json" }, data: body });
    expect(r.status(), await r.text()).toBe(201);
  }
  const before = await projectNames(page);
  expect(before).toEqual(expect.arrayContaining(["Control= import by a form", "Control import by fetch"]));

  const attacker = await serveAttacker(studio, "Planted");
  const answers: Response[] = [];
  page.context().on("response", (r) => {
    if (r.request().method() === "POST" && r.url().startsWith(`${studio}/`)) answers.push(r);
  });
  try {
    await page.goto(attacker.url);
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(4);
    await expect(page).toHaveTitle(/fetch/); // the fetches went out (their answers are opaque to the page)
  } finally {
    await attacker.close();
  }
  const seen = answers.map((r) => `${r.status()} ${new URL(r.url()).pathname}`).sort();
  expect(seen).toEqual(["403 /", "403 /api/projects/import", "403 /api/projects/import", "403 /api/projects/import"]);
  // What those requests were told (the browser keeps no body of a no-cors answer or a blocked frame): the same request
  // with the attacker's Origin gets the guard's reason.
  const replayed = await request.post("/api/projects/import", {
    headers: { origin: new URL(attacker.url).origin, "sec-fetch-site": "same-site", "content-type": "text/plain;charset=UTF-8" },
    data: bundle("Planted by a replay"),
  });
  expect(replayed.status()).toBe(403);
  expect(await replayed.text()).toMatch(/^Refused: a "same-site" request \(Sec-Fetch-Site\) may not change anything/);

  const after = await projectNames(page);
  expect(after).toEqual(before);
  expect(after.join("\n")).not.toMatch(/Planted/);
});

test("requests naming another host are refused, reads as well as writes (DNS rebinding)", async ({ page, request, baseURL }) => {
  const port = new URL(baseURL as string).port;
  await page.goto("/");
  const projectHref = (await page.getByTestId("project-card").filter({ hasText: "Next War sample" }).locator("a.name").getAttribute("href"))!;
  const html = await (await request.get("/")).text();
  const script = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  expect(script).toBeTruthy();
  const reads = ["/", projectHref, `/api${projectHref}/export`, script!, "/icon.svg"];

  // The control: under the studio's own names these answer (so a 403 below is the Host check, nothing else).
  for (const own of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    for (const path of reads) expect((await request.get(path, { headers: { host: own } })).status(), `${own} ${path}`).toBe(200);
  }
  const exported = await request.get(`/api${projectHref}/export`);
  expect(await exported.text()).toContain('"warbench-bundle"');

  const host = `rebind.attacker.example:${port}`;
  for (const path of reads) {
    const r = await request.get(path, { headers: { host } });
    expect(r.status(), path).toBe(403);
    expect(await r.text()).toMatch(/^Refused: the Host "rebind\.attacker\.example:\d+" is not a host name this studio serves \(127\.0\.0\.1, localhost, \[::1\][^)]*\); add it to WARBENCH_ALLOWED_HOSTS/);
  }
  // A rebound page is same-origin with itself: Origin and Host agree, and the body is JSON. Still refused.
  const before = await projectNames(page);
  const write = await request.post("/api/projects/import", {
    headers: { host, origin: `http://${host}`, "sec-fetch-site": "same-origin", "content-type": "application/json" },
    data: bundle("Planted by a rebound page"),
  });
  expect(write.status()).toBe(403);
  expect(await projectNames(page)).toEqual(before);
});

test("a text/plain or url-encoded write to the API is refused with 415, even from the studio's own origin", async ({ request, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded"]) {
    const r = await request.post("/api/projects/import", { headers: { origin, "content-type": type }, data: bundle("Planted as text") });
    expect(r.status(), type).toBe(415);
    expect(await r.text()).toMatch(/^Refused: the API takes application\/json/);
  }
});

test("every page carries the security headers, and the studio runs under its CSP without a violation", async ({ page, baseURL }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|create|connect|frame)/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  // The page's own report of a violation, whether or not it reaches the console.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on("dialog", (d) => void d.accept()); // leaving the edited scenario asks first
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));

  // The library.
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toBe(
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  expect(headers).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "same-origin", "x-frame-options": "DENY" });
  await expect(page.getByTestId("project-card").first()).toBeVisible();
  // The proof that a violation would be seen: a data: script is blocked, and reported.
  expect(await page.evaluate((url) => import(url).then(() => "ran", () => "blocked"), "data:text/javascript,1")).toBe("blocked");
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  violations.length = 0;

  // The data editor: Monaco from the studio, the lint worker's marker, the JSON worker's schema marker.
  await page.getByTestId("project-card").filter({ hasText: "Next War sample" }).locator("a.name").click();
  const scenario = (await page.getByRole("link", { name: "Sample scenario", exact: true }).getAttribute("href"))!;
  await page.goto(scenario);
  const editor = page.getByLabel("Sample scenario as JSON");
  await expect(editor).toBeAttached({ timeout: 30_000 });
  await expect(page.locator(".de-problems")).toContainText("checked in", { timeout: 30_000 });
  await expectEditorText(page, /"\$schema": "[^"]*scenario\.schema\.json"/);
  const replace = async (needle: string, from: string, to: string) => {
    await editor.focus();
    await page.keyboard.press("ControlOrMeta+F");
    await page.keyboard.insertText(needle);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    for (let i = 0; i < from.length; i += 1) await page.keyboard.press("Backspace");
    await page.keyboard.insertText(to);
  };
  await replace('"type": "inf"', "inf", "jungle-inf");
  await expect(page.getByTestId("problem").and(page.locator('[data-code="E-UNIT-UNKNOWN-TYPE"]'))).toBeVisible();
  await expect(page.locator(".de-text .squiggly-error")).toHaveCount(1);
  await replace('"type": "jungle-inf"', "jungle-inf", "inf");
  await expect(page.getByTestId("problem")).toHaveCount(0);
  await replace('scenario.schema.json"', "scenario.schema.json", "game.schema.json");
  await expect(page.locator(".de-text .squiggly-error").first()).toBeVisible({ timeout: 15_000 });
  expect(workers.map((u) => new URL(u).origin)).toEqual(workers.map(() => new URL(baseURL as string).origin));
  expect(workers.length).toBeGreaterThanOrEqual(2); // the lint worker and Monaco's JSON worker (at least)
  await page.keyboard.press("ControlOrMeta+Z");
  await page.keyboard.press("ControlOrMeta+Z");
  await page.goBack();

  // The map painter.
  await page.getByRole("link", { name: "Sample theatre", exact: true }).click();
  await expect(page.getByTestId("map-canvas")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("lint-count")).toHaveText("0 errors, 0 warnings", { timeout: 30_000 });

  // A playtest.
  await page.goto(`${scenario}/playtest?seed=3`);
  await expect(page.getByTestId("turn")).toHaveText(/^Turn 1 of \d+$/, { timeout: 30_000 });
  await expect(page.getByTestId("seed")).toHaveText("Seed 3 (fixed)");

  expect(violations).toEqual([]);
});
