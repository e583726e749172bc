/**
 * One studio process of `npm run bench:team -- --capacity`
 * (bench-team-capacity.ts forks one or two): its own database client and
 * connection pool, as a studio process behind a load balancer has, running
 * the users it is given for each phase of the ramp (a step's warm-up, then
 * the step) and sending back what it measured. Ends when told to, or when
 * the bench that forked it goes away.
 */
import { performance } from "node:perf_hooks";
import type { AckedSave } from "../db/bench-team-check";
import { openDatabase } from "../db/client";
import type { Db } from "../db/db";
import { type BenchDocument, phase, type PhaseStats, type SimUser } from "./bench-team-load";

export type ToStudio =
  | { type: "open"; url: string; documents: BenchDocument[] }
  | { type: "phase"; users: SimUser[]; seconds: number; seed: number }
  | { type: "close" };

export type FromStudio =
  | { type: "opened" }
  | {
      type: "done";
      stats: PhaseStats;
      acks: AckedSave[];
      /** CPU seconds this process used in the phase, and how busy its event loop was (0-1). */
      cpuS: number;
      eventLoop: number;
    }
  | { type: "failed"; message: string };

let db: Db | null = null;
let documents: BenchDocument[] = [];

const send = (message: FromStudio) => process.send!(message);

async function handle(message: ToStudio): Promise<void> {
  if (message.type === "open") {
    db = await openDatabase(message.url);
    documents = message.documents;
    send({ type: "opened" });
  } else if (message.type === "phase") {
    if (!db) throw new Error("phase before open");
    const acks: AckedSave[] = [];
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    // No thinking time: each user sends its next request as soon as the last is answered.
    const stats = await phase(db, message.users, documents, { seconds: message.seconds, seed: message.seed, think: null }, acks);
    const cpu = process.cpuUsage(cpuBefore);
    send({ type: "done", stats, acks, cpuS: (cpu.user + cpu.system) / 1e6, eventLoop: performance.eventLoopUtilization(loopBefore).utilization });
  } else {
    await db?.$disconnect();
    process.disconnect();
  }
}

if (!process.send) {
  process.stderr.write("bench-team-studio.ts is forked by bench-team-capacity.ts (npm run bench:team -- --capacity), not run by hand.\n");
  process.exit(2);
}
process.on("message", (message: ToStudio) => {
  handle(message).catch((error: unknown) => {
    send({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  });
});
// The bench gone (Ctrl-C, or it failed): nobody will read what this process measures.
process.on("disconnect", () => process.exit(0));
