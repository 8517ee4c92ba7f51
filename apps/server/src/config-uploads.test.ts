import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('upload configuration', () => {
  it('allows a 2 GiB master, hour-long tokens and a day for unfinished uploads by default', () => {
    expect(loadConfig({}).uploads).toEqual({
      maxAudioBytes: 2 * 1024 ** 3,
      tokenTtlMs: 3_600_000,
      expiryMs: 86_400_000,
    });
  });

  it('takes them from the environment and names a wrong one', () => {
    const config = loadConfig({
      UPLOAD_MAX_AUDIO_BYTES: '1000',
      UPLOAD_TOKEN_TTL_MINUTES: '5',
      UPLOAD_EXPIRY_HOURS: '0.5',
    });
    expect(config.uploads).toEqual({
      maxAudioBytes: 1000,
      tokenTtlMs: 300_000,
      expiryMs: 1_800_000,
    });
    expect(() => loadConfig({ UPLOAD_MAX_AUDIO_BYTES: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_EXPIRY_HOURS: '-1' })).toThrow(/UPLOAD_EXPIRY_HOURS/);
  });
});
