import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OWN_FIXTURE, fixtureArgument, loadTripleaFixture, pickXml } from "./fixture";

describe("--fixture", () => {
  it("is optional, takes DIR as the next argument or after =, and refuses anything else", () => {
    expect(fixtureArgument([])).toBeNull();
    expect(fixtureArgument(["--fixture", "/maps/ww2"])).toBe("/maps/ww2");
    expect(fixtureArgument(["--fixture=/maps/ww2"])).toBe("/maps/ww2");
    expect(() => fixtureArgument(["--fixture"])).toThrow("--fixture needs a folder");
    expect(() => fixtureArgument(["--fixtures", "x"])).toThrow("unknown argument --fixtures");
  });

  it("picks WW2v3-1942.xml in a folder that has it, else the only game", () => {
    expect(pickXml(["WW2v3-1941.xml", "WW2v3-1942.xml", "polygons.txt"], "d")).toBe("WW2v3-1942.xml");
    expect(pickXml(["polygons.txt", "narrow-seas.xml"], "d")).toBe("narrow-seas.xml");
    expect(() => pickXml(["polygons.txt"], "d")).toThrow("d holds no TripleA game (.xml)");
    expect(() => pickXml(["b.xml", "a.xml"], "d")).toThrow("d holds 2 games (a.xml, b.xml); name one: --fixture d/a.xml");
  });

  it("defaults to the project's own game and reads the map files the import dialog sends", () => {
    const own = loadTripleaFixture(null);
    expect(own.dir).toBe(path.resolve(OWN_FIXTURE));
    expect(own.name).toBe("narrow-seas");
    expect(own.xmlName).toBe("narrow-seas.xml");
    expect(Object.keys(own.body).sort()).toEqual(["centers", "place", "polygons", "properties", "xml", "xmlName"]);
  });

  it("takes a folder or one game file in it, and names what is missing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fixture-"));
    try {
      fs.writeFileSync(path.join(dir, "one.xml"), "<game/>");
      fs.writeFileSync(path.join(dir, "two.xml"), "<game/>");
      expect(() => loadTripleaFixture(dir)).toThrow("holds 2 games");
      expect(() => loadTripleaFixture(path.join(dir, "two.xml"))).toThrow("has no polygons.txt");
      fs.writeFileSync(path.join(dir, "polygons.txt"), "A < (0,0) (1,0) (1,1) >\n");
      const picked = loadTripleaFixture(path.join(dir, "two.xml"));
      expect(picked.xmlName).toBe("two.xml");
      expect(picked.body.centers).toBeUndefined();
      expect(() => loadTripleaFixture(path.join(dir, "nowhere"))).toThrow("no such folder");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
