import { describe, expect, it } from "vitest";
import { AreaEditor } from "@/lib/area-painter/editor";
import { twoSquares } from "@/lib/area-painter/test-maps";
import { render, textOf } from "../render-kit";
import { AreaToolbar } from "./toolbar";

const none = () => undefined;
const labels = (html: string, role: string) => [...html.matchAll(new RegExp(`<button[^>]*role="${role}"[^>]*aria-label="([^"]*)"`, "g"))].map((m) => m[1]);

describe("the area editor for a viewer [#17 item 5]", () => {
  it("area editor: only Select and Pan, no draw-as choice, no undo; exports stay", () => {
    const toolbar = (readOnly: boolean) => render(<AreaToolbar editor={new AreaEditor(twoSquares())} onHelp={none} onExportPng={none} onExportSvg={none} readOnly={readOnly} />);
    expect(labels(toolbar(false), "radio")).toContain("Draw");
    const viewer = toolbar(true);
    expect(labels(viewer, "radio")).toEqual(["Select", "Pan"]);
    for (const gone of ["Undo", "Redo", "Territory", "Sea zone"]) expect(textOf(viewer)).not.toContain(gone);
    expect(textOf(viewer)).toContain("PNG");
    expect(textOf(viewer)).toContain("SVG");
  });
});
