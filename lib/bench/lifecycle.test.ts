import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CHROMIUM_SCRIPT } from "./chromium";
import { benchLabel, oneLine, timeLimitSeconds } from "./lifecycle";
import { freePort, groupListensOn, portFree } from "./ports";

const ROOT = path.join(import.meta.dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const FAKE = path.join(import.meta.dirname, "fixtures", "fake-bench.ts");

const alive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pgid: number, withinMs: number) {
  for (let waited = 0; alive(pgid) && waited < withinMs; waited += 100) await new Promise((r) => setTimeout(r, 100));
  return !alive(pgid);
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.pid && child.exitCode === null) child.kill("SIGKILL");
});

/** Runs the stand-in benchmark; resolves with its exit, its output, and the server it reported (once it did). */
function fakeBench(how: string, env: Record<string, string> = {}) {
  const child = spawn(TSX, [FAKE, how], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let stdout = "";
  let stderr = "";
  const server = new Promise<{ pid: number; port: number }>((resolve) =>
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line) as { pid: number; port: number });
    }),
  );
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on("exit", (code) => resolve({ code, stderr })));
  return { child, server, exit };
}

describe("the benchmark's server is stopped on every way out", () => {
  it("when it finishes", async () => {
    const run = fakeBench("ok");
    const { pid, port } = await run.server;
    expect((await run.exit).code).toBe(0);
    expect(await gone(pid, 3000)).toBe(true);
    expect(await portFree(port)).toBe(true);
  });

  it("when the browser fails to launch after the server started: one line, non-zero, nothing left", async () => {
    const run = fakeBench("launch-fails");
    const { pid, port } = await run.server;
    const { code, stderr } = await run.exit;
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual(["fake-bench: browserType.launch: Failed to launch chromium because executable doesn't exist at /nonexistent"]);
    expect(await gone(pid, 3000)).toBe(true);
    expect(await portFree(port)).toBe(true);
  });

  it("when it runs past BENCH_TIMEOUT_S", async () => {
    const run = fakeBench("hang", { BENCH_TIMEOUT_S: "2" });
    const { pid } = await run.server;
    const { code, stderr } = await run.exit;
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^fake-bench: gave up after 2 s \(BENCH_TIMEOUT_S\) while [^\n]+$/);
    expect(await gone(pid, 3000)).toBe(true);
  });

  it("when it is interrupted", async () => {
    const run = fakeBench("hang");
    const { pid } = await run.server;
    run.child.kill("SIGTERM");
    const { code, stderr } = await run.exit;
    expect(code).toBe(143);
    expect(stderr).toContain("interrupted (SIGTERM)");
    expect(await gone(pid, 3000)).toBe(true);
  });

  it("when it is killed outright (no handler runs): the server's guard stops it", async () => {
    const run = fakeBench("hang");
    const { pid } = await run.server;
    // tsx runs the script in a child of its own: kill that one, as the OOM killer or `kill -9` would.
    const script = spawnSync("pgrep", ["-P", String(run.child.pid)], { encoding: "utf8" }).stdout.trim().split("\n").filter(Boolean).map(Number);
    for (const p of script.length ? script : [run.child.pid!]) process.kill(p, "SIGKILL");
    expect(await gone(pid, 8000)).toBe(true);
  });
});

describe("ports", () => {
  it("a benchmark refuses a BENCH_PORT another server holds, and starts nothing", async () => {
    const other = net.createServer((s) => s.end("HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nstale"));
    const port = await freePort();
    await new Promise<void>((resolve) => other.listen(port, "127.0.0.1", resolve));
    try {
      expect(await portFree(port)).toBe(false);
      const run = fakeBench("ok", { BENCH_PORT: String(port) });
      const { code, stderr } = await run.exit;
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toMatch(new RegExp(`^fake-bench: port ${port} \\(BENCH_PORT\\) is already taken by pid ${process.pid}\\b`));
    } finally {
      other.close();
    }
  });

  it("a benchmark never measures a server that is not the one it started", async () => {
    const { code, stderr } = await fakeBench("imposter").exit;
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(new RegExp(`^fake-bench: something other than the fake server this run started answers at http://127\\.0\\.0\\.1:\\d+ \\(pid \\d+ \\S+\\); not measuring it$`));
  });

  it("a bad BENCH_PORT is an error, not another port", async () => {
    const { code, stderr } = await fakeBench("ok", { BENCH_PORT: "32x0" }).exit;
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("fake-bench: BENCH_PORT=32x0 is not a port number");
  });

  it("tells its own server's listener from another process's", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["-e", `require("node:net").createServer().listen(${port}, "127.0.0.1", () => console.log("up"))`], { detached: true, stdio: ["ignore", "pipe", "ignore"] });
    started.push(child);
    await new Promise((resolve) => child.stdout!.once("data", resolve));
    expect(groupListensOn(child.pid!, port)).toBe(true);
    expect(groupListensOn(process.pid, port)).toBe(false);
    child.kill("SIGKILL");
  });
});

describe("Chromium (e2e/chromium.sh, shared with the end-to-end tests)", () => {
  it("names what to install when CHROMIUM_PATH points nowhere, in one line", () => {
    const found = spawnSync("bash", [CHROMIUM_SCRIPT, "bench:x"], { env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" }, encoding: "utf8" });
    expect(found.status).toBe(1);
    expect(found.stdout).toBe("");
    expect(found.stderr.trim().split("\n")).toHaveLength(1);
    expect(found.stderr).toMatch(/^bench:x: no Chromium at CHROMIUM_PATH=\/nonexistent\/chromium\. .*apt-get install chromium/);
  });

  it("answers CHROMIUM_PATH when it is a program", () => {
    const found = spawnSync("bash", [CHROMIUM_SCRIPT], { env: { ...process.env, CHROMIUM_PATH: process.execPath }, encoding: "utf8" });
    expect(found.status).toBe(0);
    expect(found.stdout.trim()).toBe(process.execPath);
  });
});

describe("small parts", () => {
  it("reads BENCH_TIMEOUT_S", () => {
    expect(timeLimitSeconds(undefined, 1200)).toBe(1200);
    expect(timeLimitSeconds(" ", 1200)).toBe(1200);
    expect(timeLimitSeconds("90", 1200)).toBe(90);
    expect(() => timeLimitSeconds("ten", 1200)).toThrow("BENCH_TIMEOUT_S=ten is not a number of seconds");
    expect(() => timeLimitSeconds("0", 1200)).toThrow();
  });

  it("keeps an error's first line and names a benchmark after its script", () => {
    expect(oneLine(new Error("browserType.launch: no\nCall log:\n - x"))).toBe("browserType.launch: no");
    expect(benchLabel("/work/main/e2e/bench/painter.ts")).toBe("bench:painter");
    expect(benchLabel("/work/main/e2e/readme-screenshots.ts")).toBe("readme-screenshots");
  });
});
