import { hashBlob } from './hash-file';

/** Hashes a file off the main thread, so the page stays responsive for large masters. */
self.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
  const digest = await hashBlob(event.data.file, (progress) => self.postMessage({ progress }));
  self.postMessage({ digest });
};
