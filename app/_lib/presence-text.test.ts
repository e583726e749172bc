import { describe, expect, it } from "vitest";
import { presenceText } from "./presence-text";

describe("presenceText [issue #17 item 6]", () => {
  it("is empty when the page is alone", () => {
    expect(presenceText([])).toBe("");
  });

  it("names colleagues with what they may do, once each, then the asker's own tabs", () => {
    expect(
      presenceText([
        { name: "Ann", editing: true, self: false },
        { name: "Vic", editing: false, self: false },
        { name: "Ann", editing: true, self: false },
        { name: "Bo", editing: true, self: true },
      ]),
    ).toBe("Also open: Ann (editing), Vic (viewing), you, in another tab");
  });

  it("counts the single-user studio's other tabs, which carry no name", () => {
    expect(presenceText([{ name: "", editing: true, self: true }])).toBe("Also open: you, in another tab");
    expect(presenceText([{ name: "", editing: true, self: true }, { name: "", editing: true, self: true }])).toBe("Also open: you, in 2 other tabs");
  });
});
