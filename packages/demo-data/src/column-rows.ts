// The fact tables' rows as columns: the generator writes each value into a typed array (no text formatting,
// no parsing), and the loader hands the arrays to the market store's columnar appender.

/** Days from 1970-01-01 as the generator counts them. */
const MICROS_PER_SECOND = 1_000_000;

/**
 * A chunk of rows, column by column: every value as a number (integers, dates as day numbers, timestamps as
 * microseconds since 1970, booleans as 0/1), text where a column holds text, and a null flag per value.
 */
export interface ColumnChunk {
  rows: number;
  numbers: Float64Array[];
  texts: ((string | null)[] | null)[];
  nulls: Uint8Array[];
}

/**
 * Writes rows field by field in the table's column order (row(n) then one call per field), like a COPY row,
 * into per-column arrays; `take` hands over the rows written since the last take.
 */
export class ColumnRowWriter {
  private numbers: Float64Array[] = [];
  private texts: ((string | null)[] | null)[] = [];
  private nulls: Uint8Array[] = [];
  private capacity: number;
  private rows = 0;
  private field = 0;

  constructor(private readonly chunkRows = 64 * 1024) {
    this.capacity = chunkRows;
  }

  /** Starts a row of `fields` fields. */
  row(fields: number): this {
    while (this.numbers.length < fields) {
      this.numbers.push(new Float64Array(this.capacity));
      this.nulls.push(new Uint8Array(this.capacity));
      this.texts.push(null);
    }
    if (this.rows === this.capacity) this.grow();
    this.rows++;
    this.field = 0;
    return this;
  }

  private grow() {
    this.capacity *= 2;
    this.numbers = this.numbers.map((a) => {
      const b = new Float64Array(this.capacity);
      b.set(a);
      return b;
    });
    this.nulls = this.nulls.map((a) => {
      const b = new Uint8Array(this.capacity);
      b.set(a);
      return b;
    });
  }

  private number(v: number): this {
    const f = this.field++;
    (this.numbers[f] as Float64Array)[this.rows - 1] = v;
    (this.nulls[f] as Uint8Array)[this.rows - 1] = 0;
    return this;
  }

  int2(v: number): this {
    return this.number(v);
  }
  int4(v: number): this {
    return this.number(v);
  }
  /** A non-negative integer up to 2^53. */
  int8(v: number): this {
    return this.number(v);
  }
  float8(v: number): this {
    return this.number(v);
  }
  bool(v: boolean): this {
    return this.number(v ? 1 : 0);
  }
  /** A date, as the generator's day number (days since 1970-01-01). */
  date(day: number): this {
    return this.number(day);
  }
  /** A timestamp with time zone: the generator's day number and the seconds into that UTC day. */
  timestamp(day: number, seconds: number): this {
    return this.number((day * 86_400 + seconds) * MICROS_PER_SECOND);
  }

  text(s: string): this {
    const f = this.field++;
    const column = (this.texts[f] ??= []);
    column[this.rows - 1] = s;
    (this.nulls[f] as Uint8Array)[this.rows - 1] = 0;
    return this;
  }

  null(): this {
    const f = this.field++;
    (this.nulls[f] as Uint8Array)[this.rows - 1] = 1;
    const column = this.texts[f];
    if (column) column[this.rows - 1] = null;
    return this;
  }

  /** An int4 that is NULL when 0 (the generators' "none"). */
  optionalInt4(v: number): this {
    return v ? this.int4(v) : this.null();
  }

  get full(): boolean {
    return this.rows >= this.chunkRows;
  }

  /** The rows written since the last take (the arrays are handed over; new ones are made). */
  take(): ColumnChunk {
    const n = this.rows;
    const chunk: ColumnChunk = {
      rows: n,
      numbers: this.numbers.map((a) => a.subarray(0, n)),
      texts: this.texts.map((t) => (t ? t.slice(0, n) : null)),
      nulls: this.nulls.map((a) => a.subarray(0, n)),
    };
    this.capacity = this.chunkRows;
    this.numbers = [];
    this.nulls = [];
    this.texts = [];
    this.rows = 0;
    return chunk;
  }
}
