// Worker thread of a load: plans the data set as the load does and generates its market events, handing the
// column chunks over (their buffers moved, not copied) while the main thread writes the spec lines: the two
// generators are the load's longest stages, and on two cores they now overlap.
import { parentPort, workerData } from 'node:worker_threads';
import { eventRows, type ScaleParams } from '@specpulse/demo-data';
import { planDataSet } from './plan.ts';

export interface EventWorkerInput {
  params: ScaleParams;
  seed: number;
  end: string;
}

/** Chunks sent ahead of the main thread's acknowledgements (memory stays bounded when appending is slower). */
const AHEAD = 4;

const port = parentPort;
if (!port) throw new Error('event-worker.ts runs as a worker thread');
const { params, seed, end } = workerData as EventWorkerInput;
const plan = planDataSet(params, seed, end, true);
let credits = AHEAD;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits++;
  wake?.();
  wake = null;
});

for (const chunk of eventRows({ ...plan, seed, total: plan.events })) {
  if (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits--;
  const buffers = [...chunk.numbers, ...chunk.nulls].map((a) => a.buffer as ArrayBuffer);
  port.postMessage(chunk, buffers);
}
port.postMessage(null);
