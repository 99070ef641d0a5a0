// A hash index from numeric keys to row numbers, for summing millions of facts in memory.

/**
 * Row numbers by numeric key: open addressing over typed arrays. Keys reach 2^50 (several columns' ids in
 * mixed radix), which a Map would box and hash on every one of millions of lookups.
 */
export class KeyIndex {
  private keys = new Float64Array(1 << 12);
  private rows = new Int32Array(1 << 12).fill(-1);
  size = 0;

  private static hash(key: number): number {
    const low = key >>> 0;
    const high = Math.floor(key / 4294967296);
    // Both halves mixed into every bit (the table takes the low bits): ids in mixed radix differ in few bits.
    let h = Math.imul(low, 0x9e3779b1) ^ Math.imul(high, 0x85ebca6b);
    h ^= h >>> 16;
    h = Math.imul(h, 0x7feb352d);
    return h ^ (h >>> 15);
  }

  /** The key's row, or -1. */
  get(key: number): number {
    const mask = this.rows.length - 1;
    for (let i = KeyIndex.hash(key) & mask; ; i = (i + 1) & mask) {
      const row = this.rows[i] as number;
      if (row === -1 || this.keys[i] === key) return row;
    }
  }

  /** Gives a new key the next row number. */
  add(key: number): number {
    if ((this.size + 1) * 2 > this.rows.length) this.grow();
    const mask = this.rows.length - 1;
    let i = KeyIndex.hash(key) & mask;
    while (this.rows[i] !== -1) i = (i + 1) & mask;
    this.keys[i] = key;
    this.rows[i] = this.size;
    return this.size++;
  }

  private grow() {
    const { keys, rows } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.rows = new Int32Array(rows.length * 2).fill(-1);
    const mask = this.rows.length - 1;
    for (let j = 0; j < rows.length; j++) {
      if (rows[j] === -1) continue;
      let i = KeyIndex.hash(keys[j] as number) & mask;
      while (this.rows[i] !== -1) i = (i + 1) & mask;
      this.keys[i] = keys[j] as number;
      this.rows[i] = rows[j] as number;
    }
  }
}
