// The queue of full PDF exports, the most expensive work a user can ask for (minutes of layout at large
// scale): one at a time per user and EXPORT_CONCURRENCY at a time per process; the others wait their turn,
// first come first served, holding their request open. A waiting request whose client goes away leaves
// the queue.
import { abandoned } from './export-files.ts';

export interface ExportQueue {
  /**
   * Resolves when `userId` may start an export (call the result once its work has really ended); rejects
   * when `signal` aborts first, having left the queue.
   */
  enter(userId: number, signal: AbortSignal): Promise<() => void>;
  /** Exports of `userId` running and waiting. */
  count(userId: number): { running: number; waiting: number };
}

interface Waiter {
  userId: number;
  start: () => void;
}

export function exportQueue(perProcess: number): ExportQueue {
  const runningUsers = new Set<number>();
  const waiting: Waiter[] = [];

  /** Starts each waiter, oldest first, whose user has no export running while the process has room. */
  function admit() {
    for (let i = 0; i < waiting.length && runningUsers.size < perProcess;) {
      const waiter = waiting[i]!;
      if (runningUsers.has(waiter.userId)) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      runningUsers.add(waiter.userId);
      waiter.start();
    }
  }

  return {
    enter(userId, signal) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(abandoned());
        let started = false;
        const waiter: Waiter = {
          userId,
          start: () => {
            started = true;
            signal.removeEventListener('abort', onAbort);
            let left = false;
            resolve(() => {
              if (left) return;
              left = true;
              runningUsers.delete(userId);
              admit();
            });
          },
        };
        const onAbort = () => {
          if (started) return;
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(abandoned());
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.push(waiter);
        admit();
      });
    },
    count: (userId) => ({
      running: runningUsers.has(userId) ? 1 : 0,
      waiting: waiting.filter((w) => w.userId === userId).length,
    }),
  };
}
