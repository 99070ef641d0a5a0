// The page bench's API, run in a child process (page-api-process.ts): what the bench asks of it (the answer
// cache off or on, the memory it holds) goes over the fork's message channel.
import { fork } from 'node:child_process';
import type { BenchApiOptions } from './bench-api.ts';

export interface PageApiMemory {
  /** The process's resident set now, and its peak since the previous memory() (sampled every 50 ms). */
  rss: number;
  peakRss: number;
  /** The JavaScript heap's committed size and its part in use at the moment of that peak. */
  peakHeapTotal: number;
  peakHeapUsed: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the JavaScript heap that it tracks (buffers), and the ArrayBuffers among it. */
  external: number;
  arrayBuffers: number;
  /** The market engine's buffers (DuckDB's own allocations). */
  engine: number;
  /** What the answer cache and the point maps' cluster indexes hold, by their own weights. */
  answerCache: number;
  pointIndexes: number;
}

type PageApiCommand = { op: 'bypass'; on: boolean } | { op: 'memory' } | { op: 'close' };
export type PageApiOrder = { id: number } & PageApiCommand;
export interface PageApiReady {
  ready: true;
  base: string;
  /** The portal database's engine (embedded or postgres). */
  portal: string;
  /** The admin's token. */
  token: string;
}

export interface PageApi extends Omit<PageApiReady, 'ready'> {
  /** The answer cache off (the uncached figures) or on. */
  bypass(on: boolean): Promise<void>;
  memory(): Promise<PageApiMemory>;
  close(): Promise<void>;
}

export async function startPageApi(options: Omit<BenchApiOptions, 'log'>, log: (line: string) => void) {
  const child = fork(new URL('./page-api-process.ts', import.meta.url), [JSON.stringify(options)]);
  const waiting = new Map<
    number,
    { resolve: (m: { memory?: PageApiMemory }) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let failed: Error | null = null;
  const fail = (e: Error) => {
    failed = e;
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  child.on('exit', (code) => fail(new Error(`the page bench's API process exited (${code})`)));
  const ready = new Promise<PageApiReady>((resolve, reject) => {
    child.on('exit', (code) =>
      reject(new Error(`the page bench's API process exited (${code}) before it was ready`)),
    );
    child.on(
      'message',
      (m: { log?: string; ready?: true; id?: number; error?: string; memory?: PageApiMemory }) => {
        if (m.log !== undefined) log(m.log);
        else if (m.ready) resolve(m as PageApiReady);
        else if (m.id !== undefined) {
          const w = waiting.get(m.id);
          waiting.delete(m.id);
          if (m.error) w?.reject(new Error(m.error));
          else w?.resolve(m);
        }
      },
    );
  });
  const ask = (order: PageApiCommand) =>
    new Promise<{ memory?: PageApiMemory }>((resolve, reject) => {
      if (failed) return reject(failed);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      child.send({ id, ...order } satisfies PageApiOrder);
    });
  const { base, portal, token } = await ready;
  return {
    base,
    portal,
    token,
    bypass: async (on) => void (await ask({ op: 'bypass', on })),
    memory: async () => {
      const { memory } = await ask({ op: 'memory' });
      if (!memory) throw new Error('the API process sent no memory figures');
      return memory;
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await ask({ op: 'close' }).catch(() => undefined);
      await exited;
    },
  } satisfies PageApi;
}
