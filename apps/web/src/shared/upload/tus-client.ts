import { UploadFailure, type SentUpload, type TusOptions, type UploadTransport } from './transport';
import type { GrantCache } from './upload-grant';
import type * as UppyTransport from './uppy-transport';

export { UploadFailure, type SentUpload, type TusOptions, type UploadTransport };

type UppyModule = typeof UppyTransport;
let uppyModule: Promise<UppyModule> | undefined;

/**
 * Uppy and tus-js-client (~36 KB compressed) load when the first file is on its way, not
 * with the page (decision 062): `preloadUploads` when a file is picked, so they arrive while
 * it is checked and hashed. A load that fails is asked again at the next file.
 */
export function preloadUploads(): Promise<UppyModule> {
  uppyModule ??= import('./uppy-transport').catch((error: unknown) => {
    uppyModule = undefined;
    throw error;
  });
  return uppyModule;
}

/**
 * The shop's one upload client: tus with Uppy (spec 2 §9: 5 MiB chunks, retries after 3,
 * 6 and 9 s), the file's SHA-256 in the metadata for the server to check, and a fresh
 * upload token on every request (`uppy-transport.ts`). tus-js-client keeps each upload's URL
 * in localStorage, so dropping the same file again after a reload or a lost connection
 * resumes it. Files sent before Uppy has loaded go once it is here; a file cancelled
 * meanwhile never goes.
 */
export function createTusTransport(grants: GrantCache, options: TusOptions = {}): UploadTransport {
  let transport: UploadTransport | undefined;
  let destroyed = false;
  const loaded = () =>
    preloadUploads().then(
      (module) => {
        if (!transport) {
          transport = module.createUppyTransport(grants, options);
          if (destroyed) transport.destroy();
        }
        return transport;
      },
      () => {
        throw new UploadFailure('network_error', '', true);
      },
    );
  void loaded().catch(() => undefined);
  return {
    send(file, sha256, onProgress) {
      let cancelled = false;
      let sent: SentUpload | undefined;
      const done = loaded().then((ready) => {
        if (cancelled || destroyed) throw new UploadFailure('cancelled', '', false);
        sent = ready.send(file, sha256, onProgress);
        return sent.done;
      });
      return {
        done,
        cancel: () => {
          cancelled = true;
          sent?.cancel();
        },
      };
    },
    destroy: () => {
      destroyed = true;
      transport?.destroy();
    },
  };
}

/**
 * One file on a client of its own, which goes when the file is settled: graphics send one
 * PDF at a time, and the same PDF may go to two slots one after the other.
 */
export function sendOne(
  grants: GrantCache,
  file: File,
  sha256: string,
  onProgress: (fraction: number) => void,
  options: TusOptions = {},
): SentUpload {
  const transport = createTusTransport(grants, { limit: 1, ...options });
  const sent = transport.send(file, sha256, onProgress);
  const close = () => queueMicrotask(() => transport.destroy());
  sent.done.then(close, close);
  return sent;
}
