import { Sha256 } from './sha256';

const BLOCK = 4 * 1024 * 1024;

/** SHA-256 of a Blob, read 4 MiB at a time; `onProgress` gets 0…1. */
export async function hashBlob(file: Blob, onProgress?: (progress: number) => void) {
  const hash = new Sha256();
  for (let offset = 0; offset < file.size; offset += BLOCK) {
    hash.update(new Uint8Array(await file.slice(offset, offset + BLOCK).arrayBuffer()));
    onProgress?.(Math.min(1, (offset + BLOCK) / file.size));
  }
  return hash.digestHex();
}

/** In a worker where the browser has them (tests run on the main thread). */
export function hashFile(file: Blob, onProgress?: (progress: number) => void): Promise<string> {
  if (typeof Worker === 'undefined') return hashBlob(file, onProgress);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sha256.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ progress?: number; digest?: string }>) => {
      if (event.data.progress !== undefined) onProgress?.(event.data.progress);
      if (event.data.digest !== undefined) {
        worker.terminate();
        resolve(event.data.digest);
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ file });
  });
}
