import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('storage configuration (STORAGE_URL)', () => {
  it('keeps files on the local disk under DATA_DIR/files when unset', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).storage).toEqual({
      kind: 'local',
      root: path.resolve('/srv/shop/files'),
    });
  });

  it('reads bucket, prefix, endpoint, region, path style and credentials from the URL', () => {
    const config = loadConfig({
      STORAGE_URL:
        's3://minio:s3cr%2Ft@vinyl-files/shop/eu?endpoint=http://127.0.0.1:9000&region=eu-south-1',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'vinyl-files',
      prefix: 'shop/eu/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 's3cr/t' },
    });
  });

  it('takes the credentials and region from the usual AWS variables, virtual-host style on AWS', () => {
    const config = loadConfig({
      STORAGE_URL: 's3://vinyl-files',
      AWS_ACCESS_KEY_ID: 'AKIA1',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_SESSION_TOKEN: 'session',
      AWS_REGION: 'eu-west-1',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'vinyl-files',
      prefix: '',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret', sessionToken: 'session' },
    });
    // Neither in the URL nor in the environment: the SDK's own chain (instance role, profile).
    expect(loadConfig({ STORAGE_URL: 's3://vinyl-files' }).storage).toMatchObject({
      credentials: undefined,
    });
  });

  it.each([
    ['http://vinyl-files', /STORAGE_URL: must be an s3:\/\/ URL/],
    ['s3://Vinyl_Files', /STORAGE_URL: "vinyl_files" is not a bucket name|STORAGE_URL: .* bucket/],
    ['s3://vinyl-files/Shop%20Files', /STORAGE_URL: the prefix/],
    ['s3://vinyl-files?endpont=http://x', /STORAGE_URL: unknown option endpont/],
    ['s3://vinyl-files?endpoint=ftp://x', /STORAGE_URL: endpoint must be an http/],
    ['s3://vinyl-files?forcePathStyle=yes', /STORAGE_URL: forcePathStyle is true or false/],
  ])('refuses %s and names the variable', (url, message) => {
    expect(() => loadConfig({ STORAGE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: url })).toThrow(message);
  });
});
