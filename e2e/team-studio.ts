import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/**
 * A team-mode studio for a spec [issue #17]: the built studio (as
 * playwright.config.ts starts for the other specs) with WARBENCH_AUTH=on on a
 * throwaway library, on its own port. Users come from the CLI, as a team's
 * first admin's would.
 */
export class TeamStudio {
  readonly base: string;
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-team-e2e-"));
  private readonly env: NodeJS.ProcessEnv;
  private server: ChildProcess | null = null;

  constructor(portOffset: number) {
    const port = Number(process.env.E2E_PORT ?? 3210) + portOffset;
    this.base = `http://127.0.0.1:${port}`;
    this.env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", WARBENCH_AUTH: "on", WARBENCH_DB: path.join(this.dir, "warbench.db"), HOST: "127.0.0.1", PORT: String(port) };
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
