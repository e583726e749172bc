/**
 * VASSAL's SequenceEncoder, the flat text every piece type, piece state and
 * saved-game command is written in: fields joined by one delimiter, a
 * delimiter inside a field escaped by a backslash in front of it (and nothing
 * else escaped), a field that ends in a backslash or is wrapped in single
 * quotes wrapped in single quotes once more. Nested sequences are fields of
 * their parent, so each level of nesting adds one backslash before its
 * delimiters; decoding one level removes one. Written to read what VASSAL
 * writes, quirks included (an empty list encodes as nothing at all).
 */

/** Joins fields as VASSAL's SequenceEncoder.append(String) does; null for no fields, as VASSAL's getValue(). */
export function encodeSequence(fields: readonly string[], delimiter: string): string | null {
  if (fields.length === 0) return null;
  return fields.map((field) => encodeField(field, delimiter)).join(delimiter);
}

function encodeField(field: string, delimiter: string): string {
  const escaped = field.split(delimiter).join(`\\${delimiter}`);
  // A trailing backslash would escape the next delimiter; VASSAL quotes such fields (and already-quoted ones, which the decoder unwraps).
  return field.endsWith("\\") || (field.startsWith("'") && field.endsWith("'")) ? `'${escaped}'` : escaped;
}

/** Reads fields one at a time, as VASSAL's SequenceEncoder.Decoder does. */
export class SequenceDecoder {
  private rest: string | null;
  constructor(
    value: string | null,
    private readonly delimiter: string,
  ) {
    this.rest = value;
  }

  hasMore(): boolean {
    return this.rest !== null;
  }

  /** The next field, or `fallback` when there are none left. */
  next(fallback = ""): string {
    const value = this.rest;
    if (value === null) return fallback;
    const d = this.delimiter;
    let token: string;
    const first = value.indexOf(d);
    if (first < 0) {
      token = value;
      this.rest = null;
    } else {
      let buffer = "";
      let begin = 0;
      let end = first;
      while (begin < end && value.charCodeAt(end - 1) === 92 /* \ */) {
        buffer += value.slice(begin, end - 1);
        begin = end;
        end = value.indexOf(d, end + 1);
      }
      if (end < 0) {
        buffer += value.slice(begin);
        this.rest = null;
      } else {
        buffer += value.slice(begin, end);
        this.rest = end >= value.length - 1 ? "" : value.slice(end + 1);
      }
      token = buffer;
    }
    return token.length > 1 && token.startsWith("'") && token.endsWith("'") ? token.slice(1, -1) : token;
  }

  nextInt(fallback: number): number {
    if (this.rest === null) return fallback;
    const token = this.next();
    // Java's Integer.parseInt: an optional sign and digits, nothing else.
    return /^[+-]?\d{1,10}$/.test(token) && Math.abs(Number(token)) <= 2 ** 31 ? Number(token) : fallback;
  }

  nextBoolean(fallback: boolean): boolean {
    return this.rest === null ? fallback : this.next() === "true";
  }
}

/** Every field of an encoded sequence. */
export function decodeSequence(value: string | null, delimiter: string): string[] {
  const decoder = new SequenceDecoder(value, delimiter);
  const fields: string[] = [];
  while (decoder.hasMore()) fields.push(decoder.next());
  return fields;
}
