import { describe, expect, it } from "vitest";
import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";
import { allByTestId, render, textOf } from "../render-kit";
import { SaveControls, type SaveControlsProps } from "./save-controls";

const props = (readOnly: boolean): SaveControlsProps => ({
  readOnly,
  autosave: true,
  onAutosave: () => undefined,
  onFormat: () => undefined,
  message: "",
  onMessage: () => undefined,
  saving: false,
  onSave: () => undefined,
});

/** The buttons' own text, tags and the <kbd> hint gone. */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => textOf(m[1]!.replace(/<kbd>.*?<\/kbd>/g, "")));

describe("the data editor's save controls [#17 item 5]", () => {
  it("offer an editor Save, Format, autosave and the revision message", () => {
    const html = render(<SaveControls {...props(false)} />);
    expect(buttons(html)).toEqual(["Format", "Save"]);
    expect(html).toContain('aria-label="Revision message"');
    expect(textOf(html)).toContain("Autosave");
    expect(allByTestId(html, "view-only")).toHaveLength(0);
  });

  it("show a viewer only the note: no Save, no autosave, nothing to type", () => {
    const html = render(<SaveControls {...props(true)} />);
    expect(buttons(html)).toEqual([]);
    expect(html).not.toContain("<input");
    expect(textOf(html)).toBe(VIEW_ONLY_NOTE);
    expect(allByTestId(html, "view-only")).toHaveLength(1);
  });
});
