import { workerData } from "node:worker_threads";
import { withTransfer, workerTask } from "./task";

/** The tasks pool.test.ts runs on the pool: each shows one thing the pool does. */
export type TestTask =
  | { kind: "echo"; value: unknown }
  | { kind: "shared" }
  | { kind: "count"; to: number }
  | { kind: "spin"; ms: number }
  | { kind: "grow" }
  | { kind: "throw"; message: string }
  | { kind: "bytes"; size: number };

const hoard: unknown[] = [];

export default workerTask<TestTask, unknown, number>((task, report) => {
  switch (task.kind) {
    case "echo":
      return task.value;
    case "shared":
      return workerData as unknown;
    case "count":
      for (let i = 1; i <= task.to; i += 1) report(i);
      return task.to;
    case "spin": {
      const end = performance.now() + task.ms;
      while (performance.now() < end);
      return task.ms;
    }
    case "grow":
      for (;;) hoard.push(new Array(100_000).fill({ x: hoard.length }));
    case "throw":
      throw new Error(task.message);
    case "bytes": {
      const bytes = new Uint8Array(task.size).fill(7);
      return withTransfer(bytes, [bytes.buffer]);
    }
  }
});
