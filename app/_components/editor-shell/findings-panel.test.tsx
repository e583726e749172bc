import { describe, expect, it } from "vitest";
import { allByTestId, byTestId, render, textOf } from "../render-kit";
import { FindingsPanel } from "./findings-panel";

type F = { severity: string; code: string; message: string; where: string | null };

/** The problems panel both map editors share: the count, the clean map, and each finding a button to its place. */
describe("FindingsPanel", () => {
  const panel = (findings: F[] | null) => render(<FindingsPanel findings={findings} placeOf={(f) => f.where} canGoTo={(f) => f.where !== null} onGoTo={() => {}} />);

  it("says it is checking until the findings come", () => {
    const html = panel(null);
    expect(textOf(byTestId(html, "lint-count"))).toBe("checking…");
    expect(textOf(html)).toContain("Checking the map…");
  });

  it("counts errors and warnings, and says a clean map validates", () => {
    expect(textOf(byTestId(panel([]), "lint-count"))).toBe("0 errors, 0 warnings");
    expect(textOf(panel([]))).toContain("The map validates clean.");
    const some: F[] = [
      { severity: "error", code: "E-ONE", message: "Broken.", where: "0101" },
      { severity: "warning", code: "W-TWO", message: "Odd.", where: null },
    ];
    expect(textOf(byTestId(panel(some), "lint-count"))).toBe("1 error, 1 warning");
  });

  it("lists each finding with its code and place; one with no place cannot take the view there", () => {
    const html = panel([
      { severity: "error", code: "E-ONE", message: "Broken.", where: "0101" },
      { severity: "warning", code: "W-TWO", message: "Odd.", where: null },
    ]);
    const items = html.split("<li>").slice(1);
    expect(items).toHaveLength(2);
    expect(textOf(items[0]!)).toBe("E-ONE Broken. · 0101");
    expect(items[0]).not.toContain("disabled");
    expect(textOf(items[1]!)).toBe("W-TWO Odd.");
    expect(items[1]).toContain("disabled");
    expect(allByTestId(html, "lint-count")).toHaveLength(1);
  });

  it("lists the first 200 findings only", () => {
    const many = Array.from({ length: 250 }, (_, i): F => ({ severity: "warning", code: "W", message: `m${i}`, where: null }));
    expect(panel(many).split("<li>").length - 1).toBe(200);
  });
});
