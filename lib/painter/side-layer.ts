/**
 * Small values (1–255; 0 = nothing) on the sides of a map's hexes, held dense
 * by side key (EditableMap.sideKey: the lower hex × 4 + direction) in one byte
 * array, with a Map's reading and writing methods. Drawing a tile reads the
 * sides of thousands of hexes: an array read each instead of a hash lookup.
 * Iteration is in key order (what saving wants) and scans the array (forEach).
 */
export class SideLayer {
  readonly data: Uint8Array;
  private count = 0;

  constructor(keys: number, data?: Uint8Array) {
    this.data = data ?? new Uint8Array(keys);
    if (data) this.forEach(() => this.count++);
  }

  get size(): number {
    return this.count;
  }

  get(key: number): number | undefined {
    const v = this.data[key];
    return v ? v : undefined;
  }

  has(key: number): boolean {
    return (this.data[key] ?? 0) !== 0;
  }

  set(key: number, value: number): this {
    if (!Number.isInteger(key) || key < 0 || key >= this.data.length) throw new RangeError(`No side with key ${key} on this map.`);
    if (!Number.isInteger(value) || value < 0 || value > 255) throw new RangeError(`A side value must be 0–255, not ${value}.`);
    const was = this.data[key]!;
    if (was === 0 && value !== 0) this.count++;
    else if (was !== 0 && value === 0) this.count--;
    this.data[key] = value;
    return this;
  }

  delete(key: number): boolean {
    if (!this.has(key)) return false;
    this.data[key] = 0;
    this.count--;
    return true;
  }

  /**
   * Calls `visit` for each side with a value, in key order. Most sides are
   * empty: the array is read four sides at a time where it lies on a 4-byte
   * boundary, so a 490,000-hex map (two million sides) is scanned in about a
   * millisecond.
   */
  forEach(visit: (key: number, value: number) => void): void {
    const v = this.data;
    let k = 0;
    if (v.byteOffset % 4 === 0) {
      const words = new Uint32Array(v.buffer, v.byteOffset, v.length >> 2);
      for (let w = 0; w < words.length; w++) {
        if (words[w] === 0) continue;
        for (let j = w * 4, end = j + 4; j < end; j++) if (v[j] !== 0) visit(j, v[j]!);
      }
      k = words.length * 4;
    }
    for (; k < v.length; k++) if (v[k] !== 0) visit(k, v[k]!);
  }

  *entries(): IterableIterator<[number, number]> {
    const found: number[] = [];
    this.forEach((key, value) => found.push(key, value));
    for (let i = 0; i < found.length; i += 2) yield [found[i]!, found[i + 1]!];
  }

  *keys(): IterableIterator<number> {
    for (const [k] of this.entries()) yield k;
  }

  *values(): IterableIterator<number> {
    for (const [, v] of this.entries()) yield v;
  }

  [Symbol.iterator](): IterableIterator<[number, number]> {
    return this.entries();
  }

  /** A copy of the array, for a snapshot. */
  copy(): Uint8Array {
    return this.data.slice();
  }
}
