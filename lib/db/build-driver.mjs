// Builds better-sqlite3's native addon at install time (the package.json postinstall).
//
// npm runs none of better-sqlite3's own install script (allowScripts: false): it first
// tries to download a prebuilt binary from GitHub, which fails offline, and then runs
// node-gyp, which downloads the Node headers unless npm's config carries `nodedir` — a
// setting npm 11 warns about on every command. Here node-gyp is told on its command line
// to use the headers the Node installation ships (<prefix>/include/node, e.g. /usr on
// Debian), so nothing is downloaded and npm has nothing to warn about. The compiler's
// chatter is kept and printed only if the build fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const driverDir = path.dirname(require.resolve("better-sqlite3/package.json"));
const force = process.argv.includes("--force");

/** Whether the addon there loads in this Node (checked in a child: a failed dlopen is not undone). */
function driverLoads() {
  const probe = "const D = require('better-sqlite3'); new D(':memory:').close();";
  return spawnSync(process.execPath, ["-e", probe], { cwd: driverDir, stdio: "ignore" }).status === 0;
}

/** The prefix whose include/node matches this Node's version, if the installation has one. */
function localHeaders() {
  const prefix = path.resolve(path.dirname(process.execPath), "..");
  try {
    const header = fs.readFileSync(path.join(prefix, "include", "node", "node_version.h"), "utf8");
    const part = (name) => header.match(new RegExp(`#define NODE_${name}_VERSION (\\d+)`))?.[1];
    return `v${part("MAJOR")}.${part("MINOR")}.${part("PATCH")}` === process.version ? prefix : undefined;
  } catch {
    return undefined;
  }
}

if (!force && driverLoads()) process.exit(0);

const nodedir = localHeaders();
// npm gives its own node-gyp to scripts; outside npm, one on the PATH.
const gyp = process.env.npm_config_node_gyp;
const [command, ...prefixArgs] = gyp ? [process.execPath, gyp] : ["node-gyp"];
const args = [...prefixArgs, "rebuild", "--release", "--jobs=max", ...(nodedir ? [`--nodedir=${nodedir}`] : [])];
console.log(`Building the SQLite driver (better-sqlite3) from source${nodedir ? ` against ${nodedir}/include/node` : ""}; this takes a minute or two…`);
const started = Date.now();
const build = spawnSync(command, args, { cwd: driverDir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
if (build.status !== 0 || !driverLoads()) {
  process.stderr.write(build.stdout ?? "");
  process.stderr.write(build.stderr ?? "");
  if (build.error) console.error(String(build.error));
  console.error("Building better-sqlite3 failed: it needs python3, make and a C++ compiler (g++), see the README's Requirements.");
  process.exit(1);
}
console.log(`Built better-sqlite3 in ${Math.round((Date.now() - started) / 1000)} s.`);
