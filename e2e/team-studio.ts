import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import pg from "pg";
// @ts-expect-error -- a plain .mjs script (also run by hand), without types
import { startPgServer } from "../lib/db/pg-test-server.mjs";

/**
 * A throwaway PostgreSQL server with an empty database "warbench" on it [#31],
 * for studios that share one database (TeamStudio's `databaseUrl`); stop()
 * stops the server and deletes its files.
 */
export async function throwawayPostgres(): Promise<{ url: string; stop: () => void }> {
  const server = (await startPgServer()) as { url: string; stop: () => void };
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('CREATE DATABASE "warbench"');
    await admin.end();
  } catch (error) {
    server.stop();
    throw error;
  }
  const url = new URL(server.url);
  url.pathname = "/warbench";
  return { url: url.toString(), stop: server.stop };
}

export interface TeamStudioOptions {
  /** Run on this PostgreSQL database instead of a throwaway SQLite file. */
  databaseUrl?: string;
}

/**
 * A team-mode studio for a spec [issue #17]: the built studio (as
 * playwright.config.ts starts for the other specs) with WARBENCH_AUTH=on on a
 * throwaway library, on its own port. Users come from the CLI, as a team's
 * first admin's would. With `databaseUrl` it runs on PostgreSQL, and
 * `another(offset)` starts a second studio process on the same database (as two
 * processes behind a load balancer would be) [#31].
 */
export class TeamStudio {
  readonly base: string;
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-team-e2e-"));
  private readonly env: NodeJS.ProcessEnv;
  private server: ChildProcess | null = null;

  constructor(
    portOffset: number,
    readonly options: TeamStudioOptions = {},
  ) {
    const port = Number(process.env.E2E_PORT ?? 3210) + portOffset;
    this.base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", WARBENCH_AUTH: "on", HOST: "127.0.0.1", PORT: String(port) };
    // WARBENCH_DB would win over DATABASE_URL (lib/db/paths.ts): only one of them is set.
    delete env.WARBENCH_DB;
    delete env.DATABASE_URL;
    if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
    else env.WARBENCH_DB = path.join(this.dir, "warbench.db");
    this.env = env;
  }

  /** A second studio process on this one's database, on its own port: start() it after this one has started. */
  another(portOffset: number): TeamStudio {
    if (!this.options.databaseUrl) throw new Error("another(): only studios on a PostgreSQL databaseUrl can share their database");
    return new TeamStudio(portOffset, this.options);
  }

  addUser(name: string, password: string, admin = false) {
    const run = spawnSync(process.execPath, ["lib/cli/warbench.mjs", "user", "add", name, ...(admin ? ["--admin"] : [])], { env: this.env, input: `${password}\n`, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`warbench user add ${name}: ${run.stderr}`);
  }

  async start() {
    this.server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", this.env.PORT!], { env: this.env, stdio: "ignore", detached: true });
    for (let i = 0; i < 120; i++) {
      try {
        await fetch(`${this.base}/signin`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    throw new Error("the team-mode studio did not start");
  }

  stop() {
    if (this.server?.pid) process.kill(-this.server.pid);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Signs in from the library's address (which sends a visitor without a session to /signin). */
  async signIn(page: Page, name: string, password: string) {
    await page.goto(`${this.base}/`);
    await expect(page).toHaveURL(/\/signin/);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  /** Signs in and waits until the studio shows the user signed in. */
  async signedIn(page: Page, name: string, password: string) {
    await this.signIn(page, name, password);
    await expect(page.getByTestId("signed-in-as")).toHaveText(name);
  }
}

/** The sign-in form's hidden fields as the studio at `base` serves them (React's action reference among them). */
async function signInFields(base: string): Promise<[string, string][]> {
  const html = await (await fetch(`${base}/signin`)).text();
  const fields: [string, string][] = [];
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields.push([name, (/value="([^"]*)"/.exec(input)?.[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&")]);
  }
  return fields;
}

/**
 * Posts the sign-in form to the studio at `base` as a browser without JavaScript would, from `localAddress` (a
 * loopback address of its own, so each test's failures count against its own client), with `headers` added;
 * returns the page it answers.
 */
export async function postSignIn(base: string, name: string, password: string, localAddress: string, headers: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  for (const [key, value] of await signInFields(base)) form.append(key, value);
  form.set("name", name);
  form.set("password", password);
  const encoded = new Request(base, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/signin`,
      { method: "POST", localAddress, headers: { ...headers, "content-type": encoded.headers.get("content-type")!, "content-length": body.length } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve(text));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
