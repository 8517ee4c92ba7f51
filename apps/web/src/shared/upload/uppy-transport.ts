import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';
import {
  OBJECT_ID_HEADER,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_METADATA,
  UPLOAD_PARALLEL_FILES,
  UPLOAD_RETRY_DELAYS_MS,
} from '@vinyl/domain';
import { UploadFailure, type TusOptions, type UploadTransport } from './transport';
import type { GrantCache } from './upload-grant';

type UploadMeta = Meta & { filename: string; filetype: string; sha256: string };
type Waiter = {
  resolve: (objectId: string) => void;
  reject: (failure: UploadFailure) => void;
  onProgress: (fraction: number) => void;
};

function failureOf(status: number | undefined, responseText: string | undefined): UploadFailure {
  try {
    const error = (JSON.parse(responseText ?? '') as { errors?: { code: string; title: string }[] })
      .errors?.[0];
    if (error) return new UploadFailure(error.code, error.title, status === 401 || status === 409);
  } catch {
    // Not a JSON:API answer: the connection or a proxy failed.
  }
  return new UploadFailure(status ? `http_${status}` : 'network_error', '', true);
}

/**
 * Uppy with its tus plugin, loaded by `createTusTransport` (tus-client.ts) when the first
 * file is on its way: every setting the shop's uploads need, with one waiter per file.
 */
export function createUppyTransport(grants: GrantCache, options: TusOptions = {}): UploadTransport {
  const { limit = UPLOAD_PARALLEL_FILES, fallbackType = '' } = options;
  const uppy = new Uppy<UploadMeta, TusBody>({
    autoProceed: false,
    allowMultipleUploadBatches: true,
  });
  uppy.use(Tus, {
    chunkSize: UPLOAD_CHUNK_SIZE,
    limit,
    retryDelays: [...UPLOAD_RETRY_DELAYS_MS],
    allowedMetaFields: [UPLOAD_METADATA.fileName, UPLOAD_METADATA.fileType, UPLOAD_METADATA.sha256],
    removeFingerprintOnSuccess: true,
    onBeforeRequest: async (request) => {
      request.setHeader('Authorization', `Bearer ${(await grants.get()).upload_token}`);
    },
  });
  const waiters = new Map<string, Waiter>();

  const settle = (
    file: UppyFile<UploadMeta, TusBody> | undefined,
    outcome: (waiter: Waiter) => void,
  ) => {
    const waiter = file && waiters.get(file.id);
    if (!file || !waiter) return;
    waiters.delete(file.id);
    // Gone from Uppy, the same file can be added again (to another side, or to resume).
    // Removed after Uppy's success event, not inside it: the Tus plugin still listens to
    // the file there and a removal makes it terminate (DELETE) the finished upload, which
    // the server refuses with 409 ("tus: unexpected response while terminating upload").
    const { id } = file;
    queueMicrotask(() => {
      if (uppy.getFile(id)) uppy.removeFile(id);
    });
    outcome(waiter);
  };
  uppy.on('upload-progress', (file, progress) => {
    const waiter = file && waiters.get(file.id);
    if (waiter && progress.bytesTotal)
      waiter.onProgress(progress.bytesUploaded / progress.bytesTotal);
  });
  uppy.on('upload-success', (file, response) => {
    const objectId = response.body?.xhr.getResponseHeader(OBJECT_ID_HEADER);
    settle(file, (waiter) =>
      objectId
        ? waiter.resolve(objectId)
        : waiter.reject(new UploadFailure('no_object', '', false)),
    );
  });
  uppy.on('upload-error', (file, _error, response) => {
    const xhr = response?.body?.xhr;
    settle(file, (waiter) => waiter.reject(failureOf(response?.status, xhr?.responseText)));
  });

  return {
    send(file, sha256, onProgress) {
      const done = new Promise<string>((resolve, reject) => {
        void grants.get().then(
          (grant) => {
            let id: string;
            try {
              const type = file.type || fallbackType;
              id = uppy.addFile({
                name: file.name,
                type,
                data: file,
                meta: { filename: file.name, filetype: type, sha256 },
              });
            } catch {
              // The same file is already on its way (dropped twice at once).
              reject(new UploadFailure('duplicate', '', false));
              return;
            }
            uppy.setFileState(id, { tus: { endpoint: grant.upload_url } });
            waiters.set(id, { resolve, reject, onProgress });
            void uppy.upload().catch(() => undefined);
          },
          () => reject(new UploadFailure('network_error', '', true)),
        );
      });
      return {
        done,
        cancel: () => {
          for (const [id, waiter] of waiters) {
            if (uppy.getFile(id)?.data !== file) continue;
            waiters.delete(id);
            uppy.removeFile(id);
            waiter.reject(new UploadFailure('cancelled', '', false));
          }
        },
      };
    },
    destroy: () => uppy.destroy(),
  };
}
