import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashBlob } from './hash-file';
import { Sha256 } from './sha256';

const reference = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('incremental SHA-256', () => {
  it('matches the known digest of an empty input and of "abc"', () => {
    expect(new Sha256().digestHex()).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(new Sha256().update(new TextEncoder().encode('abc')).digestHex()).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the same digest however the bytes are split', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(300), (bytes, cut) => {
        const at = Math.min(cut, bytes.length);
        const hash = new Sha256().update(bytes.subarray(0, at)).update(bytes.subarray(at));
        return hash.digestHex() === reference(bytes);
      }),
    );
  });

  it('hashes a file in blocks, reporting progress', async () => {
    const bytes = new Uint8Array(5 * 1024 * 1024 + 17).map((_, index) => index % 251);
    const progress: number[] = [];
    expect(await hashBlob(new Blob([bytes]), (value) => progress.push(value))).toBe(
      reference(bytes),
    );
    expect(progress).toHaveLength(2);
    expect(progress[0]).toBeLessThan(1);
    expect(progress[1]).toBe(1);
  });
});
