import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from './read-all';
import { StoredFileMissingError, type FileStorage } from './storage';

/** A store under test and how to drop it (its server, its folder). */
export interface StorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What every FileStorage promises (issue 20 item 1), run against the disk and against a real
 * S3-compatible server: the app's modules see no difference between them.
 */
export function describeStorageContract(name: string, open: () => Promise<StorageUnderTest>) {
  describe(`the file storage contract on ${name}`, () => {
    let under: StorageUnderTest;
    let scratch: string;
    beforeAll(async () => {
      under = await open();
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-contract-'));
    });
    afterAll(async () => {
      await under.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    });
    const storage = () => under.storage;

    /** A finished upload's bytes on the local disk, as the tus endpoint hands them over. */
    function localFile(bytes: Buffer): string {
      const file = path.join(scratch, `incoming-${crypto.randomUUID()}`);
      fs.writeFileSync(file, bytes);
      return file;
    }

    it('takes a finished file over, gives the same bytes back and forgets it when removed', async () => {
      const bytes = Buffer.from('a master tape');
      const incoming = localFile(bytes);
      await storage().importFile(incoming, 'audio/ab/take-1.wav');
      expect(fs.existsSync(incoming)).toBe(false);
      expect(await storage().exists('audio/ab/take-1.wav')).toBe(true);
      expect((await readAll(await storage().read('audio/ab/take-1.wav'))).toString()).toBe(
        'a master tape',
      );
      await storage().remove('audio/ab/take-1.wav');
      await storage().remove('audio/ab/take-1.wav');
      expect(await storage().exists('audio/ab/take-1.wav')).toBe(false);
      expect(await storage().stat('audio/ab/take-1.wav')).toBeUndefined();
      await expect(storage().read('audio/ab/take-1.wav')).rejects.toBeInstanceOf(
        StoredFileMissingError,
      );
    });

    it('stores a file larger than a multipart part whole (SHA-256 equal) and streams it back', async () => {
      // 21 MiB: three parts of 8 MiB on S3, so the parts are joined in order.
      const bytes = Buffer.alloc(21 * 1024 ** 2);
      for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32LE(i, i);
      await storage().importFile(localFile(bytes), 'audio/cd/long-side.wav');
      const stream = await storage().read('audio/cd/long-side.wav');
      const hash = createHash('sha256');
      let chunks = 0;
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        chunks += 1;
      }
      expect(hash.digest('hex')).toBe(sha256(bytes));
      expect(chunks).toBeGreaterThan(1);
      expect((await storage().stat('audio/cd/long-side.wav'))?.size).toBe(bytes.length);
    });

    it('reads a byte range, and replaces a file imported again under the same key', async () => {
      await storage().importFile(localFile(Buffer.from('0123456789')), 'files/ef/range.pdf');
      expect(
        (
          await readAll(await storage().read('files/ef/range.pdf', { start: 2, end: 5 }))
        ).toString(),
      ).toBe('2345');
      expect(
        (await readAll(await storage().read('files/ef/range.pdf', { start: 7 }))).toString(),
      ).toBe('789');
      await storage().importFile(localFile(Buffer.from('again')), 'files/ef/range.pdf');
      expect((await readAll(await storage().read('files/ef/range.pdf'))).toString()).toBe('again');
      expect((await storage().stat('files/ef/range.pdf'))?.size).toBe(5);
    });

    it('lists the keys changed before a time, with when each last changed', async () => {
      await storage().importFile(localFile(Buffer.from('thumb')), 'thumbnails/01/old.png');
      const stat = await storage().stat('thumbnails/01/old.png');
      expect(stat?.modified.getTime()).toBeGreaterThan(Date.now() - 60_000);
      const listed = async (before: Date) => {
        const keys: string[] = [];
        for await (const key of storage().listKeys(before)) keys.push(key);
        return keys;
      };
      expect(await listed(new Date(Date.now() + 60_000))).toContain('thumbnails/01/old.png');
      expect(await listed(new Date(Date.now() - 60_000))).not.toContain('thumbnails/01/old.png');
    });

    it.each(['../escape.wav', 'audio/../../escape', '/etc/passwd', 'Audio/x.wav', 'a//b', ''])(
      'refuses the key %j, which could name a file outside its root',
      async (key) => {
        await expect(storage().exists(key)).rejects.toThrow(/Refused storage key/);
        await expect(storage().read(key)).rejects.toThrow(/Refused storage key/);
        await expect(storage().remove(key)).rejects.toThrow(/Refused storage key/);
      },
    );
  });
}
