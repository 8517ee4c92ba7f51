/**
 * A queue that is fair between owners (issue 13 hole 9): at most `concurrency` tasks run,
 * at most `perOwner` of them for one owner, and a free slot goes to the next owner in turn
 * (round robin), never to whoever queued most. So one customer's ten slow PDFs delay
 * another customer's check by at most the one task of theirs that is already running.
 */
export interface FairQueueOptions {
  concurrency: number;
  perOwner: number;
}

interface Job {
  start: () => void;
}

export function createFairQueue({ concurrency, perOwner }: FairQueueOptions) {
  /** Owners with waiting tasks, in turn order (a Map keeps insertion order). */
  const waiting = new Map<string, Job[]>();
  const running = new Map<string, number>();
  let active = 0;
  /** The owner served last: the turn continues after them. */
  let last: string | undefined;

  function nextOwner(): string | undefined {
    const owners = [...waiting.keys()];
    const from = last === undefined ? 0 : owners.indexOf(last) + 1;
    // `last` may have left the ring: then owners after it in insertion order come first.
    const ordered =
      last !== undefined && !waiting.has(last)
        ? owners
        : [...owners.slice(from), ...owners.slice(0, from)];
    return ordered.find((owner) => (running.get(owner) ?? 0) < perOwner);
  }

  function pump() {
    while (active < concurrency) {
      const owner = nextOwner();
      if (owner === undefined) return;
      const jobs = waiting.get(owner) ?? [];
      const job = jobs.shift();
      if (jobs.length === 0) waiting.delete(owner);
      if (!job) continue;
      last = owner;
      active += 1;
      running.set(owner, (running.get(owner) ?? 0) + 1);
      job.start();
    }
  }

  function finish(owner: string) {
    active -= 1;
    const left = (running.get(owner) ?? 1) - 1;
    if (left === 0) running.delete(owner);
    else running.set(owner, left);
    pump();
  }

  return {
    /** Runs `task` when its owner's turn comes; resolves or rejects as the task does. */
    run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          let settled: Promise<T>;
          try {
            settled = task();
          } catch (error) {
            settled = Promise.reject(error as Error);
          }
          settled.then(resolve, reject).finally(() => finish(owner));
        };
        const jobs = waiting.get(owner);
        if (jobs) jobs.push({ start });
        else waiting.set(owner, [{ start }]);
        pump();
      });
    },
    /** Tasks waiting (not running), for tests and logs. */
    get waiting(): number {
      return [...waiting.values()].reduce((total, jobs) => total + jobs.length, 0);
    },
  };
}

export type FairQueue = ReturnType<typeof createFairQueue>;
