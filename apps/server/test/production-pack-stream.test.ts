import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/http/errors';
import { writePack, type PackEntry } from '../src/modules/production-pack/pack-zip';
import { StoredFileMissingError } from '../src/storage/storage';
import { unzip } from './production-pack-helpers';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `total` bytes made on demand, 64 KiB at a time, counting how many were asked for. */
function countingSource(total: number) {
  const counter = { produced: 0, hash: createHash('sha256') };
  const stream = new Readable({
    read() {
      if (counter.produced >= total) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(CHUNK, total - counter.produced), counter.produced % 251);
      counter.produced += chunk.length;
      counter.hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, counter };
}

/** A download that can stop reading (a slow or paused client), keeping what it got. */
function slowClient(stalled = false) {
  const state = { received: 0, chunks: [] as Buffer[], stalled, held: [] as (() => void)[] };
  const sink = new Writable({
    highWaterMark: CHUNK,
    write(chunk: Buffer, _encoding, done) {
      state.received += chunk.length;
      state.chunks.push(chunk);
      if (state.stalled) state.held.push(done);
      else done();
    },
  });
  const resume = () => {
    state.stalled = false;
    for (const done of state.held.splice(0)) done();
  };
  return { sink, state, resume };
}

/**
 * Issue 17: the production pack is streamed. These drive the pack writer with a source
 * that counts what is read from it and a client that can stop reading: the zip's first
 * bytes leave before the source is read through, and while the client reads nothing the
 * reading stops within a few MiB — the zip is never held whole in memory.
 */
describe('the production pack stream', () => {
  it('sends before the master is read, and reads no further than the client takes', async () => {
    const total = 32 * MB;
    const { stream, counter } = countingSource(total);
    const entry: PackEntry = {
      name: 'audio/A1 Long.wav',
      store: true,
      open: () => Promise.resolve({ body: stream }),
    };
    const archive = new ZipArchive();
    // The client takes the first bytes and then nothing until it is resumed.
    const { sink, state, resume } = slowClient(true);
    archive.pipe(sink);
    const written = writePack(archive, [entry], []);

    while (state.received === 0) await wait(5);
    expect(counter.produced).toBeLessThan(total);
    await wait(300);
    const whilePaused = counter.produced;
    await wait(300);
    // Nothing more is read while the client takes nothing, and little was read ahead.
    expect(counter.produced).toBe(whilePaused);
    expect(counter.produced - state.received).toBeLessThan(4 * MB);
    expect(counter.produced).toBeLessThan(total / 4);

    resume();
    await written;
    await finished(sink);
    expect(counter.produced).toBe(total);
    const zip = unzip(Buffer.concat(state.chunks));
    const entryBytes = zip.get('audio/A1 Long.wav')!;
    expect(entryBytes.length).toBe(total);
    expect(createHash('sha256').update(entryBytes).digest('hex')).toBe(counter.hash.digest('hex'));
  });

  it('lists what cannot be opened in MISSING.txt and completes the zip', async () => {
    const entries: PackEntry[] = [
      { name: 'job-sheet.pdf', store: false, open: () => Promise.resolve({ body: 'sheet' }) },
      {
        name: 'audio/A1 Gone',
        store: true,
        open: () => Promise.reject(new StoredFileMissingError('audio/aa/gone.wav')),
      },
      {
        name: 'label-side-A.pdf',
        store: true,
        open: () => Promise.reject(new NotFoundError('File not found')),
      },
      {
        name: 'audio/A2 Here',
        store: true,
        open: () =>
          Promise.resolve({ body: Readable.from([Buffer.from('pcm')]), name: 'audio/A2 Here.wav' }),
      },
    ];
    const archive = new ZipArchive();
    const { sink, state } = slowClient();
    archive.pipe(sink);
    const missing = await writePack(archive, entries, [
      { name: 'Second album', reason: 'the album is no longer in the shop' },
    ]);
    await finished(sink);
    expect(missing.map((item) => item.name)).toEqual([
      'Second album',
      'audio/A1 Gone',
      'label-side-A.pdf',
    ]);
    const zip = unzip(Buffer.concat(state.chunks));
    expect([...zip.keys()]).toEqual(['job-sheet.pdf', 'audio/A2 Here.wav', 'MISSING.txt']);
    expect(zip.get('MISSING.txt')!.toString('utf8').split('\r\n')).toEqual([
      'These files should be in this pack and are not:',
      '',
      'Second album: the album is no longer in the shop',
      'audio/A1 Gone: its stored file is missing',
      'label-side-A.pdf: it is no longer in the shop',
      '',
    ]);
  });

  it('lets the open file go when the download is dropped', async () => {
    const { stream } = countingSource(64 * MB);
    const archive = new ZipArchive();
    const { sink, state } = slowClient(true);
    archive.pipe(sink);
    const written = writePack(
      archive,
      [{ name: 'big.wav', store: true, open: () => Promise.resolve({ body: stream }) }],
      [],
    );
    while (state.received === 0) await wait(5);
    // What Fastify does when the socket closes under a streamed reply.
    archive.destroy();
    await expect(written).rejects.toThrow(/closed before it was complete/);
    expect(stream.destroyed).toBe(true);
  });
});
