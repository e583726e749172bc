import http from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { TeamStudio } from "./team-studio";

/**
 * Security round two against the real server [issue #25]: what only the built
 * studio shows. A team-mode studio of its own (e2e/team-studio.ts, port offset
 * 7) and the single-user studio playwright.config.ts starts.
 * - item 5: a long body without a valid session is refused before it is read —
 *   the 401 comes while the upload has barely begun (Next used to read all of
 *   it, twice, and answer only at its end);
 * - item 10: TRACE gets a 405 with the security headers (it was a bare 500);
 * - item 4: a viewer plays on from someone else's saved game as a game of
 *   their own; the other's game stays as it was.
 */
const studio = new TeamStudio(7);
const teamBase = studio.base;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  studio.addUser("ann", "plum orchard 42", true);
  studio.addUser("vic", "quiet harbour 7");
  await studio.start();
});

test.afterAll(() => studio.stop());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** How much of the body had been sent when the answer came. */
  sentAtAnswer: number;
}

const MB = 1024 * 1024;

/**
 * A request declaring `declared` bytes of body that sends only the first MB
 * and then waits: a server that reads the body before answering never answers
 * (and the test fails on its timeout), one that refuses it unread answers now.
 * With `full`, the whole (small) body is sent.
 */
function post(base: string, path: string, opts: { declared?: number; full?: Buffer; cookie?: string; method?: string; contentType?: string }): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    let sent = 0;
    const headers: Record<string, string | number> = { "content-type": opts.contentType ?? "application/json" };
    if (opts.cookie) headers.cookie = `warbench_session=${opts.cookie}`;
    if (opts.full) headers["content-length"] = opts.full.length;
    else if (opts.declared !== undefined) headers["content-length"] = opts.declared;
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: opts.method ?? "POST", headers }, (res) => {
      const at = sent;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body, sentAtAnswer: at }));
    });
    // The server closes the connection after refusing: the rest of the upload has nowhere to go.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    if (opts.full) {
      sent = opts.full.length;
      req.end(opts.full);
    } else if (opts.declared !== undefined) {
      sent = MB;
      req.write(Buffer.alloc(MB, 32));
    } else req.end();
  });
}

const within = <T>(ms: number, promise: Promise<T>, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms))]);

const expectSecurityHeaders = (headers: http.IncomingHttpHeaders) => {
  expect(headers["content-security-policy"]).toMatch(/default-src 'self'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("same-origin");
};

test.describe("a body without a valid session is refused unread [#25 item 5]", () => {
  const ninety = 90 * MB;

  test("no session cookie: 401 after the first MB of a 90 MB post, to a page (server action), the API and the sign-in page alike", async () => {
    for (const path of ["/", "/api/projects/import", "/signin"]) {
      const answer = await within(10_000, post(teamBase, path, { declared: ninety }), `POST ${path}`);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatch(/^Sign in first: .*over 64 KB is read only for a signed-in session\.\n$/);
      expect(answer.sentAtAnswer).toBeLessThanOrEqual(MB);
      // Exactly text/plain: Next's client shows it to a server action (a save) as the error's message.
      expect(answer.headers["content-type"]).toBe("text/plain");
      expectSecurityHeaders(answer.headers);
    }
  });

  test("a forged token-shaped session cookie is no session: 401 unread too", async () => {
    const answer = await within(10_000, post(teamBase, "/api/projects/import", { declared: ninety, cookie: "F".repeat(43) }), "forged cookie");
    expect(answer.status).toBe(401);
    expect(answer.sentAtAnswer).toBeLessThanOrEqual(MB);
  });

  test("twenty at once are all refused while their uploads have barely begun", async () => {
    const answers = await within(20_000, Promise.all(Array.from({ length: 20 }, (_, i) => post(teamBase, "/", { declared: ninety, cookie: i % 2 ? "F".repeat(43) : undefined }))), "20 posts");
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(401));
    expect(Math.max(...answers.map((a) => a.sentAtAnswer))).toBeLessThanOrEqual(MB);
  });

  test("a signed-in session's long body is read and answered by the route (here: not JSON)", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await studio.signedIn(page, "ann", "plum orchard 42");
    const token = (await context.cookies(teamBase)).find((c) => c.name === "warbench_session")!.value;
    const answer = await within(20_000, post(teamBase, "/api/projects/import", { full: Buffer.alloc(2 * MB, 0x61), cookie: token }), "signed-in import");
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/Sign in first/);
    // A short body without a session still reaches the proxy, which asks for a session as before.
    expect((await post(teamBase, "/api/projects/import", { full: Buffer.from("{}") })).status).toBe(401);
    await context.close();
  });
});

