import { Worker } from 'node:worker_threads';
import type {
  InspectedPdf,
  PdfFailureReason,
  PdfLimitFigures,
  PdfTask,
  RenderResult,
  WorkerReply,
} from './pdf-tasks';
import { workerScript } from './pdf-worker-script';

/** A PDF the worker could not read or refused, or a task stopped for taking too long. */
export class PdfTaskError extends Error {
  constructor(
    readonly reason: PdfFailureReason,
    message: string,
    /** For a cap: what was found and the cap (issue 13 hole 9). */
    readonly figures: PdfLimitFigures = {},
  ) {
    super(message);
    this.name = 'PdfTaskError';
  }
}

export interface PdfProcessorOptions {
  /** A task running longer is stopped and its worker replaced. */
  timeoutMs: number;
  /** Heap of a worker: a file that needs more fails alone, the server stays up. */
  maxHeapMb?: number;
  /** A worker idle this long is stopped, freeing its memory. */
  idleMs?: number;
}

/** Bytes with a buffer of their own, safe to move to the worker (a Buffer may share a pool). */
function ownBytes(data: Uint8Array): Uint8Array {
  const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
  return whole && data.buffer instanceof ArrayBuffer ? data : new Uint8Array(data);
}

interface Pending {
  id: number;
  worker: Worker;
  resolve: (result: InspectedPdf | RenderResult) => void;
  reject: (error: PdfTaskError) => void;
  timer?: NodeJS.Timeout;
}

/** One worker thread running one task at a time; tasks wait their turn. */
export function createLane(options: PdfProcessorOptions) {
  let worker: Worker | null = null;
  let ready: Promise<Worker> | null = null;
  let current: Pending | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  function fail(reason: PdfFailureReason, message: string) {
    const pending = current;
    current = null;
    if (pending?.timer) clearTimeout(pending.timer);
    pending?.reject(new PdfTaskError(reason, message));
  }

  function stop() {
    const stopping = worker;
    worker = null;
    ready = null;
    if (stopping) void stopping.terminate();
  }

  function start(): Promise<Worker> {
    ready ??= workerScript().then(
      (script) =>
        new Promise<Worker>((resolve, reject) => {
          launch(script, resolve, reject);
        }),
    );
    ready.catch(() => {
      ready = null;
    });
    return ready;
  }

  function launch(script: URL, resolve: (worker: Worker) => void, reject: (error: Error) => void) {
    const started = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 1024 },
    });
    started.unref();
    worker = started;
    started.on('message', (message: WorkerReply | { ready: true }) => {
      if ('ready' in message) return resolve(started);
      if (current?.worker !== started || message.id !== current.id) return;
      const pending = current;
      current = null;
      if (pending.timer) clearTimeout(pending.timer);
      if (message.ok) pending.resolve(message.result);
      else {
        const { found, limit } = message;
        pending.reject(new PdfTaskError(message.reason, message.message, { found, limit }));
      }
    });
    const gone = (why: string) => {
      if (worker === started) {
        worker = null;
        ready = null;
      }
      reject(new PdfTaskError('crashed', why));
      // A worker stopped after a timeout exits later: its exit is not the next task's.
      if (current?.worker === started) fail('crashed', why);
    };
    started.on('error', (error) => gone(error.message));
    started.on('exit', (code) => gone(`PDF worker exited (${code})`));
  }

  async function runNow(task: PdfTask): Promise<InspectedPdf | RenderResult> {
    clearTimeout(idleTimer);
    const running = await start();
    return new Promise((resolve, reject) => {
      const id = nextId++;
      current = { id, worker: running, resolve, reject };
      // The clock starts once the worker is up: a cold start is not the file's fault.
      current.timer = setTimeout(() => {
        stop();
        fail('timeout', `PDF task took longer than ${options.timeoutMs} ms`);
      }, options.timeoutMs);
      const data = ownBytes(task.data);
      running.postMessage({ id, task: { ...task, data } }, [data.buffer as ArrayBuffer]);
    });
  }

  return {
    /** Starts the worker ahead of a task (a cold start costs a second or more from source). */
    warm() {
      start().catch(() => undefined);
    },
    run(task: PdfTask): Promise<InspectedPdf | RenderResult> {
      const result = queue.then(() => runNow(task));
      queue = result
        .catch(() => undefined)
        .then(() => {
          clearTimeout(idleTimer);
          idleTimer = setTimeout(stop, options.idleMs ?? 60_000);
          idleTimer.unref();
        });
      return result;
    },
    close() {
      clearTimeout(idleTimer);
      fail('crashed', 'PDF worker closed');
      stop();
    },
  };
}
