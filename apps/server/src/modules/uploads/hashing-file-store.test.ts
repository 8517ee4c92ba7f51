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
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function storeWith(id: string, size: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-tus-'));
    dirs.push(dir);
    const store = new HashingFileStore({ directory: dir });
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
    expect(store.takeDigest('one', bytes.length)).toBe(expected);
    // A digest is handed out once.
    expect(store.takeDigest('one', bytes.length)).toBeUndefined();
  });

  it('has no digest when the upload was not written from the start in this process', async () => {
    const store = await storeWith('two', bytes.length);
    await store.write(Readable.from([bytes.subarray(0, 4000)]), 'two', 0);
    const restarted = new HashingFileStore({ directory: store.directory });
    await restarted.write(Readable.from([bytes.subarray(4000)]), 'two', 4000);
    expect(restarted.takeDigest('two', bytes.length)).toBeUndefined();
    expect(store.takeDigest('two', bytes.length)).toBeUndefined();
  });
});
