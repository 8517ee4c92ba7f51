import { Worker } from 'node:worker_threads';

/**
 * The worker's code, plain CommonJS run with `eval` (no build step, the same from source and
 * from the built server). One message at a time, in order: `add` reads a range of a staged
 * file back from the page cache, adds it to that upload's SHA-256 and flushes the file
 * (fdatasync), so the disk writes an upload while the next chunk is still on the wire and
 * the finish's own flush finds almost nothing left; `digest` answers the hex digest when
 * every byte up to `size` was added; `drop` forgets an upload. Any failure forgets the
 * upload: the finisher then reads the whole file again, as after a restart.
 */
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const block = Buffer.allocUnsafe(4 * 1024 * 1024);
const running = new Map();
parentPort.on('message', (message) => {
  const { op, id } = message;
  if (op === 'drop') return void running.delete(id);
  if (op === 'digest') {
    const state = running.get(id);
    running.delete(id);
    const digest = state && state.offset === message.size ? state.hash.digest('hex') : null;
    return parentPort.postMessage({ ask: message.ask, digest });
  }
  let state = running.get(id);
  if (message.from === 0) {
    state = { hash: createHash('sha256'), offset: 0 };
    running.set(id, state);
  }
  if (!state || state.offset !== message.from) return void running.delete(id);
  let fd;
  try {
    fd = fs.openSync(message.path, 'r');
    let position = message.from;
    while (position < message.to) {
      const read = fs.readSync(fd, block, 0, Math.min(block.length, message.to - position), position);
      if (read === 0) throw new Error('staged file shorter than written');
      state.hash.update(block.subarray(0, read));
      position += read;
    }
    state.offset = position;
    fs.fdatasyncSync(fd);
  } catch {
    running.delete(id);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
});
`;

/**
 * SHA-256 of staged uploads, off the event loop: each range the file store has written is
 * read back and hashed on a thread of its own while the next chunk arrives (the event loop
 * spent about a third of an upload's time hashing). It also flushes each range to the disk
 * as it goes. The digests live in this process only; a lost worker loses them, never a
 * check: the finisher reads the file again when there is no digest.
 */
export function createStagedHasher({ idleMs = 10_000 }: { idleMs?: number } = {}) {
  let worker: Worker | null = null;
  let nextAsk = 1;
  const asks = new Map<number, (digest: string | undefined) => void>();
  /** Uploads with a running hash: with none left for `idleMs`, the thread stops. */
  const active = new Set<string>();
  let idleTimer: NodeJS.Timeout | undefined;

  function forget(id: string) {
    active.delete(id);
    if (active.size > 0 || !worker) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (active.size === 0 && asks.size === 0) void stop();
    }, idleMs);
    idleTimer.unref();
  }

  async function stop(): Promise<void> {
    clearTimeout(idleTimer);
    const stopping = worker;
    worker = null;
    active.clear();
    answerAll();
    await stopping?.terminate();
  }

  function answerAll() {
    for (const answer of asks.values()) answer(undefined);
    asks.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const created = new Worker(WORKER_CODE, { eval: true });
    created.unref();
    created.on('message', ({ ask, digest }: { ask: number; digest: string | null }) => {
      asks.get(ask)?.(digest ?? undefined);
      asks.delete(ask);
    });
    const gone = () => {
      if (worker !== created) return;
      worker = null;
      active.clear();
      answerAll();
    };
    created.on('error', gone);
    created.on('exit', gone);
    worker = created;
    return created;
  }

  return {
    /** Bytes `from`–`to` of the upload `id` are written in `path`: hash and flush them. */
    add(id: string, path: string, from: number, to: number): void {
      clearTimeout(idleTimer);
      active.add(id);
      started().postMessage({ op: 'add', id, path, from, to });
    },
    /** The upload's SHA-256 once every byte up to `size` is hashed, once; else undefined. */
    digest(id: string, size: number): Promise<string | undefined> {
      if (!worker || !active.has(id)) return Promise.resolve(undefined);
      const ask = nextAsk++;
      const answer = new Promise<string | undefined>((resolve) => asks.set(ask, resolve));
      worker.postMessage({ op: 'digest', id, size, ask });
      return answer.finally(() => forget(id));
    },
    drop(id: string): void {
      if (!active.has(id)) return;
      worker?.postMessage({ op: 'drop', id });
      forget(id);
    },
    /** Stops the thread (shutdown); digests asked meanwhile answer undefined. */
    close: stop,
  };
}

export type StagedHasher = ReturnType<typeof createStagedHasher>;
