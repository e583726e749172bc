/**
 * Small values (1–255; 0 = nothing) on the sides of a map's hexes, held dense
 * by side key (EditableMap.sideKey: the lower hex × 4 + direction) in one byte
 * array, with a Map's reading and writing methods. Drawing a tile reads the
 * sides of thousands of hexes: an array read each instead of a hash lookup.
 * Iteration is in key order (what saving wants) and scans the array, about a
 * millisecond for a 200,000-hex map.
 */
export class SideLayer {
  readonly data: Uint8Array;
  private count = 0;

  constructor(keys: number, data?: Uint8Array) {
    this.data = data ?? new Uint8Array(keys);
    if (data) for (let k = 0; k < data.length; k++) if (data[k] !== 0) this.count++;
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

  *entries(): IterableIterator<[number, number]> {
    const v = this.data;
    for (let k = 0; k < v.length; k++) if (v[k] !== 0) yield [k, v[k]!];
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
