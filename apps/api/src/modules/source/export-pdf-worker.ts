// The full PDF export's layout thread (export-pdf.ts starts it): the cover and contents at once, then the
// sections of each batch of projects the main thread sends, and every byte of the document back as it is
// written. Laying out tens of thousands of pages, and pdfkit's closing of such a document, would hold the
// API's event loop for seconds; here they hold only this thread.
import { parentPort, workerData } from 'node:worker_threads';
import {
  newDocument,
  writeContents,
  writeSections,
  type ContentsEntry,
  type PdfBrand,
  type SectionBatch,
} from './export-pdf-layout.ts';

export interface PdfWorkerInput {
  title: string;
  brand: PdfBrand;
  projects: ContentsEntry[];
  window: { start: string; end: string };
  /** The last day of the data, in every page's header. */
  asOf: string;
}

/** From the main thread: the next batch's rows, or the end of the projects. */
export type ToPdfWorker = { batch: SectionBatch } | { end: true };
/** To the main thread: document bytes, a request for the next batch, or the document's end. */
export type FromPdfWorker = { bytes: Uint8Array } | { next: true } | { done: true };

const port = parentPort!;
const input = workerData as PdfWorkerInput;
const send = (message: FromPdfWorker) => port.postMessage(message);
// Nothing else runs on this thread: the layout needs no pauses.
const noPause = async () => undefined;

/**
 * Bytes are sent in parts of about this size: pdfkit writes each object in a few small pieces, and the main
 * thread handles every message waiting for it in one go, so a closing cross-reference table sent piece by
 * piece held the API's event loop for seconds.
 */
const PART_BYTES = 64 * 1024;

const { doc, out } = newDocument(input.title, input.brand, input.asOf);
let part: Buffer[] = [];
let partBytes = 0;
/** Sends what has been written and not yet sent. */
function flush() {
  if (partBytes === 0) return;
  send({ bytes: Buffer.concat(part, partBytes) });
  part = [];
  partBytes = 0;
}
out.on('data', (bytes: Buffer) => {
  part.push(bytes);
  partBytes += bytes.length;
  if (partBytes >= PART_BYTES) flush();
});
out.on('end', () => {
  flush();
  send({ done: true });
});

let numbered = 0;
/** Asks for the next batch once what came before has been sent (the main thread feeds as the client reads). */
function askNext() {
  setImmediate(() => {
    flush();
    send({ next: true });
  });
}
let work = writeContents(doc, noPause, input.projects, input.window).then(askNext);
port.on('message', (message: ToPdfWorker) => {
  work = work.then(async () => {
    if ('end' in message) return void doc.end();
    numbered = await writeSections(doc, noPause, message.batch, numbered);
    askNext();
  });
});
