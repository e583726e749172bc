/**
 * A small JSON scanner that knows where things are: the line and column of
 * every value by JSON pointer, and of the first syntax error. JSON.parse does
 * the real parsing (it is much faster); this runs only when a finding needs a
 * place in the text. Iterative, so deep nesting cannot overflow the stack.
 */
import { escapePointerToken } from "./findings";

export interface TextPosition {
  line: number;
  column: number;
}

export interface JsonSyntaxError extends TextPosition {
  offset: number;
  message: string;
}

type Frame = { kind: "object" | "array"; pointer: string; index: number };

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

class Scanner {
  pos = 0;
  constructor(
    readonly text: string,
    readonly onValue?: (pointer: string, offset: number) => void,
  ) {}

  fail(message: string, offset = this.pos): never {
    throw new ScanError(message, offset);
  }

  ws(): void {
    const t = this.text;
    let p = this.pos;
    while (p < t.length) {
      const c = t.charCodeAt(p);
      if (c === 32 || c === 10 || c === 13 || c === 9) p += 1;
      else break;
    }
    this.pos = p;
  }

  describe(offset = this.pos): string {
    if (offset >= this.text.length) return "unexpected end of text";
    return `unexpected character ${JSON.stringify(this.text[offset])}`;
  }

  string(): string {
    const t = this.text;
    const start = this.pos;
    let p = start + 1;
    let escaped = false;
    for (;;) {
      if (p >= t.length) this.fail("unterminated string", start);
      const c = t.charCodeAt(p);
      if (c === 34) break;
      if (c < 32) this.fail("control character in string (escape it)", p);
      if (c === 92) {
        escaped = true;
        const next = t[p + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(t.slice(p + 2, p + 6))) this.fail("bad \\u escape in string", p);
          p += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next)) this.fail("bad escape in string", p);
        p += 2;
        continue;
      }
      p += 1;
    }
    this.pos = p + 1;
    return escaped ? (JSON.parse(t.slice(start, p + 1)) as string) : t.slice(start + 1, p);
  }

  key(frame: Frame): string {
    this.ws();
    if (this.text[this.pos] !== '"') {
      const c = this.text[this.pos];
      this.fail(c === "}" ? "trailing comma before }" : `expected a property name in double quotes, ${this.describe()}`);
    }
    const name = this.string();
    this.ws();
    if (this.text[this.pos] !== ":") this.fail(`expected ':' after property name, ${this.describe()}`);
    this.pos += 1;
    return `${frame.pointer}/${escapePointerToken(name)}`;
  }

  run(): void {
    const t = this.text;
    const stack: Frame[] = [];
    let pointer = "";
    for (;;) {
      // A value is expected at `pointer`.
      this.ws();
      const offset = this.pos;
      this.onValue?.(pointer, offset);
      const c = t[offset];
      let closed = true;
      if (c === "{") {
        this.pos += 1;
        this.ws();
        if (t[this.pos] === "}") this.pos += 1;
        else {
          const frame: Frame = { kind: "object", pointer, index: 0 };
          stack.push(frame);
          pointer = this.key(frame);
          closed = false;
        }
      } else if (c === "[") {
        this.pos += 1;
        this.ws();
        if (t[this.pos] === "]") this.pos += 1;
        else {
          stack.push({ kind: "array", pointer, index: 0 });
          pointer = `${pointer}/0`;
          closed = false;
        }
      } else if (c === '"') this.string();
      else if (c === "t" || c === "f" || c === "n") {
        const word = c === "t" ? "true" : c === "f" ? "false" : "null";
        if (t.startsWith(word, offset)) this.pos += word.length;
        else this.fail(this.describe());
      } else {
        NUMBER.lastIndex = offset;
        const m = NUMBER.exec(t);
        if (!m || m[0].length === 0) this.fail(c === "]" ? "trailing comma before ]" : this.describe());
        this.pos += (m as RegExpExecArray)[0].length;
      }
      if (!closed) continue;
      // After a value: close containers or move to the next member.
      for (;;) {
        this.ws();
        const frame = stack[stack.length - 1];
        if (!frame) {
          if (this.pos < t.length) this.fail(`unexpected text after the JSON value (${this.describe()})`);
          return;
        }
        const d = t[this.pos];
        if (d === ",") {
          this.pos += 1;
          frame.index += 1;
          pointer = frame.kind === "object" ? this.key(frame) : `${frame.pointer}/${frame.index}`;
          break;
        }
        if ((frame.kind === "object" && d === "}") || (frame.kind === "array" && d === "]")) {
          this.pos += 1;
          stack.pop();
          continue;
        }
        this.fail(`expected ',' or '${frame.kind === "object" ? "}" : "]"}', ${this.describe()}`);
      }
    }
  }
}

class ScanError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Line starts, for turning offsets into 1-based line and column. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }

  at(offset: number): TextPosition {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.starts[lo] as number) + 1 };
  }
}

/** The first syntax error in the text, or null when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  try {
    new Scanner(text).run();
    return null;
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    return { offset: error.offset, message: error.message, ...new LineIndex(text).at(error.offset) };
  }
}

/**
 * Returns a function giving the position of the value at a JSON pointer; for
 * a pointer that does not exist (a missing property) it falls back to the
 * nearest existing parent.
 */
export function jsonPositions(text: string): (pointer: string) => TextPosition | undefined {
  const offsets = new Map<string, number>();
  try {
    new Scanner(text, (p, offset) => {
      if (!offsets.has(p)) offsets.set(p, offset);
    }).run();
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
  }
  const lines = new LineIndex(text);
  return (pointer) => {
    let p = pointer;
    for (;;) {
      const offset = offsets.get(p);
      if (offset !== undefined) return lines.at(offset);
      if (p === "") return undefined;
      p = p.slice(0, p.lastIndexOf("/"));
    }
  };
}
