import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from './local-storage';
import { describeStorageContract } from './storage-contract';

describeStorageContract('the local disk', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-storage-'));
  return {
    storage: createLocalStorage(path.join(dir, 'files')),
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});
