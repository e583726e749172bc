import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { buildReport } from "./report";
import { BALANCE_REPORT_SCHEMA_FILE, balanceReportSchemaText } from "@/lib/model/balance-report";

const file = path.resolve(import.meta.dirname, "..", "..", "schemas", BALANCE_REPORT_SCHEMA_FILE);

describe("schemas/balance-report.schema.json", () => {
  it("is the one generated from the zod schema (npm run schemas)", () => {
    expect(fs.readFileSync(file, "utf8")).toBe(balanceReportSchemaText());
  });

  it("compiles with plain ajv, accepts a built report and refuses a broken one", () => {
    const validate = new Ajv().compile(JSON.parse(fs.readFileSync(file, "utf8")));
    const report = buildReport(
      {
        ruleset: "aa1942",
        scenario: { name: "S", digest: "d", revision: null, documentId: null },
        sides: [
          { id: "allies", name: "Allies", colour: null, bot: "greedy" },
          { id: "axis", name: "Axis", colour: null, bot: "greedy" },
        ],
        seed: 1,
        gamesRequested: 1,
        partial: false,
        firstTurn: 1,
        lastTurn: 2,
        objectives: [{ at: "rome", start: "axis" }],
      },
      [{ index: 0, seed: 1, winner: "axis", level: "standard", ending: "victory-cities", turns: 2, score: [[1, 1], [2, 3]], changed: [], eliminations: [], losses: [] }],
    );
    expect(validate(report)).toBe(true);
    expect(report.length.unit).toBe("round");
    expect(report.score.metric).toBe("victory-cities");
    expect(validate({ ...report, wins: [{ side: "axis", games: -1, rate: 2, low: 0, high: 1 }] })).toBe(false);
  });
});
