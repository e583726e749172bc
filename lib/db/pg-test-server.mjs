// A throwaway PostgreSQL server for the tests (vitest's globalSetup for the
// "postgresql" project, lib/db/pg-global-setup.ts), or by hand:
//
//   node lib/db/pg-test-server.mjs      prints a postgresql:// URL; Ctrl-C stops and removes it
//
// It runs Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin, or the
// folder WARBENCH_PG_BIN names) on a fresh data directory under the system's
// temporary folder, listening on a free loopback port only, with trust
// authentication for the one superuser "warbench". When the binaries are missing
// it installs Debian's postgresql package if it runs as root with apt-get (as
// e2e/run.sh does for Chromium), and otherwise fails saying what to install.
// PostgreSQL refuses to run as root, so as root the server runs as the
// "postgres" user the Debian package creates.
//
// Durability is switched off (fsync, full_page_writes, synchronous_commit): a
// test server that loses its data on a power cut loses nothing of value, and the
// crash test kills the client, not the server. startPgServer({ durable: true })
// keeps PostgreSQL's defaults instead, for a benchmark whose commits should wait
// for the disk as a real server's do (bench:team's BENCH_PG_DURABLE=1).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const INSTALL_HINT =
  "The lib/db tests run against PostgreSQL too and need its server binaries: install Debian's package (sudo apt-get install postgresql) or set WARBENCH_PG_BIN to a folder holding initdb and pg_ctl.";

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** The folder with initdb and pg_ctl: WARBENCH_PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPgBin() {
  const has = (dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl"));
  if (process.env.WARBENCH_PG_BIN) {
    if (has(process.env.WARBENCH_PG_BIN)) return process.env.WARBENCH_PG_BIN;
    throw new Error(`WARBENCH_PG_BIN=${process.env.WARBENCH_PG_BIN} holds no initdb and pg_ctl. ${INSTALL_HINT}`);
  }
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(base, v, "bin")).find(has);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
    throw new Error(`${path.basename(command)} ${args[0] ?? ""} failed${result.error ? ` (${result.error.message})` : ""}${output ? `:\n${output}` : ""}`);
  }
  return result;
}

/** The binaries, installing Debian's postgresql package first when they are missing and we may. */
export function ensurePgBin(log = (line) => process.stderr.write(`${line}\n`)) {
  const found = findPgBin();
  if (found) return found;
  const aptGet = spawnSync("sh", ["-c", "command -v apt-get"], { encoding: "utf8" }).status === 0;
  if (!isRoot() || !aptGet || process.env.WARBENCH_PG_BIN) throw new Error(`No PostgreSQL server found. ${INSTALL_HINT}`);
  log("tests: installing Debian's postgresql package for the lib/db tests on PostgreSQL...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-qq"], { env });
  run("apt-get", ["install", "-y", "-qq", "postgresql"], { env });
  const installed = findPgBin();
  if (!installed) throw new Error(`Installed the postgresql package, but found no initdb under /usr/lib/postgresql. ${INSTALL_HINT}`);
  return installed;
}

/** A loopback port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server; resolves to its superuser URL (database "postgres") and a
 * stop() that stops it and deletes its files.
 */
export async function startPgServer(options = {}) {
  const bin = ensurePgBin(options.log);
  const root = isRoot();
  if (root && spawnSync("id", ["-u", "postgres"], { stdio: "ignore" }).status !== 0) {
    throw new Error('Running as root, but there is no "postgres" user to run PostgreSQL as (PostgreSQL refuses root); install Debian\'s postgresql package, which creates it.');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-pg-"));
  const data = path.join(dir, "data");
  const asServerUser = (command, args) => (root ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]);
  if (root) run("chown", ["postgres:", dir]);
  const stop = () => {
    if (fs.existsSync(path.join(data, "postmaster.pid"))) {
      spawnSync(...asServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]), { stdio: "ignore" });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(...asServerUser(path.join(bin, "initdb"), ["-D", data, "-U", "warbench", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]));
    // A port found free may be taken before the server binds it: try a few.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const settings = [
        `-p ${port}`,
        "-h 127.0.0.1",
        `-k ${data}`,
        ...(options.durable ? [] : ["-c fsync=off", "-c full_page_writes=off", "-c synchronous_commit=off"]),
        "-c max_connections=300",
      ].join(" ");
      const started = spawnSync(
        ...asServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), "-o", settings, "-w", "-t", "60", "start"]),
        { encoding: "utf8" },
      );
      if (started.status === 0) return { url: `postgresql://warbench@127.0.0.1:${port}/postgres`, stop };
      if (attempt >= 3) {
        const log = fs.existsSync(path.join(dir, "server.log")) ? fs.readFileSync(path.join(dir, "server.log"), "utf8") : "";
        throw new Error(`PostgreSQL did not start:\n${started.stdout}${started.stderr}${log}`);
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const server = await startPgServer();
    console.log(server.url);
    const shutdown = () => {
      server.stop();
      process.exit(0);
    };
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
    setInterval(() => {}, 1 << 30);
  } catch (error) {
    console.error(`pg-test-server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
