import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AreaEditor } from "./editor";
import { areaOf } from "./geometry";
import { syntheticAreaMap } from "./synthetic";
import { sampleMap, twoSquares } from "./test-maps";

const small = () => syntheticAreaMap({ columns: 5, rows: 4, perSide: 2, seed: 7 });
const totalArea = (ed: AreaEditor) => ed.spaceIds().reduce((s, id) => s + ed.spaceView(id)!.polygons.reduce((t, p) => t + areaOf(p), 0), 0);

type Op =
  | { op: "drag"; v: number; dx: number; dy: number }
  | { op: "insert"; v: number; t: number }
  | { op: "delete"; v: number }
  | { op: "split"; s: number; a: number; b: number }
  | { op: "merge"; s: number }
  | { op: "props"; s: number; ipc: number }
  | { op: "connect"; s: number; t: number }
  | { op: "draw"; x: number; y: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("drag" as const), v: fc.nat(), dx: fc.integer({ min: -30, max: 30 }), dy: fc.integer({ min: -30, max: 30 }) }),
  fc.record({ op: fc.constant("insert" as const), v: fc.nat(), t: fc.double({ min: 0.1, max: 0.9, noNaN: true }) }),
  fc.record({ op: fc.constant("delete" as const), v: fc.nat() }),
  fc.record({ op: fc.constant("split" as const), s: fc.nat(), a: fc.double({ min: 0, max: 1, noNaN: true }), b: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ op: fc.constant("merge" as const), s: fc.nat() }),
  fc.record({ op: fc.constant("props" as const), s: fc.nat(), ipc: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ op: fc.constant("connect" as const), s: fc.nat(), t: fc.nat() }),
  fc.record({ op: fc.constant("draw" as const), x: fc.integer({ min: 0, max: 480 }), y: fc.integer({ min: 0, max: 380 }) }),
);

function run(ed: AreaEditor, op: Op) {
  const ids = ed.spaceIds();
  const verts = [...ed.model.vertices.keys()];
  const pick = <T>(list: T[], n: number) => list[n % list.length]!;
  switch (op.op) {
    case "drag": {
      const p = ed.model.point(pick(verts, op.v));
      ed.pointerDown(p.x, p.y);
      ed.pointerMove(p.x + op.dx / 2, p.y + op.dy / 2);
      ed.pointerUp(p.x + op.dx, p.y + op.dy);
      break;
    }
    case "insert": {
      const key = ed.model.keyOf(pick(ids, op.v))!;
      const ring = ed.model.spaces.get(key)!.rings[0]!;
      const a = ed.model.point(ring[0]!);
      const b = ed.model.point(ring[1]!);
      ed.insertVertex(ring[0]!, ring[1]!, { x: a.x + (b.x - a.x) * op.t, y: a.y + (b.y - a.y) * op.t });
      break;
    }
    case "delete":
      ed.deleteVertex(pick(verts, op.v));
      break;
    case "split": {
      const id = pick(ids, op.s);
      const box = ed.model.box(ed.model.keyOf(id)!);
      ed.split(id, [
        { x: box.minX + (box.maxX - box.minX) * op.a, y: box.minY - 5 },
        { x: box.minX + (box.maxX - box.minX) * op.b, y: box.maxY + 5 },
      ]);
      break;
    }
    case "merge": {
      const id = pick(ids, op.s);
      const other = [...(ed.derivedConnections().get(id) ?? [])].find((o) => ed.kindOf(o) === ed.kindOf(id));
      if (other) ed.merge(id, other);
      break;
    }
    case "props": {
      const id = pick(ids, op.s);
      if (ed.kindOf(id) === "territory") ed.setSpaceProps(id, { ipc: op.ipc });
      else ed.setSpaceProps(id, { number: op.ipc });
      break;
    }
    case "connect": {
      const a = pick(ids, op.s);
      const b = pick(ids, op.t);
      if (a !== b) ed.setConnected(a, b, !ed.connections().get(a)?.has(b));
      break;
    }
    case "draw":
      ed.createSpaceFromPolygon("territory", [{ x: op.x, y: op.y }, { x: op.x + 30, y: op.y }, { x: op.x + 30, y: op.y + 25 }]);
      break;
  }
}

describe("properties", () => {
  it("every derived adjacency is symmetric, after any edits", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 8 }), (ops) => {
        const ed = new AreaEditor(small());
        for (const op of ops) {
          run(ed, op);
          const derived = ed.derivedConnections();
          for (const [a, set] of derived) for (const b of set) expect(derived.get(b)?.has(a), `${a}–${b}`).toBe(true);
          const doc = ed.document();
          const listed = new Map(doc.connections.map((c) => [c.from, new Set(c.to)]));
          for (const c of doc.connections) for (const to of c.to) expect(listed.get(to)?.has(c.from)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("the lazily updated adjacency equals one derived from scratch", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 8 }), (ops) => {
        const ed = new AreaEditor(small());
        for (const op of ops) run(ed, op);
        const fresh = new AreaEditor(ed.document());
        const norm = (m: Map<string, Set<string>>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]));
        expect(norm(ed.derivedConnections())).toEqual(norm(fresh.derivedConnections()));
        expect(norm(ed.connections())).toEqual(norm(fresh.connections()));
      }),
      { numRuns: 30 },
    );
  });

  it("splitting a space then merging the halves restores its area", () => {
    fc.assert(
      fc.property(fc.nat(), fc.double({ min: 0.05, max: 0.95, noNaN: true }), fc.double({ min: 0.05, max: 0.95, noNaN: true }), (s, a, b) => {
        const ed = new AreaEditor(small());
        const ids = ed.spaceIds();
        const id = ids[s % ids.length]!;
        const before = ed.spaceView(id)!.polygons.reduce((t, p) => t + areaOf(p), 0);
        const total = totalArea(ed);
        const box = ed.model.box(ed.model.keyOf(id)!);
        const err = ed.split(id, [
          { x: box.minX + (box.maxX - box.minX) * a, y: box.minY - 5 },
          { x: box.minX + (box.maxX - box.minX) * b, y: box.maxY + 5 },
        ]);
        if (err) return;
        const parts = ed.spaceIds().filter((x) => !ids.includes(x));
        expect(parts).toHaveLength(1);
        expect(ed.merge(id, parts[0]!)).toBeNull();
        const after = ed.spaceView(id)!.polygons.reduce((t, p) => t + areaOf(p), 0);
        expect(Math.abs(after - before)).toBeLessThan(1e-6 * before);
        expect(Math.abs(totalArea(ed) - total)).toBeLessThan(1e-6 * total);
      }),
      { numRuns: 60 },
    );
  });

  it("random edit sequences, then undo all, restore the original document; redo all restores the edited one", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 10 }), fc.boolean(), (ops, sample) => {
        const original = sample ? sampleMap() : twoSquares();
        const ed = new AreaEditor(original);
        for (const op of ops) run(ed, op);
        const edited = ed.document();
        while (ed.undo());
        expect(ed.document()).toEqual(original);
        while (ed.redo());
        expect(ed.document()).toEqual(edited);
      }),
      { numRuns: 40 },
    );
  });
});
