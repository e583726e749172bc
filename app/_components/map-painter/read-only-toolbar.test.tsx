import { describe, expect, it } from "vitest";
import { MapEditor } from "@/lib/painter/editor";
import { testMap } from "@/lib/painter/test-map";
import { render, textOf } from "../render-kit";
import { ALL_LAYERS } from "../board-canvas/hex-vectors";
import { Inspector } from "./inspector";
import { Toolbar } from "./toolbar";

const none = () => undefined;
const labels = (html: string, role: string) => [...html.matchAll(new RegExp(`<button[^>]*role="${role}"[^>]*aria-label="([^"]*)"`, "g"))].map((m) => m[1]);

describe("the hex painter for a viewer [#17 item 5]", () => {
  it("hex painter: only Select and Pan, no undo, no settings or resize; exports stay", () => {
    const toolbar = (readOnly: boolean) =>
      render(<Toolbar editor={new MapEditor(testMap())} layers={ALL_LAYERS} onLayers={none} onHelp={none} onExportPng={none} onExportSvg={none} onResize={none} onSettings={none} readOnly={readOnly} />);
    const editor = toolbar(false);
    expect(labels(editor, "radio")).toContain("Brush");
    expect(textOf(editor)).toContain("Undo");
    expect(textOf(editor)).toContain("Resize…");
    const viewer = toolbar(true);
    expect(labels(viewer, "radio")).toEqual(["Select", "Pan"]);
    for (const gone of ["Undo", "Redo", "Settings…", "Resize…"]) expect(textOf(viewer)).not.toContain(gone);
    expect(textOf(viewer)).toContain("Export PNG");
    expect(textOf(viewer)).toContain("Export SVG");
  });

  it("hex painter's inspector: a viewer is not sent to the feature tool they do not have", () => {
    const editor = new MapEditor(testMap());
    expect(textOf(render(<Inspector editor={editor} />))).toContain("feature tool (F)");
    const viewer = textOf(render(<Inspector editor={editor} readOnly />));
    expect(viewer).not.toContain("feature tool");
    expect(viewer).toContain("View only");
  });
});
