// Runs a benchmark's studio server and outlives the benchmark by at most a few seconds, however the benchmark ends:
// it leads the server's process group (lib/bench/server.ts spawns it detached) and holds the benchmark's end of a
// pipe on stdin; when that closes — the benchmark exited, even by SIGKILL, which no handler sees — it stops the group.
//   node lib/bench/server-guard.mjs <command> [args...]
// Plain JS so it starts without a TypeScript loader.
import { spawn } from "node:child_process";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write("server-guard: no command\n");
  process.exit(2);
}

const server = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
server.on("error", (error) => {
  process.stderr.write(`server-guard: cannot start ${command}: ${error.message}\n`);
  process.exit(127);
});
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 : 1)));

let stopping = false;
function stopGroup() {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-process.pid, "SIGTERM");
  } catch {
    // the group is gone already
  }
  setTimeout(() => process.kill(-process.pid, "SIGKILL"), 3000).unref();
}

// A SIGTERM to the group (the benchmark stopping it) reaches the server too: wait for it to exit, then follow.
process.on("SIGTERM", () => void 0);
process.on("SIGINT", () => void 0);
process.stdin.on("end", stopGroup);
process.stdin.on("error", stopGroup);
process.stdin.resume();
