import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, NotFoundError } from '../../http/errors';
import { sha256OfFile } from './sha256-file';
import type { UploadKind } from './upload-grants';
import type { UploadRow, UploadsRepository } from './uploads.repository';

/** A finished upload's bytes, handed to its kind to become an object. */
export interface FinishedUpload {
  userId: string;
  /** As the customer named it (cleaned here). */
  fileName: string;
  /** The upload's bytes on the local disk; moved into storage when accepted. */
  localPath: string;
  size: number;
  sha256: string;
  /**
   * The id the object takes (the tus endpoint's, derived from the upload): a finish run
   * again after a crash finds the object already saved and hands it back (issue 13 hole 5).
   */
  objectId?: string;
}

/** What the finisher needs of the tus store (HashingFileStore, or a bucket's store). */
export interface StagingStore {
  /** The upload's SHA-256 when the store hashed every byte on the way in, else undefined. */
  takeDigest(id: string, size: number): string | undefined | Promise<string | undefined>;
  configstore: { delete(id: string): Promise<unknown> };
}

/** What the finisher needs of a kind of upload (tus-endpoint's UploadObjectKind). */
export interface ObjectMaker {
  /** Checks the bytes by content and keeps them; an AppError refuses the file. */
  createFromUpload(upload: FinishedUpload): Promise<{ id: string }>;
}

interface Deps {
  uploads: UploadsRepository;
  /** The tus store the bytes were staged by: the disk's, or the bucket's. */
  store: StagingStore;
  /** Where unfinished uploads are written (DATA_DIR/uploads). */
  stagingDir: string;
  makerOf(kind: UploadKind): ObjectMaker;
  log: FastifyBaseLogger;
}

/**
 * The object an upload becomes, named after the upload: a finish run again after a crash
 * makes the same object (and the same storage key), never a second one. Laid out as a
 * version-4 UUID like every other id.
 */
export function objectIdOf(uploadId: string): string {
  const hex = createHash('sha256').update(`upload-object:${uploadId}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

/**
 * Finishing an upload, safe against a crash at any point (issue 13 hole 5, decision 009).
 * The kind gets a second name (a hard link) of the staged bytes and moves that one into
 * storage; the staged file and its tus record go only after the upload's row says which
 * object it became. So until then every byte is still staged, and finishing again (on the
 * client's next HEAD, or at start) re-runs the same steps: the object id is the upload's,
 * and a kind that finds its object already saved hands it back.
 */
export function createUploadFinisher({ uploads, store, stagingDir, makerOf, log }: Deps) {
  const running = new Map<string, Promise<UploadRow>>();
  const stagedPath = (id: string) => path.join(stagingDir, id);
  const handOverPath = (id: string) => `${stagedPath(id)}.finishing`;

  /** Forgets an upload's staged bytes, its tus record and its hand-over link. */
  async function dropStaged(id: string): Promise<void> {
    await fs.rm(stagedPath(id), { force: true });
    await fs.rm(handOverPath(id), { force: true });
    await store.configstore.delete(id).catch(() => undefined);
  }

  /** Removes an upload's bytes and its row: a refused file leaves nothing behind. */
  async function discard(id: string): Promise<void> {
    await dropStaged(id);
    await uploads.deleteUpload(id);
  }

  async function handOver(id: string): Promise<string> {
    const target = handOverPath(id);
    await fs.rm(target, { force: true });
    try {
      await fs.link(stagedPath(id), target);
    } catch (error) {
      // A file system without hard links: a copy keeps the same promise, more slowly.
      if (!isCode(error, 'EPERM', 'ENOTSUP', 'EOPNOTSUPP')) throw error;
      await fs.copyFile(stagedPath(id), target);
    }
    return target;
  }

  async function run(id: string): Promise<UploadRow> {
    const row = await uploads.findUpload(id);
    if (!row?.user_id) throw new NotFoundError('Upload not found');
    if (row.object_id !== null) return row;
    log.debug({ upload: id }, 'upload finishing');
    const digest = (await store.takeDigest(id, row.size)) ?? (await sha256OfFile(stagedPath(id)));
    if (digest !== row.sha256) {
      await discard(id);
      throw new AppError(422, 'checksum_mismatch', 'Checksum mismatch');
    }
    let objectId: string;
    try {
      const created = await makerOf(row.kind).createFromUpload({
        userId: row.user_id,
        fileName: row.file_name,
        localPath: await handOver(id),
        size: row.size,
        sha256: digest,
        objectId: objectIdOf(id),
      });
      objectId = created.id;
    } catch (error) {
      if (error instanceof AppError) await discard(id);
      else await fs.rm(handOverPath(id), { force: true });
      throw error;
    }
    await uploads.setUploadObject(id, objectId);
    log.debug({ upload: id, object: objectId }, 'upload finished');
    // Only now may the staged copy go: the row says which object the bytes became.
    await dropStaged(id);
    return { ...row, object_id: objectId };
  }

  /** Finishes an upload whose every byte is staged; one run at a time per upload. */
  function finish(id: string): Promise<UploadRow> {
    let pending = running.get(id);
    if (!pending) {
      pending = run(id).finally(() => running.delete(id));
      running.set(id, pending);
    }
    return pending;
  }

  /**
   * Finishes an unfinished upload whose bytes are all staged (a crash or a lost answer came
   * during its finish); undefined when bytes are still to come.
   */
  async function finishIfStaged(row: UploadRow): Promise<UploadRow | undefined> {
    if (row.object_id !== null) return row;
    const staged = await fs.stat(stagedPath(row.id)).catch(() => undefined);
    if (staged?.size !== row.size) return undefined;
    return finish(row.id);
  }

  /** At start: finishes what a crash interrupted (each upload on its own; refusals logged). */
  async function finishInterrupted(): Promise<number> {
    let finished = 0;
    for (const row of await uploads.listUnfinishedUploads()) {
      try {
        if (await finishIfStaged(row)) finished += 1;
      } catch (error) {
        log.warn({ err: error, upload: row.id }, 'interrupted upload not finished');
      }
    }
    return finished;
  }

  return {
    finish,
    finishIfStaged,
    finishInterrupted,
    dropStaged,
    /** Resolves once the finishes running now are over (shutdown). */
    settled: () => Promise.allSettled([...running.values()]),
  };
}

export type UploadFinisher = ReturnType<typeof createUploadFinisher>;
