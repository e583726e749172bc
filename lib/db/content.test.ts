// A document's content prepared for storage: text as a save sends it is inspected once (readJsonInput),
// not a second time as a value [#31], and is refused for exactly what a value is refused for.
import { beforeEach, describe, expect, it, vi } from "vitest";

const valueChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/model/json-input", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/model/json-input")>();
  return {
    ...original,
    checkJsonValue: (...args: Parameters<typeof original.checkJsonValue>) => {
      valueChecks.count += 1;
      return original.checkJsonValue(...args);
    },
  };
});

const { prepareContent } = await import("./content");

const refusal = (content: unknown) => {
  try {
    prepareContent(content);
    return "accepted";
  } catch (error) {
    return `${(error as { code?: string }).code}: ${(error as Error).message}`;
  }
};

beforeEach(() => {
  valueChecks.count = 0;
});

describe("prepareContent [#31]", () => {
  it("stores text as the compact JSON of its value, the same as the value itself gives, inspecting the text's value once", () => {
    const value = { schemaVersion: 3, name: "Fulda Gap ✓", hexes: [{ q: 1, r: -2, terrain: "forest" }], nested: { deep: [[1.5, null, true]] } };
    const text = JSON.stringify(value, null, 2);
    const fromText = prepareContent(`\ufeff${text}`);
    expect(valueChecks.count).toBe(0);
    const fromValue = prepareContent(value);
    expect(valueChecks.count).toBe(1);
    expect(fromText).toEqual(fromValue);
    expect(fromText).toMatchObject({ text: JSON.stringify(value), size: Buffer.byteLength(JSON.stringify(value)), schemaVersion: 3 });
    expect(fromText.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["not JSON", '{"a":', "invalid: The document is not valid JSON"],
    ["an array", "[1,2]", "invalid: A document must be a JSON object; it was not saved."],
    ["a string", '"text"', "invalid: A document must be a JSON object; it was not saved."],
    // Once read as a string the text was read again, so a document sent as a JSON string of its JSON was taken.
    ["a document's JSON inside a string", JSON.stringify('{"schemaVersion":1}'), "invalid: A document must be a JSON object; it was not saved."],
    ["null", "null", "invalid: A document must be a JSON object; it was not saved."],
    ["a __proto__ key", '{"a":{"__proto__":{"admin":true}}}', 'invalid: The key "__proto__" is not allowed in a document'],
    ["a number JSON cannot hold", '{"a":[1,1e999]}', "invalid: A number is too large for JSON to hold (it would be stored as null) (at /a/1); it was not saved."],
    ["a lone surrogate", '{"a":"x\\ud800y"}', "invalid: The text \"x\ufffdy\" holds a lone UTF-16 surrogate, which is not valid Unicode (at /a); it was not saved."],
    ["nesting past the limit", `${'{"a":'.repeat(101)}1${"}".repeat(101)}`, "invalid: The JSON is nested more than 100 levels deep"],
  ])("refuses text holding %s with a one-line reason", (_what, text, expected) => {
    expect(refusal(text)).toContain(expected);
    expect(refusal(text)).not.toContain("\n");
  });

  it("refuses values for the same reasons, as a value", () => {
    expect(refusal({ a: [1, Infinity] })).toBe(refusal('{"a":[1,1e999]}'));
    expect(refusal({ a: "x\ud800y" })).toBe(refusal('{"a":"x\\ud800y"}'));
    expect(refusal([1, 2])).toBe(refusal("[1,2]"));
  });

  it("refuses text within the limit whose compact form is over it: numbers written short grow when stored", () => {
    // 1.4 million "1e10" are 7 MB as sent and 16.8 MB stored ("10000000000"), over the 16 MB limit.
    const text = `{"n":[${Array.from({ length: 1_400_000 }, () => "1e10").join(",")}]}`;
    expect(text.length).toBeLessThan(16 * 1024 * 1024);
    expect(refusal(text)).toBe("too-large: The document is 16800007 bytes, over the 16777216-byte limit for a document; it was not saved.");
  });
});
