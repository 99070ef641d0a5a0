// Streamed PDF exports: one project (title block, principals, products specified), laid out here in slices
// that yield to the event loop; or every project in scope (a cover, a linked table of contents and one
// section per project), laid out in a worker thread (export-pdf-worker.ts) fed batch by batch as the client
// reads. Either stops as soon as its download closes.
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { batches, drained, type ExportStream } from './export-files.ts';
import {
  newDocument,
  projectSection,
  slicer,
  type ContentsEntry,
  type Doc,
  type PdfBrand,
} from './export-pdf-layout.ts';
import { startWorker } from '../../worker-entry.ts';
import type { FromPdfWorker, PdfWorkerInput, ToPdfWorker } from './export-pdf-worker.ts';
import { principalsOf, projectHeadings, projectSpecLines } from './source-data.queries.ts';

export type { PdfBrand } from './export-pdf-layout.ts';

/**
 * Runs `write` and ends the document; a failure part-way destroys the stream (the download fails). A
 * stream closed before its end (the client went away) stops `write` at its next pause point and drops what
 * the document still holds. `ended` settles when the work has really ended: the last byte taken, or the
 * layout stopped after a failure or a disconnect.
 */
function run(doc: Doc, out: PassThrough, write: () => Promise<void>): ExportStream<PassThrough> {
  out.once('close', () => {
    doc.unpipe(out);
    doc.destroy();
  });
  const ended = (async () => {
    try {
      await write();
      doc.end();
    } catch (err) {
      if (!out.destroyed) out.destroy(err as Error);
    }
    await finished(out).catch(() => undefined);
  })();
  return Object.assign(out, { ended });
}

/** The PDF of one project (already found in scope). */
export function streamProjectPdf(
  db: Kysely<MarketDB>,
  scope: FilterScope,
  projectId: number,
  brand: PdfBrand,
): ExportStream<PassThrough> {
  const { doc, out } = newDocument('Project Source Data', brand, scope.asOf);
  const pause = slicer(out);
  return run(doc, out, async () => {
    const [project] = await projectHeadings(db, [projectId]);
    if (!project) throw new Error(`project ${projectId} vanished`);
    await projectSection(
      doc,
      pause,
      project,
      await principalsOf(db, [projectId]),
      await projectSpecLines(db, scope, [projectId]),
    );
  });
}

/**
 * Every project in scope (in the panel's order): a cover with the filters' window, a table of contents
 * whose entries link to their sections (and the same entries as PDF bookmarks), then the sections, read
 * batch by batch when the client has taken what came before. A client that goes away ends the worker at
 * once; `ended` settles when the worker has exited and the stream is done.
 */
export function streamAllProjectsPdf(
  db: Kysely<MarketDB>,
  scope: FilterScope,
  projects: readonly ContentsEntry[],
  brand: PdfBrand,
): ExportStream<PassThrough> {
  const out = new PassThrough();
  const input: PdfWorkerInput = {
    title: 'All Projects Source Data',
    brand: { productName: brand.productName, primaryColor: brand.primaryColor },
    projects: projects.map(({ id, name, state, percentage }) => ({ id, name, state, percentage })),
    window: { start: scope.window.start, end: scope.window.end },
    asOf: scope.asOf,
  };
  const worker = startWorker(new URL('./export-pdf-worker.ts', import.meta.url), { workerData: input });
  const fail = (err: unknown) => {
    if (!out.destroyed) out.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      if (code !== 0 && !out.writableEnded) fail(new Error(`the PDF worker exited with code ${code}`));
      resolve();
    }),
  );
  worker.on('error', fail);
  out.once('close', () => void worker.terminate());

  const pending = batches(input.projects.map((p) => p.id));
  /** Sends the next batch once the client has taken what came before (or the end, after the last). */
  async function feed() {
    await drained(out);
    const ids = pending.next();
    if (ids.done) return worker.postMessage({ end: true } satisfies ToPdfWorker);
    const [headings, principals, lines] = await Promise.all([
      projectHeadings(db, ids.value),
      principalsOf(db, ids.value),
      projectSpecLines(db, scope, ids.value),
    ]);
    worker.postMessage({ batch: { headings, principals, lines } } satisfies ToPdfWorker);
  }
  worker.on('message', (message: FromPdfWorker) => {
    if ('bytes' in message) out.write(message.bytes);
    else if ('next' in message) feed().catch(fail);
    else {
      out.end();
      void worker.terminate();
    }
  });
  const ended = exited.then(() => finished(out).catch(() => undefined));
  return Object.assign(out, { ended });
}
