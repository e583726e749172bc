import { describe, expect, it } from "vitest";
import { hexAt } from "./fixtures/board";
import { hexLabel } from "./fixtures/design";
import { EXPECTED_SETUPS, EXPECTED_SLOTS } from "./fixtures/expected";
import { savedGameBytes, zipEntries } from "./fixtures/module";
import { addPiece, addStack, encodeCommand, obfuscate, pieceText, savedGameText, trait } from "./fixtures/sav-writer";
import { MAX_COMMAND_DEPTH, decodeSavedGame, deobfuscate, splitCommands } from "./saved-game";

const utf8 = (s: string) => new TextEncoder().encode(s);
const savOf = (text: string, obfuscated = true) => zipEntries([["savedGame", obfuscated ? obfuscate(text) : utf8(text)]]);

describe("decodeSavedGame on our module's set-ups", () => {
  it.each(EXPECTED_SETUPS.map((s) => [s.file, s] as const))("%s: every piece where the set-up puts it, with its face", async (file, setup) => {
    const result = await decodeSavedGame(savedGameBytes(file), `the saved game ${file}`);
    if (!result.ok) throw new Error(result.reason);
    expect(result.report).toEqual([]);
    expect(result.boards).toEqual(setup.boards);
    expect(result.pieces.map((p) => p.id)).toEqual(setup.pieces.map((p) => p.id));
    for (const [i, piece] of result.pieces.entries()) {
      const want = setup.pieces[i]!;
      expect({ name: piece.definition.name, map: piece.map, x: piece.x, y: piece.y, face: piece.face, properties: piece.definition.properties }, want.name).toEqual({
        name: want.name,
        map: want.map,
        x: want.x,
        y: want.y,
        face: want.face,
        properties: want.properties,
      });
      // A saved game carries the prototypes expanded: no prototype traits left, the faces as in the palette.
      expect(piece.definition.prototypes).toEqual([]);
      expect(piece.definition.images).toEqual(EXPECTED_SLOTS.find((s) => s.name === want.name)!.images);
    }
  });

  it("puts the pieces of a hex on that hex of the fixture's grid (the nudged one too)", () => {
    for (const setup of EXPECTED_SETUPS) {
      for (const piece of setup.pieces) {
        if (!("hex" in piece.at)) continue;
        const h = hexAt(piece.x, piece.y);
        expect(hexLabel(h.col, h.row), piece.name).toBe(piece.at.hex);
      }
    }
  });
});

