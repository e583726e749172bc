import { describe, expect, it } from "vitest";
import { sampleBundles } from "@/lib/samples";
import { validateBundleText } from "./project";
import { tinyScenario } from "./test-fixtures";
import { validateDocument, validateText } from "./validate";

describe("validateText", () => {
  it("detects the kind and runs a scenario's own lints without its game and map", () => {
    const scenario = tinyScenario();
    scenario.units[1] = { ...scenario.units[1], id: "u1" } as (typeof scenario.units)[number];
    const text = JSON.stringify(scenario, null, 2);
    const result = validateText(text);
    expect(result.kind).toBe("scenario");
    const codes = result.findings.map((f) => f.code);
    expect(codes).toContain("E-UNIT-DUPLICATE-ID");
    expect(codes).not.toContain("E-SCENARIO-GAME-NOT-FOUND");
    const dupe = result.findings.find((f) => f.code === "E-UNIT-DUPLICATE-ID");
    const lineText = text.split("\n")[(dupe?.line ?? 0) - 1];
    expect(lineText?.slice((dupe?.column ?? 1) - 1)).toBe('"u1",');
  });

  it("reports malformed JSON as one finding with line and column", () => {
    expect(validateText('{"a": [1,\n 2,,]}').findings).toEqual([
      expect.objectContaining({ code: "E-JSON-SYNTAX", severity: "error", pointer: "", line: 2, column: 4 }),
    ]);
  });

  it("says when it cannot tell the kind", () => {
    expect(validateText('{"hello": 1}').findings.map((f) => f.code)).toEqual(["E-DOCUMENT-KIND"]);
  });
});

describe("validateBundleText", () => {
  it("validates the sample bundles clean", () => {
    for (const s of sampleBundles()) expect(validateBundleText(s.text)).toEqual([]);
  });

  it("points into the bundled document, with the line in the bundle text", () => {
    const sample = sampleBundles().find((s) => s.slug === "nextwar-sample");
    const bundle = JSON.parse(sample?.text ?? "{}");
    const index = bundle.documents.findIndex((d: { kind: string }) => d.kind === "scenario");
    bundle.documents[index].content.reinforcements[0].turn = 9;
    const text = JSON.stringify(bundle, null, 1);
    const findings = validateBundleText(text);
    expect(findings).toEqual([
      expect.objectContaining({ code: "E-REINFORCEMENT-AFTER-LAST-TURN", pointer: `/documents/${index}/content/reinforcements/0/turn`, line: expect.any(Number) }),
    ]);
    expect(text.split("\n")[(findings[0]?.line ?? 0) - 1]).toContain('"turn": 9');
  });

  it("finds the scenario's game by document name when there are several", () => {
    const sample = sampleBundles().find((s) => s.slug === "nextwar-sample");
    const bundle = JSON.parse(sample?.text ?? "{}");
    const game = bundle.documents.find((d: { kind: string }) => d.kind === "game");
    const other = structuredClone(game);
    other.name = "Other";
    other.content.unitTypes = other.content.unitTypes.slice(0, 1);
    bundle.documents.push(other);
    const scenario = bundle.documents.find((d: { kind: string }) => d.kind === "scenario");
    expect(validateBundleText(JSON.stringify(bundle)).map((f) => f.code)).toEqual(["E-SCENARIO-GAME-NOT-FOUND"]);
    scenario.content.game = game.name;
    expect(validateBundleText(JSON.stringify(bundle))).toEqual([]);
    scenario.content.game = "Other";
    expect(validateBundleText(JSON.stringify(bundle)).map((f) => f.code)).toContain("E-UNIT-UNKNOWN-TYPE");
  });
});

describe("validateDocument", () => {
  it("checks a parsed document of a known kind, with positions when given its text", () => {
    const scenario = tinyScenario();
    scenario.turns.first = 9;
    const text = JSON.stringify(scenario, null, 2);
    expect(validateDocument("scenario", JSON.parse(text), text)).toEqual([
      expect.objectContaining({ code: "E-TURNS-ORDER", pointer: "/turns", line: expect.any(Number), column: 12 }),
    ]);
    expect(validateDocument("game", { ruleset: "aa1942" }).every((f) => f.code === "E-SCHEMA")).toBe(true);
  });
});
