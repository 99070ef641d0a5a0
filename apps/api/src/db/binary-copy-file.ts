// The file framing of PostgreSQL's binary COPY: the header and trailer around the rows each COPY sends
// (the demo-data generator writes the rows themselves, @specpulse/demo-data's BinaryRowWriter).

/** The file header (signature, flags, no extension) every binary COPY starts with. */
export const BINARY_COPY_HEADER = Uint8Array.from([
  ...Array.from('PGCOPY\n', (c) => c.charCodeAt(0)),
  0xff,
  0x0d,
  0x0a,
  0x00,
  ...[0, 0, 0, 0],
  ...[0, 0, 0, 0],
]);
/** The file trailer: a field count of -1. */
export const BINARY_COPY_TRAILER = Uint8Array.from([0xff, 0xff]);
