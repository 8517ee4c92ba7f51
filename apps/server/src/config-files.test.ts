import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('graphics configuration: PDF caps and the fair check queue (issue 13 hole 9)', () => {
  it('caps pages, objects and decoded size by default, one check per customer', () => {
    expect(loadConfig({}).files).toMatchObject({
      pdfLimits: { maxPages: 100, maxObjects: 100_000, maxUnpackedBytes: 200 * 1024 * 1024 },
      pdfCheckWorkers: 1,
      pdfChecksPerUser: 1,
    });
  });

  it('takes them from the environment and names a wrong one', () => {
    const config = loadConfig({
      PDF_MAX_PAGES: '8',
      PDF_MAX_OBJECTS: '5000',
      PDF_MAX_UNPACKED_MEGABYTES: '64',
      PDF_CHECK_WORKERS: '2',
      PDF_CHECKS_PER_USER: '1',
    });
    expect(config.files).toMatchObject({
      pdfLimits: { maxPages: 8, maxObjects: 5000, maxUnpackedBytes: 64 * 1024 * 1024 },
      pdfCheckWorkers: 2,
    });
    expect(() => loadConfig({ PDF_MAX_PAGES: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PDF_MAX_UNPACKED_MEGABYTES: 'lots' })).toThrow(
      /PDF_MAX_UNPACKED_MEGABYTES/,
    );
    expect(() => loadConfig({ PDF_CHECKS_PER_USER: '-1' })).toThrow(/PDF_CHECKS_PER_USER/);
  });
});
