import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server, type Locker, type Upload } from '@tus/server';
import {
  cleanFileName,
  isSha256Hex,
  OBJECT_ID_HEADER,
  OBJECT_TYPE_HEADER,
  UPLOAD_METADATA,
} from '@vinyl/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { S3StorageConfig } from '../../config-storage';
import { AppError, ValidationError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { HashingFileStore } from './hashing-file-store';
import { S3StagingStore } from './s3-staging-store';
import { sweepStaging } from './staging-sweep';
import { isTusError, toTusError } from './upload-errors';
import { createUploadFinisher, type FinishedUpload } from './upload-finisher';
import type { UploadKind } from './upload-grants';
import type { UploadRow, UploadsRepository } from './uploads.repository';
import { sendWebResponse, toWebRequest } from './web-request';

export const TUS_PATH = '/api/uploads';

/** Who is uploading: set by the route after the bearer token check, read by the hooks. */
export interface Uploader {
  userId: string;
  locale: Locale;
  /** The kind the upload token was granted for. */
  kind: UploadKind;
  /**
   * The upload the route found this user owns (from the request's path): the only id tus
   * may act on. Unset for creation (POST) and OPTIONS.
   */
  uploadId?: string;
}

/**
 * What a kind of upload brings (audio, graphics files, design images each register theirs):
 * its size cap, the names it never takes, and the object made from the finished bytes.
 * `X-Object-Type` is the kind.
 */
export interface UploadObjectKind {
  /** Checked against Upload-Length before a byte is written. */
  maxBytes(): Promise<number>;
  /** A refusal for a file name this kind never takes (at creation), else undefined. */
  refuseName(fileName: string): AppError | undefined;
  /** Checks the finished bytes by content and keeps them; an AppError refuses the file. */
  createFromUpload(upload: FinishedUpload): Promise<{ id: string }>;
}

interface Deps {
  uploads: UploadsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where unfinished uploads are written (DATA_DIR/uploads). */
  stagingDir: string;
  expiryMs: number;
  publicOrigin: string;
  /** Files live in this bucket: unfinished uploads too, as multipart uploads (issue 20). */
  s3?: S3StorageConfig;
  /** The uploads' locks across processes (PostgreSQL); unset, tus's in-memory locker. */
  locker?: Locker;
}

/**
 * The tus endpoint (issue 6 item 1) on @tus/server with the file store: creation,
 * resumable PATCH, termination and expiry. The hooks check what tus cannot: the file
 * name and checksum at creation, and at completion the SHA-256 (the file store has no
 * checksum extension) and the content; an accepted file becomes its kind's object, a
 * refused one leaves nothing behind.
 */
export function createTusEndpoint(deps: Deps) {
  const { uploads, clock, log, stagingDir, expiryMs } = deps;
  const uploaders = new WeakMap<object, Uploader>();
  const kinds = new Map<UploadKind, UploadObjectKind>();
  function requireKind(kind: UploadKind): UploadObjectKind {
    const found = kinds.get(kind);
    if (!found) throw new Error(`no upload kind ${kind}`);
    return found;
  }
  // A terminated upload (tus DELETE) has lost its bytes: its row goes too, before the 204.
  const onRemove = (id: string) => uploads.deleteUpload(id);
  const store = deps.s3
    ? new S3StagingStore({ config: deps.s3, stagingDir, onRemove })
    : new HashingFileStore({
        directory: stagingDir,
        expirationPeriodInMilliseconds: expiryMs,
        onRemove,
      });

  /** The uploader of a request `handle` passed on (keyed by the web Request itself). */
  function uploaderOf(req: object): Uploader {
    const uploader = uploaders.get(req);
    if (!uploader) throw new Error('tus request without a checked uploader');
    return uploader;
  }

  const finisher = createUploadFinisher({
    uploads,
    store,
    stagingDir,
    makerOf: requireKind,
    log,
  });

  async function onUploadCreate(req: Parameters<typeof uploaderOf>[0], upload: Upload) {
    const { userId, locale, kind } = uploaderOf(req);
    const fileName = cleanFileName(upload.metadata?.[UPLOAD_METADATA.fileName] ?? '');
    const sha256 = upload.metadata?.[UPLOAD_METADATA.sha256];
    if (upload.size === undefined || !fileName || !isSha256Hex(sha256)) {
      const refusal = new ValidationError(
        'upload_metadata_invalid',
        'The upload must name its file and give its SHA-256',
        'Upload-Length, and Upload-Metadata with filename and sha256 (hex), are required',
      );
      throw toTusError(refusal, locale);
    }
    const refusal = requireKind(kind).refuseName(fileName);
    if (refusal) throw toTusError(refusal, locale);
    const now = clock.now();
    await uploads.insertUpload({
      id: upload.id,
      user_id: userId,
      kind,
      file_name: fileName,
      size: upload.size,
      sha256,
      object_id: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + expiryMs).toISOString(),
    });
    return {};
  }

  async function onUploadFinish(req: Parameters<typeof uploaderOf>[0], upload: Upload) {
    const { locale } = uploaderOf(req);
    try {
      const finished = await finisher.finish(upload.id);
      return {
        headers: {
          [OBJECT_ID_HEADER]: finished.object_id ?? '',
          [OBJECT_TYPE_HEADER]: finished.kind,
        },
      };
    } catch (error) {
      if (error instanceof AppError) throw toTusError(error, locale);
      throw error;
    }
  }

  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    relativeLocation: true,
    ...(deps.locker && { locker: deps.locker }),
    // The cap of the token's kind, checked at creation (the route checks it first too). A
    // PATCH needs none: every upload declares its length at creation (onUploadCreate), and
    // asking a kind for its cap on each 5 MiB chunk made every chunk wait (catalogue reads).
    maxSize: (req) => (req.method === 'POST' ? requireKind(uploaderOf(req).kind).maxBytes() : 0),
    allowedOrigins: [deps.publicOrigin],
    exposedHeaders: [OBJECT_ID_HEADER, OBJECT_TYPE_HEADER],
    // The id the route authorised, never one parsed again from the URL (issue 13 hole 1).
    getFileIdFromRequest: (req) => uploaderOf(req).uploadId,
    onUploadCreate,
    onUploadFinish,
    // Unexpected failures are logged and answered without internals (ARCHITECTURE: errors).
    onResponseError: (_req, error) => {
      if (isTusError(error)) return undefined;
      log.error({ err: error }, 'upload failed');
      return { status_code: 500, body: 'Something went wrong with that request\n' };
    },
  });

  return {
    /** Adds a kind of upload (audio, graphics files, …) to the endpoint. */
    registerKind(kind: UploadKind, objectKind: UploadObjectKind): void {
      kinds.set(kind, objectKind);
    },
    hasKind: (kind: UploadKind) => kinds.has(kind),
    /** Where clients create uploads: from PUBLIC_ORIGIN, never from the request's Host. */
    uploadUrl: new URL(`${TUS_PATH}/`, deps.publicOrigin).toString(),
    maxBytesOf: (kind: UploadKind) => requireKind(kind).maxBytes(),
    /** Hands a checked request to tus, which answers it on the raw response. */
    async handle(req: IncomingMessage, res: ServerResponse, uploader: Uploader): Promise<void> {
      const request = toWebRequest(req, deps.publicOrigin);
      uploaders.set(request, uploader);
      await sendWebResponse(res, await server.handleWeb(request));
    },
    /** Finishes an upload whose bytes are all staged (after a crash); see upload-finisher. */
    async finishIfStaged(row: UploadRow) {
      // In a bucket, another server may have taken the last byte and stopped: bring it here.
      if (store instanceof S3StagingStore) await store.stageIfComplete(row.id, row.size);
      return finisher.finishIfStaged(row);
    },
    /**
     * At start: finishes the uploads a crash interrupted while they were being finished,
     * and drops the staged copies a crash left after an upload's row named its object.
     * No grace is needed then: an upload's row is written before its staged files and
     * forgotten after them, so staged files of a finished or missing row are never in use.
     */
    async finishInterrupted(): Promise<number> {
      const finished = await finisher.finishInterrupted();
      await sweepStaging({ stagingDir, uploads, finisher, before: new Date(8.64e15) });
      return finished;
    },
    /** Resolves once the finishes running now are over (shutdown). */
    settled: finisher.settled,
    /** Shutdown: lets the running finishes end, then closes the store (its thread or S3 client). */
    async close(): Promise<void> {
      await finisher.settled();
      await store.close();
    },
    /** Removes unfinished uploads whose time is up (bytes and rows), and old finished rows. */
    async removeExpired(): Promise<number> {
      const expired = await uploads.listExpiredUploads(clock.now().toISOString());
      for (const upload of expired) {
        if (upload.object_id === null) await finisher.dropStaged(upload.id);
        await uploads.deleteUpload(upload.id);
      }
      return expired.length;
    },
    /** Staged files no unfinished upload owns, older than `before` (a crash's leftovers). */
    sweepStaging: (before: Date) => sweepStaging({ stagingDir, uploads, before, finisher }),
  };
}

export type TusEndpoint = ReturnType<typeof createTusEndpoint>;
