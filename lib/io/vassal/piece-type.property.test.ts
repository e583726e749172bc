import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addPiece, encodeCommand, pieceText, trait, type CommandTree } from "./fixtures/sav-writer";
import { decodeAddPiece, decodePiece } from "./piece-type";
import { splitCommands } from "./saved-game";
import { decodeSequence, encodeSequence } from "./sequence-encoder";

// Text as VASSAL may hold it: the delimiters, backslashes and quotes that make the escaping hard, among ordinary letters.
const tricky = fc.string({ unit: fc.constantFrom("a", "Z", "ü", " ", "\\", "'", ";", ",", "\t", "/", "0", "-"), maxLength: 12 });
const DELIMITERS = [";", ",", "\t", "/", "\u001b"];

describe("VASSAL's sequence encoding, round trip", () => {
  it("decodes what it encodes, for any fields and any of VASSAL's delimiters", () => {
    fc.assert(
      fc.property(fc.array(tricky, { minLength: 1, maxLength: 8 }), fc.constantFrom(...DELIMITERS), (fields, delimiter) => {
        expect(decodeSequence(encodeSequence(fields, delimiter), delimiter)).toEqual(fields);
      }),
      { numRuns: 500 },
    );
  });

  it("decodes sequences nested in sequences, each a level deeper", () => {
    fc.assert(
      fc.property(fc.array(fc.array(tricky, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (groups) => {
        const outer = encodeSequence(
          groups.map((g) => encodeSequence(g, "\t")!),
          "\t",
        );
        expect(decodeSequence(outer, "\t").map((inner) => decodeSequence(inner, "\t"))).toEqual(groups);
      }),
      { numRuns: 300 },
    );
  });
});

describe("piece types, round trip", () => {
  const keys = fc.uniqueArray(tricky.filter((k) => k.length > 0), { minLength: 0, maxLength: 6 });

  it("reads back the name, markers, prototypes and position of any piece written as VASSAL writes it", () => {
    fc.assert(
      fc.property(
        keys,
        fc.array(tricky, { minLength: 6, maxLength: 6 }),
        fc.array(tricky.filter((p) => p.length > 0), { maxLength: 3 }),
        // VASSAL splits a piece's type at its first tab whatever the trait, so a BasicPiece name with a tab cannot be written.
        tricky.filter((n) => !n.includes("\t")),
        fc.record({ x: fc.integer({ min: -5000, max: 5000 }), y: fc.integer({ min: -5000, max: 5000 }) }),
        (markerKeys, values, prototypes, name, at) => {
          const properties = Object.fromEntries(markerKeys.map((k, i) => [k, values[i]!]));
          const traits = [...prototypes.map((p) => trait.prototype(p)), ...markerKeys.map((k) => trait.marker({ [k]: properties[k]! })), trait.basic("counter.svg", name, { map: "Main Map", ...at })];
          const { type, state } = pieceText(traits);
          const add = decodeAddPiece(addPiece("17", type, state));
          expect(add).toEqual({ id: "17", type, state });
          const piece = decodePiece(add!.type, add!.state);
          expect(piece.definition.name).toBe(name);
          expect(piece.definition.properties).toEqual(properties);
          // UsePrototype's type is `prototype;name`, read as a `;` sequence: a name holding `;` is cut there, as VASSAL cuts it.
          expect(piece.definition.prototypes).toEqual(prototypes.map((p) => decodeSequence(p, ";")[0]).filter(Boolean));
          expect(piece.definition.images).toEqual(["images/counter.svg"]);
          expect([piece.map, piece.x, piece.y]).toEqual(["Main Map", at.x, at.y]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("saved-game command streams, round trip", () => {
  // A command wrapped in quotes loses them twice on the way back in VASSAL too (once by its parent, once by its own decoder): none is written so.
  const command = tricky.map((s) => s.replace(/\u001b/g, "")).filter((s) => !(s.length > 1 && s.startsWith("'") && s.endsWith("'")));
  const tree: fc.Arbitrary<CommandTree> = fc.letrec<{ node: CommandTree }>((tie) => ({
    node: fc.record({ command, then: fc.oneof({ maxDepth: 4 }, fc.constant(undefined), fc.array(tie("node"), { maxLength: 3 })) }, { requiredKeys: ["command"] }) as fc.Arbitrary<CommandTree>,
  })).node;
  const preorder = (t: CommandTree): string[] => [t.command, ...(t.then ?? []).flatMap(preorder)];

  it("splits a nested compound command into its commands in order", () => {
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 4 }), (children) => {
        const root = { command: "begin_save", then: children };
        const split = splitCommands(encodeCommand(root));
        expect(split.ok && split.list).toEqual(preorder(root));
      }),
      { numRuns: 300 },
    );
  });
});
