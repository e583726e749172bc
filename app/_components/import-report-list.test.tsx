import { describe, expect, it } from "vitest";
import { render, textOf } from "./render-kit";
import { ImportReportList } from "./import-report-list";

describe("an import's report", () => {
  it("lists each entry on one line under its severity, errors first, and counts each group", () => {
    const html = render(
      <ImportReportList
        report={[
          { severity: "info", where: 'board "Main"', message: "labels follow VASSAL's numbering" },
          { severity: "warning", where: 'piece "1/5 Inf"', message: "strengths are drawn in the picture only" },
          { severity: "error", where: "setup.sav", message: "unreadable" },
          { severity: "warning", where: 'piece "2/5 Inf"', message: "strengths are drawn in the picture only" },
        ]}
      />,
    );
    const sections = [...html.matchAll(/<section data-severity="(\w+)"><h3[^>]*>(.*?)<\/h3>(.*?)<\/section>/g)].map((m) => [m[1], textOf(m[2]!), [...m[3]!.matchAll(/<li>(.*?)<\/li>/g)].map((li) => textOf(li[1]!))]);
    expect(sections).toEqual([
      ["error", "Errors (1)", ["setup.sav: unreadable"]],
      ["warning", "Warnings (2)", ['piece "1/5 Inf": strengths are drawn in the picture only', 'piece "2/5 Inf": strengths are drawn in the picture only']],
      ["info", "Notes (1)", ['board "Main": labels follow VASSAL\'s numbering']],
    ]);
  });

  it("shows a name from the module as text, never as markup", () => {
    const html = render(<ImportReportList report={[{ severity: "warning", where: 'piece "<img src=x onerror=alert(1)>"', message: "<b>bold</b>" }]} />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(textOf(html)).toContain('piece "<img src=x onerror=alert(1)>": <b>bold</b>');
  });

  it("shows at most 300 entries a group and counts the rest", () => {
    const report = Array.from({ length: 305 }, (_, i) => ({ severity: "warning" as const, where: `piece ${i}`, message: "no values" }));
    const html = render(<ImportReportList report={report} />);
    expect(html.match(/<li>/g)).toHaveLength(301);
    expect(textOf(html)).toContain("…and 5 more.");
  });
});
