import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';
import {
  OBJECT_ID_HEADER,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_METADATA,
  UPLOAD_PARALLEL_FILES,
  UPLOAD_RETRY_DELAYS_MS,
} from '@vinyl/domain';
import type { GrantCache } from './upload-grant';

/** Why an upload stopped: the server's refusal (code and title) or a lost connection. */
export class UploadFailure extends Error {
  constructor(
    readonly code: string,
    readonly title: string,
    /** A dropped connection may be tried again; a refused file may not. */
    readonly retryable: boolean,
  ) {
    super(title || code);
    this.name = 'UploadFailure';
  }
}

export interface SentUpload {
  /** The object the server made of the file (X-Object-Id): an audio or a file id. */
  done: Promise<string>;
  cancel(): void;
}

/** How a file reaches the server; the pages use tus (Uppy), tests a fake. */
export interface UploadTransport {
  send(file: File, sha256: string, onProgress: (fraction: number) => void): SentUpload;
  destroy(): void;
}

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

export interface TusOptions {
  /** Files sent at once (spec 2 §9: two audio files; graphics go one at a time). */
  limit?: number;
  /** The type sent when the browser gives none (a PDF dropped from some file managers). */
  fallbackType?: string;
}

/**
 * The shop's one upload client: tus with Uppy (spec 2 §9: 5 MiB chunks, retries after 3,
 * 6 and 9 s), the file's SHA-256 in the metadata for the server to check, and a fresh
 * upload token on every request. tus-js-client keeps each upload's URL in localStorage,
 * so dropping the same file again after a reload or a lost connection resumes it.
 */
export function createTusTransport(grants: GrantCache, options: TusOptions = {}): UploadTransport {
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
