/**
 * A binary min-heap of hex indices keyed by float costs, on typed arrays, for
 * movement and retreat searches. Ties break on the lower secondary key so the
 * search is deterministic.
 */
export class HexHeap {
  private keys: Float64Array;
  private ties: Int32Array;
  private items: Int32Array;
  size = 0;

  constructor(capacity = 1024) {
    this.keys = new Float64Array(capacity);
    this.ties = new Int32Array(capacity);
    this.items = new Int32Array(capacity);
  }

  clear(): void {
    this.size = 0;
  }

  push(item: number, key: number, tie: number): void {
    if (this.size === this.items.length) this.grow();
    let i = this.size;
    this.size += 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(key, tie, this.keys[p] as number, this.ties[p] as number)) break;
      this.keys[i] = this.keys[p] as number;
      this.ties[i] = this.ties[p] as number;
      this.items[i] = this.items[p] as number;
      i = p;
    }
    this.keys[i] = key;
    this.ties[i] = tie;
    this.items[i] = item;
  }

  /** Removes the smallest; returns its item (the caller reads `lastKey`). */
  pop(): number {
    const top = this.items[0] as number;
    this.lastKey = this.keys[0] as number;
    this.size -= 1;
    if (this.size > 0) {
      const key = this.keys[this.size] as number;
      const tie = this.ties[this.size] as number;
      const item = this.items[this.size] as number;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= this.size) break;
        const r = l + 1;
        const c = r < this.size && this.less(this.keys[r] as number, this.ties[r] as number, this.keys[l] as number, this.ties[l] as number) ? r : l;
        if (!this.less(this.keys[c] as number, this.ties[c] as number, key, tie)) break;
        this.keys[i] = this.keys[c] as number;
        this.ties[i] = this.ties[c] as number;
        this.items[i] = this.items[c] as number;
        i = c;
      }
      this.keys[i] = key;
      this.ties[i] = tie;
      this.items[i] = item;
    }
    return top;
  }

  lastKey = 0;

  private less(k1: number, t1: number, k2: number, t2: number): boolean {
    return k1 < k2 || (k1 === k2 && t1 < t2);
  }

  private grow(): void {
    const n = this.items.length * 2;
    const keys = new Float64Array(n);
    keys.set(this.keys);
    const ties = new Int32Array(n);
    ties.set(this.ties);
    const items = new Int32Array(n);
    items.set(this.items);
    this.keys = keys;
    this.ties = ties;
    this.items = items;
  }
}
