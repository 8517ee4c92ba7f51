import { describe, expect, it } from 'vitest';
import { releaseBatchBuffer, takeBatchBuffer } from './batch-buffers';

describe('upload batch buffers', () => {
  it('gives a buffer handed back (even twice) to one batch at a time', () => {
    const first = takeBatchBuffer();
    releaseBatchBuffer(first.subarray(0, 10));
    releaseBatchBuffer(first.subarray(0, 10));
    const a = takeBatchBuffer();
    const b = takeBatchBuffer();
    a.fill(1);
    b.fill(2);
    expect(a.buffer).not.toBe(b.buffer);
    expect(a[0]).toBe(1);
    expect(b[0]).toBe(2);
  });

  it('never takes in a buffer it did not give out', () => {
    const foreign = Buffer.alloc(64);
    releaseBatchBuffer(foreign);
    const taken = takeBatchBuffer();
    expect(taken.buffer).not.toBe(foreign.buffer);
    expect(taken.length).toBeGreaterThanOrEqual(1024 * 1024);
  });
});
