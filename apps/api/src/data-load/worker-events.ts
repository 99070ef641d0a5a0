// The main thread's side of the events worker: starts it, and reads its chunks as an async iterable.
import { startWorker } from '../worker-entry.ts';
import type { ColumnChunk } from '@specpulse/demo-data';
import type { EventWorkerInput } from './event-worker.ts';

/**
 * Starts generating the events now; the chunks are read as they come (the worker runs a few chunks ahead of
 * the reader, then waits).
 */
export function eventsFromWorker(input: EventWorkerInput): AsyncIterable<ColumnChunk> & { stop(): void } {
  const worker = startWorker(new URL('./event-worker.ts', import.meta.url), { workerData: input });
  const queue: (ColumnChunk | null)[] = [];
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (chunk: ColumnChunk | null) => {
    queue.push(chunk);
    notify();
  });
  worker.on('error', (e) => {
    failure = e;
    notify();
  });
  worker.on('exit', (code) => {
    if (code !== 0 && failure === null) failure = new Error(`the events worker exited with code ${code}`);
    notify();
  });
  return {
    stop: () => void worker.terminate(),
    async *[Symbol.asyncIterator]() {
      try {
        for (;;) {
          while (queue.length === 0 && failure === null) await new Promise<void>((r) => (wake = r));
          if (queue.length === 0) throw failure;
          const chunk = queue.shift() as ColumnChunk | null;
          if (chunk === null) return;
          worker.postMessage('next');
          yield chunk;
        }
      } finally {
        await worker.terminate();
      }
    },
  };
}
