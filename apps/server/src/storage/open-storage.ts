import type { StorageConfig } from '../config-storage';
import { createLocalStorage } from './local-storage';
import { createS3Client } from './s3-client';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

export interface OpenedStorage extends FileStorage {
  /** Where files go, for the start-up log line (never a credential). */
  readonly where: string;
  close(): Promise<void>;
}

/**
 * The one file store of the app (ARCHITECTURE: files behind a storage interface): the local
 * disk under `DATA_DIR/files`, or the bucket of STORAGE_URL, where finished files take the
 * `files/` prefix beside the tus uploads' `uploads/`.
 */
export function openFileStorage(config: StorageConfig): OpenedStorage {
  if (config.kind === 'local') {
    return { ...createLocalStorage(config.root), where: config.root, close: async () => {} };
  }
  const client = createS3Client(config);
  const storage = createS3Storage({
    client,
    bucket: config.bucket,
    prefix: `${config.prefix}files/`,
  });
  return {
    ...storage,
    where: `s3://${config.bucket}/${config.prefix}files/${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    close: async () => client.destroy(),
  };
}
