import { describe, expect, it } from "vitest";
import { MapEditor } from "./editor";
import { indexCentre } from "./geometry";
import { lintMap, lintSnapshot, type MapFinding } from "./lint-map";
import { LintRunner } from "./lint-runner";
import { testMap } from "./test-map";
import { toScreen } from "./view";

const settle = () => new Promise((r) => setTimeout(r, 0));
const documentsOf = (e: MapEditor) => ({ snapshot: () => e.document(), subscribe: e.subscribe.bind(e) });

/** An editor on a map with one sea hex (0101) and a coastal port beside it (0201), with a runner that checks on this thread. */
function setup(features = [{ kind: "port" as const, hex: "0201", capacity: 2 }]) {
  const doc = testMap();
  doc.terrain.rows[0] = "sccccccc";
  doc.seaZones = [];
  doc.features = features;
  const e = new MapEditor(doc);
  e.setViewport(800, 600);
  e.setView({ scale: 40, x: 10, y: 10 });
  let shown: MapFinding[] = [];
  const runner = new LintRunner(documentsOf(e), async (d) => lintMap(d), (f) => (shown = f));
  runner.start();
  const codes = () => shown.map((f) => `${f.code}@${f.hex === null ? "-" : e.labelOf(f.hex)}`);
  const click = (index: number) => {
    const p = toScreen(e.view, indexCentre(e.map.spec, index));
    e.pointerDown(p.x, p.y, { button: 0 });
    e.pointerUp(p.x, p.y);
  };
  return { e, runner, codes, click };
}

describe("lints follow the document", () => {
  it("checks the map as it opens", async () => {
    const { codes } = setup([{ kind: "port", hex: "0504", capacity: 2 }]);
    await settle();
    expect(codes()).toEqual(["E-PORT-INLAND@0504"]);
  });

  it("checks again after each committed edit, undo and redo, without waiting for a pause", async () => {
    const { e, runner, codes, click } = setup();
    await settle();
    expect(codes()).toEqual([]);
    const before = runner.checks;
    // Painting the sea hex as land leaves the port inland: the check is asked for as the stroke ends.
    e.setOptions({ layer: "terrain", values: { terrain: 1, nation: 1, seaZone: 1 } });
    click(0);
    expect(runner.checks).toBe(before + 1);
    await settle();
    expect(codes()).toEqual(["E-PORT-INLAND@0201"]);
    e.undo();
    await settle();
    expect(codes()).toEqual([]);
    e.redo();
    await settle();
    expect(codes()).toEqual(["E-PORT-INLAND@0201"]);
    // The inspector's edits (a feature changed in place) count too.
    e.updateFeature(1, 0, { kind: "town", hex: "0201" });
    await settle();
    expect(codes()).toEqual([]);
    // A change made outside any gesture is committed, and checked, at once.
    e.setCell("terrain", 0, 3);
    e.updateFeature(1, 0, { kind: "port", hex: "0201", capacity: 1 });
    await settle();
    expect(codes()).toEqual([]);
  });

  it("does not check mid-stroke, and a stroke that changes nothing asks for no check", async () => {
    const { e, runner } = setup();
    await settle();
    const before = runner.checks;
    e.setOptions({ layer: "terrain", values: { terrain: 1, nation: 1, seaZone: 1 } });
    const a = toScreen(e.view, indexCentre(e.map.spec, 0));
    const b = toScreen(e.view, indexCentre(e.map.spec, 8));
    e.pointerDown(a.x, a.y, { button: 0 });
    e.pointerMove(b.x, b.y);
    expect(runner.checks).toBe(before);
    e.pointerUp(b.x, b.y);
    expect(runner.checks).toBe(before + 1);
    await settle();
    const c = toScreen(e.view, indexCentre(e.map.spec, 5));
    e.pointerDown(c.x, c.y, { button: 0 });
    e.pointerUp(c.x, c.y);
    expect(runner.checks).toBe(before + 1);
  });

  it("edits made while a check runs are checked when it answers, and only the newest answer shows", async () => {
    const doc = testMap();
    const e = new MapEditor(doc);
    const pending: { doc: ReturnType<MapEditor["document"]>; resolve: (f: MapFinding[]) => void }[] = [];
    const shown: string[][] = [];
    const runner = new LintRunner(documentsOf(e), (d) => new Promise((resolve) => pending.push({ doc: d, resolve })), (f) => shown.push(f.map((x) => x.code)));
    runner.start();
    expect(pending).toHaveLength(1);
    e.setOptions({ featureKind: "port" });
    e.placeFeature(9);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve([]);
    await settle();
    // The stale answer is dropped; the newest document goes to the check.
    expect(shown).toEqual([]);
    expect(pending).toHaveLength(2);
    expect(pending[1]!.doc.features.map((f) => f.hex)).toEqual(["0202"]);
    pending[1]!.resolve(lintMap(pending[1]!.doc));
    await settle();
    expect(shown).toEqual([["E-PORT-INLAND"]]);
  });
});

describe("lints of a snapshot", () => {
  it("finds what the document finds, from the editor's arrays alone", () => {
    const doc = testMap();
    doc.terrain.rows[0] = "sccccccc";
    doc.features = [{ kind: "port", hex: "0504", capacity: 2 }];
    doc.hexsides = [{ kind: "ferry", sides: ["0101-0201"] }];
    doc.roads = [{ kind: "primary", path: ["0102", "0202"] }];
    const e = new MapEditor(doc);
    const snapshot = e.map.snapshot();
    // The snapshot is a copy: later edits do not reach it.
    e.setCell("terrain", 0, 1);
    expect(lintSnapshot(snapshot)).toEqual(lintMap(doc));
    expect(lintSnapshot(snapshot).map((f) => f.code)).toContain("E-PORT-INLAND");
  });
});