describe("decodeSavedGame on hand-written saves", () => {
  const piece = (id: string, name: string, map = "null", x = 0, y = 0) => {
    const { type, state } = pieceText([trait.marker({ Side: "Red" }), trait.basic(`${name}.svg`, name, { map, x, y })]);
    return addPiece(id, type, state);
  };

  it("places a stacked piece by its stack, an unstacked one by its own state, and leaves a piece with no map off it", async () => {
    const text = savedGameText([piece("1", "A"), piece("2", "B", "Board", 40, 50), piece("3", "C"), addStack("9", "Board", 300, 200, ["1"]), addStack("8", "null", 7, 7, ["3"])]);
    const r = await decodeSavedGame(savOf(text), "the saved game t.sav");
    if (!r.ok) throw new Error(r.reason);
    expect(r.pieces.map((p) => [p.id, p.definition.name, p.map, p.x, p.y])).toEqual([
      ["1", "A", "Board", 300, 200],
      ["2", "B", "Board", 40, 50],
      ["3", "C", null, 0, 0],
    ]);
  });

  it("reads a save that is not obfuscated, and one that is not zipped (VASSAL 3.0 set-ups are plain text)", async () => {
    const text = savedGameText([piece("1", "A", "Board", 5, 6)]);
    for (const bytes of [savOf(text, false), utf8(text), obfuscate(text)]) {
      const r = await decodeSavedGame(bytes, "the saved game");
      expect(r.ok && r.pieces.map((p) => [p.map, p.x, p.y])).toEqual([["Board", 5, 6]]);
    }
  });

  it("reads commands nested as VASSAL nests them (a backslash more each level)", () => {
    const text = encodeCommand({ command: "begin_save", then: [{ command: "", then: [{ command: "a", then: [{ command: "b", then: [{ command: "c" }] }] }] }, { command: "end_save" }] });
    expect(text).toContain("\\\\\u001bc");
    const split = splitCommands(text);
    expect(split.ok && split.list).toEqual(["begin_save", "", "a", "b", "c", "end_save"]);
  });

  it("reads the boards a set-up lays out on each map: names, reversed, column and row", async () => {
    const text = savedGameText(["Main MapBoardPicker\tNorth/rev\t0\t0\tSouth\t0\t1", "TrackBoardPicker\tTurns\t0\t0", "PLAYER\tme\tpw\tBlue"]);
    const r = await decodeSavedGame(savOf(text), "the saved game b.sav");
    expect(r.ok && r.boards).toEqual([
      { map: "Main Map", board: "North", reversed: true, column: 0, row: 0 },
      { map: "Main Map", board: "South", reversed: false, column: 0, row: 1 },
      { map: "Track", board: "Turns", reversed: false, column: 0, row: 0 },
    ]);
  });

  it("says so when a set-up places no pieces", async () => {
    const r = await decodeSavedGame(savOf(savedGameText(["MapBoardPicker\tBoard\t0\t0"])), "the saved game empty.sav");
    expect(r.ok && r.pieces).toEqual([]);
    expect(r.ok && r.report.map((e) => e.message)).toEqual(["places no pieces (a module may set up with at-start stacks instead)"]);
  });

  it("leaves a piece without a BasicPiece out and reports it", async () => {
    const r = await decodeSavedGame(savOf(savedGameText(["+/5/mark;Side/Red", piece("6", "F", "Board", 1, 1)])), "the saved game x.sav");
    expect(r.ok && r.pieces.map((p) => p.id)).toEqual(["6"]);
    expect(r.ok && r.report[0]!.message).toMatch(/piece 5 has no BasicPiece/);
  });
});

describe("decodeSavedGame refuses what is not a saved game, with one line", () => {
  const refused = async (bytes: Uint8Array, pattern: RegExp) => {
    const started = performance.now();
    const r = await decodeSavedGame(bytes, "the saved game bad.sav");
    expect(performance.now() - started).toBeLessThan(100);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toMatch(pattern);
    expect(r.reason).not.toContain("\n");
    expect(r.reason).toContain("bad.sav");
  };

  it("not a zip", () => refused(utf8("hello, world"), /not a zip archive/));
  it("a zip without savedGame", async () => refused(zipEntries([["other", utf8("x")]]), /holds no savedGame/));
  it("obfuscated text cut in the middle of a byte", () => refused(obfuscate("begin_save").slice(0, -1), /cut short/));
  it("obfuscated text with a character that is not hex", async () => {
    const bytes = obfuscate("begin_save\u001bend_save");
    bytes[11] = "z".charCodeAt(0);
    await refused(zipEntries([["savedGame", bytes]]), /not hex at byte 11/);
  });
  it("a key that is not hex", () => refused(utf8("!VCSKzz3a3b"), /key is not hex/));
  it("text that is no saved game", async () => refused(savOf("hello\u001bworld"), /does not start with begin_save/));
  it(`commands nested deeper than ${MAX_COMMAND_DEPTH} levels`, async () => {
    let tree = { command: "x" } as Parameters<typeof encodeCommand>[0];
    for (let i = 0; i < MAX_COMMAND_DEPTH + 5; i++) tree = { command: `c${i}`, then: [tree] };
    await refused(savOf(encodeCommand({ command: "begin_save", then: [tree] })), /nest deeper than 32 levels/);
  });
});

describe("deobfuscate", () => {
  it("undoes VASSAL's obfuscation, UTF-8 included", () => {
    expect(deobfuscate(obfuscate("begin_save\u001bZürich", 0xc3))).toEqual({ ok: true, text: "begin_save\u001bZürich" });
    // Written by VASSAL: "!VCSK", key 0x94, then "begin_save" XOR 0x94 as hex.
    const vassal = utf8("!VCSK94f6f1f3fdfacbe7f5e2f1");
    expect(deobfuscate(vassal)).toEqual({ ok: true, text: "begin_save" });
  });
});
