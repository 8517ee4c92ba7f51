import { startS3Server } from '../../test/support/s3-server';
import { loadConfig } from '../config';
import { openFileStorage } from './open-storage';
import { describeStorageContract } from './storage-contract';

// The same contract against a real S3-compatible server (s3rver) started here, through
// STORAGE_URL as the app reads it.
describeStorageContract('an S3-compatible server (s3rver)', async () => {
  const s3 = await startS3Server();
  const storage = openFileStorage(loadConfig({ STORAGE_URL: s3.storageUrl('shop') }).storage);
  return {
    storage,
    close: async () => {
      await storage.close();
      await s3.close();
    },
  };
});
