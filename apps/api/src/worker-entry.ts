// Starts a worker thread on a TypeScript module. From the sources (tsx, Vitest) the worker first registers tsx's
// loader, since Node 20 does not hand the main thread's `--import tsx` to workers; in the compiled build each
// worker is an entry of its own beside the bundle (apps/api/build.mjs), run by plain Node.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** False inside the compiled bundle, where every module's import.meta.url is the bundle's .mjs file. */
const fromSources = import.meta.url.endsWith('.ts');

/** `module`: the worker's source file, e.g. `new URL('./event-worker.ts', import.meta.url)`. */
export function startWorker(module: URL, options: WorkerOptions): Worker {
  if (!fromSources) {
    const compiled = path.basename(fileURLToPath(module)).replace(/\.ts$/, '.mjs');
    return new Worker(new URL(`./${compiled}`, import.meta.url), options);
  }
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
