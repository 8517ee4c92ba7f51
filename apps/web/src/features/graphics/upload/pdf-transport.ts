import Uppy, { type Meta } from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';
import {
  OBJECT_ID_HEADER,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_METADATA,
  UPLOAD_RETRY_DELAYS_MS,
} from '@vinyl/domain';
import type { FilesGrantCache } from '../api/get-files-grant';

/** Why an upload stopped: the server's refusal (code and title) or a lost connection. */
export class GraphicsUploadFailure extends Error {
  constructor(
    readonly code: string,
    readonly title: string,
  ) {
    super(title || code);
    this.name = 'GraphicsUploadFailure';
  }
}

export interface SentPdf {
  /** The file object the server made (X-Object-Id). */
  done: Promise<string>;
  cancel(): void;
}

/** How a PDF reaches the server; the page uses tus (Uppy), tests a fake. */
export interface PdfTransport {
  send(file: File, sha256: string, onProgress: (fraction: number) => void): SentPdf;
}

type PdfMeta = Meta & { filename: string; filetype: string; sha256: string };

function failureOf(status: number | undefined, responseText: string | undefined) {
  try {
    const error = (JSON.parse(responseText ?? '') as { errors?: { code: string; title: string }[] })
      .errors?.[0];
    if (error) return new GraphicsUploadFailure(error.code, error.title);
  } catch {
    // Not a JSON:API answer: the connection or a proxy failed.
  }
  return new GraphicsUploadFailure(status ? `http_${status}` : 'network_error', '');
}

/**
 * One PDF over tus with Uppy, through the same endpoint as the audio (spec 2 §9: 5 MiB
 * chunks, retries after 3, 6 and 9 s, SHA-256 in the metadata; graphics go one at a time).
 * A fresh upload token is put on every request.
 */
export function createPdfTransport(grants: FilesGrantCache): PdfTransport {
  return {
    send(file, sha256, onProgress) {
      const uppy = new Uppy<PdfMeta, TusBody>({ autoProceed: false });
      uppy.use(Tus, {
        chunkSize: UPLOAD_CHUNK_SIZE,
        limit: 1,
        retryDelays: [...UPLOAD_RETRY_DELAYS_MS],
        allowedMetaFields: [
          UPLOAD_METADATA.fileName,
          UPLOAD_METADATA.fileType,
          UPLOAD_METADATA.sha256,
        ],
        removeFingerprintOnSuccess: true,
        onBeforeRequest: async (request) => {
          request.setHeader('Authorization', `Bearer ${(await grants.get()).upload_token}`);
        },
      });
      let settled = false;
      let stop: () => void = () => undefined;
      const done = new Promise<string>((resolve, reject) => {
        stop = () => reject(new GraphicsUploadFailure('cancelled', ''));
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          outcome();
          // Not inside Uppy's success event: the Tus plugin still listens to the file there,
          // and destroying now makes it terminate (DELETE) the finished upload, which the
          // server refuses with 409 ("tus: unexpected response while terminating upload").
          queueMicrotask(() => uppy.destroy());
        };
        uppy.on('upload-progress', (_file, progress) => {
          if (progress.bytesTotal) onProgress(progress.bytesUploaded / progress.bytesTotal);
        });
        uppy.on('upload-success', (_file, response) => {
          const fileId = response.body?.xhr.getResponseHeader(OBJECT_ID_HEADER);
          finish(() =>
            fileId ? resolve(fileId) : reject(new GraphicsUploadFailure('no_object', '')),
          );
        });
        uppy.on('upload-error', (_file, _error, response) => {
          const xhr = response?.body?.xhr;
          finish(() => reject(failureOf(response?.status, xhr?.responseText)));
        });
        void grants.get().then(
          (grant) => {
            const id = uppy.addFile({
              name: file.name,
              type: file.type || 'application/pdf',
              data: file,
              meta: { filename: file.name, filetype: file.type || 'application/pdf', sha256 },
            });
            uppy.setFileState(id, { tus: { endpoint: grant.upload_url } });
            void uppy.upload().catch(() => undefined);
          },
          () => finish(() => reject(new GraphicsUploadFailure('network_error', ''))),
        );
      });
      return {
        done,
        cancel: () => {
          if (settled) return;
          settled = true;
          uppy.cancelAll();
          uppy.destroy();
          stop();
        },
      };
    },
  };
}
