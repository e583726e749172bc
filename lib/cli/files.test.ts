import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readLimited, writeStaged } from "./files";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-cli-files-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("writeStaged", () => {
  it("writes every file, text or bytes, and leaves no staging folder", () => {
    const a = path.join(dir, "ok", "a.json");
    const b = path.join(dir, "ok", "b.png");
    expect(writeStaged([{ file: a, data: "{}\n" }, { file: b, data: new Uint8Array([1, 2, 3]) }])).toBeNull();
    expect(fs.readFileSync(a, "utf8")).toBe("{}\n");
    expect([...fs.readFileSync(b)]).toEqual([1, 2, 3]);
    expect(fs.readdirSync(path.join(dir, "ok")).sort()).toEqual(["a.json", "b.png"]);
  });

  it("writes nothing at all when one of the files cannot be written", () => {
    const blocker = path.join(dir, "blocker");
    fs.writeFileSync(blocker, "a file where a folder should be");
    const first = path.join(dir, "half", "first.json");
    const problem = writeStaged([{ file: first, data: "1" }, { file: path.join(blocker, "second.json"), data: "2" }]);
    expect(problem).toMatch(/^cannot write to .*half \((ENOTDIR|EEXIST)\)$/);
    expect(fs.existsSync(first)).toBe(false);
    expect(fs.readdirSync(path.join(dir, "half"))).toEqual([]);
  });
});

describe("readLimited", () => {
  it("reads a file within the limit, refuses one over it by its size (exit 1), and a missing one is exit 2", () => {
    const file = path.join(dir, "small.txt");
    fs.writeFileSync(file, "x".repeat(100));
    expect(readLimited(file, 1024, "a test file")).toMatchObject({ ok: true });
    expect(readLimited(file, 10, "a test file")).toMatchObject({ ok: false, code: 1, message: expect.stringMatching(/refused: the file is 0\.0 MB, above the .* limit for a test file$/) });
    expect(readLimited(path.join(dir, "nowhere"), 10, "a test file")).toMatchObject({ ok: false, code: 2, message: expect.stringMatching(/cannot read the file \(ENOENT\)$/) });
    expect(readLimited(dir, 10, "a test file")).toMatchObject({ ok: false, code: 2, message: `${dir}: not a file` });
  });
});
