import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { isSafeStorageKey, StoredFileMissingError } from './storage';

describe('local file storage', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-storage-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('moves a finished file in under its key, reads it back and removes it', async () => {
    const base = tempDir();
    const storage = createLocalStorage(path.join(base, 'files'));
    const incoming = path.join(base, 'incoming');
    fs.writeFileSync(incoming, 'master');
    await storage.importFile(incoming, 'audio/ab/abc.wav');
    expect(fs.existsSync(incoming)).toBe(false);
    expect(await storage.exists('audio/ab/abc.wav')).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read('audio/ab/abc.wav')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('master');
    await storage.remove('audio/ab/abc.wav');
    await storage.remove('audio/ab/abc.wav');
    expect(await storage.exists('audio/ab/abc.wav')).toBe(false);
    await expect(storage.read('audio/ab/abc.wav')).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it.each([
    '../escape.wav',
    'audio/../../escape',
    '/etc/passwd',
    'Audio/x.wav',
    'a//b',
    'a/./b',
    '',
  ])('refuses the key %j, which could leave the root', async (key) => {
    expect(isSafeStorageKey(key)).toBe(false);
    const storage = createLocalStorage(tempDir());
    await expect(storage.exists(key)).rejects.toThrow(/Refused storage key/);
  });
});
