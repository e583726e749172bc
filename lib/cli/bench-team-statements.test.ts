import { describe, expect, it } from "vitest";
import { statementKind, summariseLog } from "./bench-team-statements";

// BENCH_PG_LOG=1 of `npm run bench:team -- --capacity`: PostgreSQL's time per statement and its lock waits.

describe("statementKind", () => {
  it("names a statement by its verb and table as Prisma writes them", () => {
    expect(statementKind('INSERT INTO "public"."Revision" ("id","content") VALUES ($1,$2) RETURNING "public"."Revision"."id"')).toBe("INSERT Revision");
    expect(statementKind('UPDATE "public"."Document" SET "currentRevisionId" = $1 WHERE ("public"."Document"."id" = $2)')).toBe("UPDATE Document");
    expect(statementKind('SELECT "public"."Session"."id" FROM "public"."Session" WHERE "public"."Session"."id" IN ($1) OFFSET $2')).toBe("SELECT Session");
    expect(statementKind('DELETE FROM "public"."Session" WHERE "id" = $1')).toBe("DELETE Session");
    expect(statementKind("COMMIT")).toBe("COMMIT");
  });
});

describe("summariseLog", () => {
  const log = [
    '2026-11-27 20:45:02.127 UTC [13642] LOG:  duration: 0.130 ms  parse <unnamed>: INSERT INTO "public"."Revision" ("id") VALUES ($1)',
    '2026-11-27 20:45:02.127 UTC [13642] LOG:  duration: 0.070 ms  bind <unnamed>: INSERT INTO "public"."Revision" ("id") VALUES ($1)',
    '2026-11-27 20:45:02.128 UTC [13642] LOG:  duration: 0.400 ms  execute <unnamed>: INSERT INTO "public"."Revision" ("id") VALUES ($1)',
    "2026-11-27 20:45:02.129 UTC [13642] LOG:  duration: 0.050 ms  statement: COMMIT",
    "2026-11-27 20:45:02.130 UTC [13643] LOG:  duration: 0.030 ms  statement: COMMIT",
    "2026-11-27 20:43:46.941 UTC [13037] LOG:  process 13037 still waiting for ShareLock on transaction 1125 after 5.071 ms",
    "2026-11-27 20:43:46.941 UTC [13037] DETAIL:  Process holding the lock: 13035. Wait queue: 13037.",
    '2026-11-27 20:43:46.941 UTC [13037] CONTEXT:  while updating tuple (0,52) in relation "Document"',
    "2026-11-27 20:43:46.944 UTC [13037] LOG:  process 13037 acquired ShareLock on transaction 1125 after 7.998 ms",
    '2026-11-27 20:43:46.944 UTC [13037] CONTEXT:  while updating tuple (0,52) in relation "Document"',
    "2026-11-27 20:45:02.517 UTC [13635] LOG:  process 13635 acquired ExclusiveLock on tuple (0,47) of relation 16400 of database 5 after 18.826 ms",
    '2026-11-27 20:45:02.517 UTC [13635] STATEMENT:  UPDATE "public"."Document" SET "currentRevisionId" = $1',
    "2026-11-27 20:43:46.950 UTC [13037] LOG:  checkpoint starting: time",
  ].join("\n");

  it("adds parse, bind and execute up as one execution, and counts each lock wait once, when it ends", () => {
    const figures = summariseLog(log);
    expect([...figures.statements.keys()].sort()).toEqual(["COMMIT", "INSERT Revision"]);
    const insert = figures.statements.get("INSERT Revision")!;
    expect(insert.count).toBe(1);
    expect(insert.ms).toBeCloseTo(0.6, 9);
    expect(figures.statements.get("COMMIT")!.count).toBe(2);
    expect(figures.statements.get("COMMIT")!.ms).toBeCloseTo(0.08, 9);
    expect(figures.lockWaits).toEqual([
      { ms: 7.998, relation: "Document" },
      { ms: 18.826, relation: "#16400" },
    ]);
  });

  it("finds nothing in a log without durations", () => {
    const figures = summariseLog("2026-11-27 20:43:46.950 UTC [13037] LOG:  checkpoint starting: time\n");
    expect(figures.statements.size).toBe(0);
    expect(figures.lockWaits).toEqual([]);
  });
});
