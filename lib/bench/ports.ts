// Ports for the browser benchmarks' studio servers: whether one is free, a free one from the OS, and whether the
// server answering on a port is the one a benchmark started (a stale server from an earlier run, built from an
// older .next, once answered in its place and the benchmark hung).
import fs from "node:fs";
import net from "node:net";

/** Whether `host:port` can be bound now (a listener on any address that covers it makes it taken). */
export function portFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE" || error.code === "EACCES") resolve(false);
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port the OS says is free on `host` now. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("the OS gave no port"))));
    });
  });
}

/** The socket inodes listening on TCP `port` (any address), from /proc; null where there is no /proc/net (not Linux). */
export function listeningInodes(port: number, proc = "/proc"): Set<string> | null {
  const inodes = new Set<string>();
  let readable = false;
  for (const table of ["net/tcp", "net/tcp6"]) {
    let text: string;
    try {
      text = fs.readFileSync(`${proc}/${table}`, "utf8");
    } catch {
      continue;
    }
    readable = true;
    for (const line of text.split("\n").slice(1)) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode …
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (!local || fields[3] !== "0A") continue;
      if (parseInt(local.slice(local.lastIndexOf(":") + 1), 16) === port && fields[9]) inodes.add(fields[9]);
    }
  }
  return readable ? inodes : null;
}

/** The ids of the processes in process group `pgid`, from /proc. */
export function groupMembers(pgid: number, proc = "/proc"): number[] {
  const members: number[] = [];
  for (const entry of fs.readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`${proc}/${entry}/stat`, "utf8");
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so count from the last ")".
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgrp === pgid) members.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return members;
}

function pidsHolding(inodes: Set<string>, pids: number[], proc: string): number[] {
  const holders: number[] = [];
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`${proc}/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`${proc}/${pid}/fd/${fd}`))?.[1];
        if (inode && inodes.has(inode)) {
          holders.push(pid);
          break;
        }
      } catch {
        // the descriptor closed while we looked
      }
    }
  }
  return holders;
}

/**
 * Whether the TCP listener on `port` belongs to a process of group `pgid` (a server spawned detached leads its own
 * group, so its children count too). null when /proc cannot tell (not Linux): the caller falls back on weaker checks.
 */
export function groupListensOn(pgid: number, port: number, proc = "/proc"): boolean | null {
  const inodes = listeningInodes(port, proc);
  if (inodes === null) return null;
  return inodes.size > 0 && pidsHolding(inodes, groupMembers(pgid, proc), proc).length > 0;
}

/** Who listens on `port`, as "pid 123 (next-server)" phrases for a message; empty when /proc cannot tell. */
export function describeListeners(port: number, proc = "/proc"): string[] {
  const inodes = listeningInodes(port, proc);
  if (!inodes?.size) return [];
  const pids = fs.readdirSync(proc).filter((e) => /^\d+$/.test(e)).map(Number);
  return pidsHolding(inodes, pids, proc).map((pid) => {
    let name = "";
    try {
      // The command line's first word: a server that sets its title (next-server (v16…)) shows it there in full.
      name = fs.readFileSync(`${proc}/${pid}/cmdline`, "utf8").split("\0")[0]!.replace(/^.*\//, "");
    } catch {
      // ended meanwhile
    }
    return name ? `pid ${pid} ${name}` : `pid ${pid}`;
  });
}
