// CSV text for COPY: quoting of text fields and batching of rows into chunks.

const NEEDS_QUOTES = /[",\n\r]/;

/** A text field: quoted when it holds a delimiter; never empty (an unquoted empty field is NULL). */
export function csvText(value: string): string {
  if (value === '') return '""';
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows (one or more lines each, no trailing newline) joined into chunks of a few thousand lines. */
export function* csvRows<T>(
  items: Iterable<T>,
  toRow: (item: T) => string,
  rowsPerChunk = 4000,
): Generator<string> {
  let batch: string[] = [];
  for (const item of items) {
    batch.push(toRow(item));
    if (batch.length >= rowsPerChunk) {
      yield batch.join('\n') + '\n';
      batch = [];
    }
  }
  if (batch.length) yield batch.join('\n') + '\n';
}

/**
 * Writes CSV rows of numbers and ASCII text straight into a byte buffer: the fact tables have millions
 * of rows, and building a string per row spends most of the time in the garbage collector.
 */
export class CsvWriter {
  private buf: Buffer;
  private pos = 0;

  constructor(private readonly chunkBytes = 1 << 20) {
    this.buf = Buffer.allocUnsafe(chunkBytes + 4096);
  }

  /** A non-negative integer. */
  int(n: number): this {
    const buf = this.buf;
    if (n < 10) {
      buf[this.pos++] = 48 + n;
      return this;
    }
    let digits = 0;
    for (let m = n; m >= 1; m = Math.floor(m / 10)) digits++;
    let at = this.pos + digits;
    this.pos = at;
    for (let m = n; m >= 1; m = Math.floor(m / 10)) buf[--at] = 48 + (m % 10);
    return this;
  }

  /** ASCII text that needs no quoting (codes, dates, booleans). */
  text(s: string): this {
    const buf = this.buf;
    for (let i = 0; i < s.length; i++) buf[this.pos++] = s.charCodeAt(i);
    return this;
  }

  comma(): this {
    this.buf[this.pos++] = 44;
    return this;
  }

  end(): void {
    this.buf[this.pos++] = 10;
  }

  get full(): boolean {
    return this.pos >= this.chunkBytes;
  }

  take(): string {
    const chunk = this.buf.toString('latin1', 0, this.pos);
    this.pos = 0;
    return chunk;
  }
}
