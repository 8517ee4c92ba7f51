import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HashingFileStore } from './hashing-file-store';

describe('hashing file store', () => {
  const dirs: string[] = [];
  const stores: HashingFileStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function storeWith(id: string, size: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-tus-'));
    dirs.push(dir);
    const store = new HashingFileStore({ directory: dir });
    stores.push(store);
    await store.create(new Upload({ id, size, offset: 0 }));
    return store;
  }

  const bytes = Buffer.from('0123456789'.repeat(1000));
  const expected = createHash('sha256').update(bytes).digest('hex');

  it('hashes the bytes as they are written, chunk after chunk', async () => {
    const store = await storeWith('one', bytes.length);
    let offset = await store.write(Readable.from([bytes.subarray(0, 4000)]), 'one', 0);
    offset = await store.write(Readable.from([bytes.subarray(4000)]), 'one', offset);
    expect(offset).toBe(bytes.length);
    expect(await store.takeDigest('one', bytes.length)).toBe(expected);
    // A digest is handed out once.
    expect(await store.takeDigest('one', bytes.length)).toBeUndefined();
  });

  it('has no digest when the upload was not written from the start in this process', async () => {
    const store = await storeWith('two', bytes.length);
    await store.write(Readable.from([bytes.subarray(0, 4000)]), 'two', 0);
    const restarted = new HashingFileStore({ directory: store.directory });
    stores.push(restarted);
    await restarted.write(Readable.from([bytes.subarray(4000)]), 'two', 4000);
    expect(await restarted.takeDigest('two', bytes.length)).toBeUndefined();
    expect(await store.takeDigest('two', bytes.length)).toBeUndefined();
  });

  it('keeps hashing across a chunk cut short and resumed from where the bytes stopped', async () => {
    const store = await storeWith('three', bytes.length);
    // A connection lost mid-chunk: tus keeps the 2,500 bytes that arrived.
    let offset = await store.write(Readable.from([bytes.subarray(0, 2500)]), 'three', 0);
    expect(offset).toBe(2500);
    offset = await store.write(Readable.from([bytes.subarray(2500, 7000)]), 'three', offset);
    offset = await store.write(Readable.from([bytes.subarray(7000)]), 'three', offset);
    expect(await store.takeDigest('three', bytes.length)).toBe(expected);
  });

  it('has no digest for an upload that is not complete, or when its hashing thread stopped', async () => {
    const store = await storeWith('four', bytes.length);
    await store.write(Readable.from([bytes.subarray(0, 4000)]), 'four', 0);
    expect(await store.takeDigest('four', bytes.length)).toBeUndefined();

    const other = await storeWith('five', bytes.length);
    await other.write(Readable.from([bytes]), 'five', 0);
    await other.close();
    expect(await other.takeDigest('five', bytes.length)).toBeUndefined();
  });

  it('forgets a hash when a write fails part way (the finish then reads the file again)', async () => {
    const store = await storeWith('six', bytes.length);
    const failing = new Readable({
      read() {
        this.push(bytes.subarray(0, 1000));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.write(failing, 'six', 0)).rejects.toBeDefined();
    expect(await store.takeDigest('six', bytes.length)).toBeUndefined();
  });

  it('writes each written range through to the disk file it hashes', async () => {
    const store = await storeWith('seven', bytes.length);
    await store.write(Readable.from([bytes]), 'seven', 0);
    expect(await store.takeDigest('seven', bytes.length)).toBe(expected);
    expect(fs.readFileSync(path.join(store.directory, 'seven')).equals(bytes)).toBe(true);
  });

  it('finds an upload with its offset from the staged file, as another process left it', async () => {
    const store = await storeWith('eight', bytes.length);
    const metadata = { filename: 'side-a.wav' };
    await store.configstore.set(
      'eight',
      new Upload({ id: 'eight', size: bytes.length, offset: 0, metadata }),
    );
    expect((await store.getUpload('eight')).offset).toBe(0);
    // A second server on the same folder (or this one after a restart) writes on.
    const other = new HashingFileStore({ directory: store.directory });
    stores.push(other);
    await other.write(Readable.from([bytes.subarray(0, 3000)]), 'eight', 0);
    const found = await store.getUpload('eight');
    expect(found).toMatchObject({ id: 'eight', size: bytes.length, offset: 3000, metadata });
  });

  it('does not find an upload once it is removed, here or by another store', async () => {
    const store = await storeWith('nine', bytes.length);
    await store.getUpload('nine');
    await store.remove('nine');
    await expect(store.getUpload('nine')).rejects.toMatchObject({ status_code: 404 });

    const kept = await storeWith('ten', bytes.length);
    await kept.getUpload('ten');
    const other = new HashingFileStore({ directory: kept.directory });
    stores.push(other);
    await other.remove('ten');
    await expect(kept.getUpload('ten')).rejects.toMatchObject({ status_code: 410 });
  });
});
