import { describe, expect, it, vi } from 'vitest';
import { createGrantCache, type UploadGrant } from './upload-grant';

const grant = (token: string, expiresInMs: number): UploadGrant => ({
  upload_url: 'http://shop.test/api/uploads/',
  upload_token: token,
  expires_at: new Date(Date.now() + expiresInMs).toISOString(),
  max_size: 1024,
});

describe('the upload grant cache', () => {
  it('asks once while the token is good, and again shortly before it expires', async () => {
    const fetchGrant = vi
      .fn<() => Promise<UploadGrant>>()
      .mockResolvedValueOnce(grant('first', 30_000))
      .mockResolvedValueOnce(grant('second', 3_600_000));
    const cache = createGrantCache('audio', fetchGrant);
    expect((await cache.get()).upload_token).toBe('first');
    // Under a minute left: replaced before the next chunk goes.
    expect((await cache.get()).upload_token).toBe('second');
    expect((await cache.get()).upload_token).toBe('second');
    expect(fetchGrant).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed request instead of keeping the failure', async () => {
    const fetchGrant = vi
      .fn<() => Promise<UploadGrant>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(grant('later', 3_600_000));
    const cache = createGrantCache('files', fetchGrant);
    await expect(cache.get()).rejects.toThrow('offline');
    expect((await cache.get()).upload_token).toBe('later');
  });
});
