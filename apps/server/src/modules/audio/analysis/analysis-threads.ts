import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { analysisWorkerScript } from './analysis-worker-script';
import type { ChannelFindings } from './channel-meter';
import { createLowBandCorrelation } from './low-band';
import { mergeChannels, type PcmFindings } from './pcm-analyser';
import type { WavFormat } from './wav-pcm';

/** A thread's share of a WAV file: the channels it measures. */
export interface ChannelTask {
  id: number;
  file: string;
  format: WavFormat;
  channels: number[];
}

export type ChannelReply =
  | { id: number; channel: number; band: Float32Array }
  | { id: number; found: ChannelFindings[] }
  | { id: number; error: string };

/** One thread per channel of a stereo master: the machine has two cores (decision 041). */
const THREADS = 2;

export type AnalysisThreads = ReturnType<typeof createAnalysisThreads>;

/**
 * Two threads that measure a WAV file's channels side by side (decision 041): each reads
 * the file itself and measures its channels (channel c in thread c mod 2), the low bands
 * come back piece by piece to be correlated here, and the channels' findings are merged
 * as in one thread. Started on the first file and kept for the next ones (a start costs
 * tens of milliseconds), one file at a time; a file stopped midway (its time is up) stops
 * the threads, and the next file starts new ones. `close` ends them (app close).
 */
export function createAnalysisThreads(script: () => Promise<URL> = analysisWorkerScript) {
  let started: Promise<Worker[]> | null = null;
  /** Per thread, where the memory of its low band pieces goes back (decision 052). */
  const returns = new WeakMap<Worker, MessagePort>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  let nextId = 1;

  function stop(): void {
    const stopping = started;
    started = null;
    void stopping?.then((workers) => workers.forEach((worker) => void worker.terminate()));
  }

  function start(): Promise<Worker[]> {
    const starting = script().then(async (url) => {
      const launched = Array.from({ length: THREADS }, async () => {
        const worker = await launch(url);
        const { port1, port2 } = new MessageChannel();
        // An open port keeps the process alive; the thread's own reference does so when needed.
        port1.unref();
        worker.postMessage({ returns: port2 }, [port2]);
        returns.set(worker, port1);
        return worker;
      });
      const settled = await Promise.allSettled(launched);
      const workers = settled.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
      if (workers.length < THREADS) {
        workers.forEach((worker) => void worker.terminate());
        throw new Error('the audio analysis threads did not start');
      }
      // A thread that dies takes the pair with it: the next file starts two new ones.
      workers.forEach((worker) => worker.once('exit', () => started === starting && stop()));
      return workers;
    });
    starting.catch(() => {
      if (started === starting) started = null;
    });
    started = starting;
    return starting;
  }

  async function measureNow(file: string, format: WavFormat, signal: AbortSignal) {
    if (signal.aborted) throw signal.reason;
    const workers = await (started ?? start()).catch(() => undefined);
    if (!workers) return undefined;
    return measureOn(workers, file, format, signal);
  }

  function measureOn(workers: Worker[], file: string, format: WavFormat, signal: AbortSignal) {
    const id = nextId++;
    const { sampleRate, channels } = format.info;
    const used = workers.slice(0, Math.min(THREADS, channels));
    // Each low band piece's memory goes back to its thread once measured, to be filled again.
    const correlation = createLowBandCorrelation(sampleRate, (side, band) => {
      const back = returns.get(used[side % used.length] as Worker);
      back?.postMessage(band.buffer, [band.buffer as ArrayBuffer]);
    });
    const found: ChannelFindings[] = [];
    let waiting = used.length;
    return new Promise<PcmFindings>((resolve, reject) => {
      const listeners = used.map((worker, index) => {
        const mine = Array.from({ length: channels }, (_, c) => c).filter(
          (channel) => channel % used.length === index,
        );
        const onMessage = (reply: ChannelReply) => {
          if (reply.id !== id) return;
          if ('band' in reply) correlation.add(reply.channel as 0 | 1, reply.band);
          else if ('error' in reply) done(new Error(reply.error));
          else {
            reply.found.forEach((part, k) => (found[mine[k] as number] = part));
            if (--waiting === 0) done();
          }
        };
        const onExit = () => done(new Error('an audio analysis thread stopped'));
        // Waiting for a thread keeps the process alive; an idle one does not.
        worker.ref();
        worker.on('message', onMessage).on('exit', onExit);
        worker.postMessage({ id, file, format, channels: mine } satisfies ChannelTask);
        return { worker, onMessage, onExit };
      });
      const onAbort = () => {
        stop();
        done(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      function done(error?: unknown): void {
        signal.removeEventListener('abort', onAbort);
        for (const { worker, onMessage, onExit } of listeners) {
          worker.off('message', onMessage).off('exit', onExit).unref();
        }
        if (error) reject(error);
        else resolve(mergeChannels(sampleRate, found, correlation.result()));
      }
    });
  }

  return {
    /**
     * The findings of a WAV file's samples, measured in the two threads; undefined when the
     * threads cannot run here (closed, or a bundle without their code): measure in this one.
     * Rejects with `signal`'s reason when it is aborted.
     */
    measureWav(file: string, format: WavFormat, signal: AbortSignal) {
      if (closed) return Promise.resolve(undefined);
      const turn = queue.then(() => measureNow(file, format, signal));
      queue = turn.catch(() => undefined);
      return turn;
    },
    /** Resolves once the threads are up, or could not start (never rejects). */
    async started(): Promise<void> {
      if (closed) return;
      await (started ?? start()).catch(() => undefined);
    },
    close(): void {
      closed = true;
      stop();
    },
  };
}

function launch(url: URL): Promise<Worker> {
  return new Promise<Worker>((resolve, reject) => {
    const worker = new Worker(url);
    // Idle threads never keep the process alive; the app closes them when it closes.
    worker.unref();
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`audio analysis thread exited (${code})`)));
  });
}
