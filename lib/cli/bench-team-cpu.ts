/**
 * CPU time on this machine, read from /proc (Linux), so the capacity run can
 * say whether Node or PostgreSQL is the busy one: the throwaway server's
 * processes (its postmaster and every backend under it) and the whole machine,
 * which other work may share. Elsewhere (no /proc, or DATABASE_URL's server)
 * the readings are null and the run goes on without them.
 */
import fs from "node:fs";

/** Linux's USER_HZ, the unit of /proc's CPU times, is 100 on every architecture Node runs on. */
const TICKS_PER_S = 100;

/** The fields after "(comm)" of /proc/<pid>/stat; the name may hold spaces and parentheses. */
function statFields(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

const pids = (): number[] => {
  try {
    return fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
};

/** The postmaster of the server listening on `port` (pg-test-server.mjs starts it with "-p <port>"), or null. */
export function findPostmaster(port: number): number | null {
  for (const pid of pids()) {
    let argv: string[];
    try {
      argv = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue;
    }
    if (!argv[0]?.endsWith("postgres")) continue;
    const at = argv.indexOf("-p");
    if (at >= 0 && argv[at + 1] === String(port)) return pid;
  }
  return null;
}

/**
 * CPU seconds the server has used: the postmaster's own and its reaped
 * backends' (cutime, cstime), and its live backends'. A backend that ends
 * between two readings moves from the second term to the first, so
 * differences of readings stay right.
 */
export function serverCpuSeconds(postmaster: number): number | null {
  const own = statFields(postmaster);
  if (!own) return null;
  // Fields 14-17 of stat (utime, stime, cutime, cstime) are 11-14 after the name; ppid is 1.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const pid of pids()) {
    const fields = pid === postmaster ? null : statFields(pid);
    if (fields && Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_S;
}

/** The whole machine: busy and total CPU seconds over all cores since boot, from /proc/stat's first line. */
export function machineCpuSeconds(): { busy: number; total: number } | null {
  try {
    const first = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!;
    const values = first.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user).
    const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
    const idle = values[3]! + values[4]!;
    return { busy: (total - idle) / TICKS_PER_S, total: total / TICKS_PER_S };
  } catch {
    return null;
  }
}
