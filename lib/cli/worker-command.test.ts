import { describe, expect, it } from "vitest";
import { main } from "./main";
import { runWorkerCommand } from "./worker-command";

const NEXTWAR = "lib/samples/nextwar-sample/scenario.json";

function io() {
  const got = { out: "", err: "" };
  return { got, io: { out: (s: string) => (got.out += s), err: (s: string) => (got.err += s) } };
}

describe("warbench worker and balance --queue without a PostgreSQL database", () => {
  it("worker refuses to start, in one line naming DATABASE_URL", async () => {
    for (const env of [{}, { DATABASE_URL: "file:data/warbench.db" }]) {
      const { got, io: sink } = io();
      expect(await runWorkerCommand([], sink, env)).toBe(2);
      expect(got.err).toBe("warbench: worker needs DATABASE_URL set to the studio's PostgreSQL database (postgresql://…).\n");
    }
  });

  it("worker checks its options before anything else", async () => {
    const { got, io: sink } = io();
    expect(await runWorkerCommand(["--concurrency", "0"], sink, { DATABASE_URL: "postgresql://nobody@127.0.0.1:1/x" })).toBe(2);
    expect(got.err).toMatch(/^warbench: --concurrency must be an integer from 1 to 256\.\nUsage: warbench worker/);
    const help = io();
    expect(await main(["worker", "--help"], help.io)).toBe(0);
    expect(help.got.out).toMatch(/^Usage: warbench worker \[--concurrency K\] \[--idle-exit SECONDS\]/);
  });

  it("balance --queue says to set DATABASE_URL or run without --queue; --batch-size needs --queue", async () => {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      const { got, io: sink } = io();
      expect(await main(["balance", NEXTWAR, "--games", "2", "--queue"], sink)).toBe(2);
      expect(got.err).toBe("warbench: balance --queue needs DATABASE_URL set to the studio's PostgreSQL database (postgresql://…), or run without --queue\n");
      expect(got.out).toBe("");
      const batch = io();
      expect(await main(["balance", NEXTWAR, "--games", "2", "--batch-size", "3"], batch.io)).toBe(2);
      expect(batch.got.err).toMatch(/^warbench: --batch-size must be a positive integer, with --queue\./);
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  });
});