test.describe("methods the studio does not answer [#25 item 10]", () => {
  for (const [label, base] of [
    ["team mode", teamBase],
    ["single-user studio", ""],
  ] as const) {
    test(`TRACE (and PROPFIND) get 405 with Allow and the security headers (${label})`, async ({ baseURL }) => {
      for (const method of ["TRACE", "PROPFIND"]) {
        const answer = await within(10_000, post(base || baseURL!, "/", { method }), method);
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");
        expect(answer.body).toBe(`Refused: the studio does not answer "${method}" requests; it answers GET, HEAD, OPTIONS, POST, PUT, PATCH and DELETE.\n`);
        expectSecurityHeaders(answer.headers);
      }
    });
  }
});

async function openSampleScenarioPlaytest(page: Page) {
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  await page.goto(`${teamBase}/`);
  await page.getByTestId("project-card").filter({ hasText: "Next War sample" }).getByRole("link").first().click();
  await page.getByRole("link", { name: "Sample scenario", exact: true }).click();
  await page.getByRole("link", { name: /Playtest/ }).click();
  await expect(page).toHaveURL(/\/playtest$/);
}

test("a viewer plays on from someone else's saved game as a new game of their own; the other's stays as it was [#25 item 4]", async ({ browser }) => {
  test.setTimeout(120_000);
  const annContext = await browser.newContext();
  const ann = await annContext.newPage();
  await studio.signedIn(ann, "ann", "plum orchard 42");
  await openSampleScenarioPlaytest(ann);
  const playtestUrl = ann.url();
  await ann.goto(`${playtestUrl}?seed=21`);
  await ann.waitForFunction(() => window.__warbenchPlaytest !== undefined);
  await ann.getByTestId("end-segment").click();
  await expect(ann.getByTestId("game-save-state")).toHaveText("Game saved");
  await expect(ann).toHaveURL(/\?game=/);
  const annGame = new URL(ann.url()).searchParams.get("game")!;

  // Ann shares the project with Vic, as a viewer.
  await ann.goto(`${teamBase}/`);
  await ann.getByTestId("project-card").filter({ hasText: "Next War sample" }).getByRole("link").first().click();
  await ann.getByRole("button", { name: "Share…" }).click();
  await ann.getByLabel("Add a user by name").fill("vic");
  await ann.getByRole("dialog", { name: "Share project" }).getByRole("button", { name: "Add", exact: true }).click();
  await expect(ann.getByTestId("share-row").filter({ hasText: "vic" })).toBeVisible();

  const vicContext = await browser.newContext();
  const vic = await vicContext.newPage();
  await vic.addInitScript({ content: "window.__name = (f) => f;" });
  await studio.signedIn(vic, "vic", "quiet harbour 7");
  // A plain visit offers Vic no game to resume: the only one is Ann's.
  await vic.goto(playtestUrl);
  await expect(vic.getByTestId("resume-offer")).toHaveCount(0);
  await vic.getByText(/^Saved games/).click();
  await expect(vic.locator(".saved-games a").first()).toContainText("by ann");

  await vic.goto(`${playtestUrl}?game=${annGame}`);
  await vic.waitForFunction(() => window.__warbenchPlaytest !== undefined);
  await expect(vic.getByTestId("copy-banner")).toHaveText("This game is ann's: your moves are saved as a new game of your own, and theirs stays as it was.");
  const hash = await vic.evaluate(() => window.__warbenchPlaytest!.hash());
  await vic.getByTestId("end-segment").click();
  await expect(vic.getByTestId("game-save-state")).toHaveText("Game saved");
  await expect(vic).toHaveURL(/\?game=/);
  const vicGame = new URL(vic.url()).searchParams.get("game")!;
  expect(vicGame).not.toBe(annGame);
  expect(await vic.evaluate(() => window.__warbenchPlaytest!.state().actions)).toBe(2);

  // Ann's game is as she left it: one action, the same position.
  await ann.goto(`${playtestUrl}?game=${annGame}`);
  await ann.waitForFunction(() => window.__warbenchPlaytest !== undefined);
  expect(await ann.evaluate(() => window.__warbenchPlaytest!.state().actions)).toBe(1);
  expect(await ann.evaluate(() => window.__warbenchPlaytest!.hash())).toBe(hash);
  await expect(ann.getByTestId("copy-banner")).toHaveCount(0);
  await ann.getByText(/^Saved games/).click();
  await expect(ann.locator(".saved-games a").filter({ hasText: "by vic" })).toHaveCount(1);
  await annContext.close();
  await vicContext.close();
});
