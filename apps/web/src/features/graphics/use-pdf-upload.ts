import { useMemo, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import {
  createGrantCache,
  hashFile,
  preloadUploads,
  sendOne,
  UploadFailure,
  type SentUpload,
} from '../../shared/upload';
import { useAttachFile } from './api/change-album-files';
import type { AlbumFileResource } from './api/file-resource';
import type { GraphicsSlot } from './graphics-slots';
import { checkPdfFile } from './upload/check-pdf';

export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'saving';

export interface UploadState {
  phase: UploadPhase;
  /** 0…1 while uploading. */
  progress: number;
  file: File | null;
}

/** A failed upload, as a text of the graphics namespace (spec 2 §8: a red alert on top). */
export interface UploadProblem {
  key: string;
  values: Record<string, string | number>;
}

export type UploadOutcome =
  { ok: true; file: AlbumFileResource } | { ok: false; problem: UploadProblem | null };

const IDLE: UploadState = { phase: 'idle', progress: 0, file: null };
const MEGABYTE = 1024 * 1024;

function problemOf(error: unknown, name: string): UploadProblem | null {
  if (error instanceof UploadFailure || isApiError(error)) {
    if (error.code === 'cancelled') return null;
    if (error.title) return { key: 'errors.server', values: { name, reason: error.title } };
    return { key: 'errors.network', values: {} };
  }
  if (error instanceof Error && error.message === 'insecure') {
    return { key: 'errors.insecure', values: {} };
  }
  return { key: 'errors.network', values: {} };
}

/**
 * One graphics upload at a time (spec 2 §5): checked in the browser (PDF by content, size
 * cap), hashed, sent over tus, then put in its slot; the server deletes the file it
 * replaces. The state drives the upload modal's progress bar.
 */
export function usePdfUpload(albumId: string) {
  const grants = useMemo(() => createGrantCache('files'), []);
  const attach = useAttachFile();
  const [state, setState] = useState<UploadState>(IDLE);
  const sent = useRef<SentUpload | null>(null);
  const cancelled = useRef(false);

  async function upload(slot: GraphicsSlot, file: File): Promise<UploadOutcome> {
    cancelled.current = false;
    setState({ phase: 'preparing', progress: 0, file });
    // The tus client arrives while the file is checked and hashed (decision 062).
    void preloadUploads().catch(() => undefined);
    try {
      const grant = await grants.get();
      const refusal = await checkPdfFile(file, grant.max_size);
      if (refusal) {
        const megabytes = Math.floor(grant.max_size / MEGABYTE);
        return {
          ok: false,
          problem: { key: `errors.${refusal}`, values: { name: file.name, megabytes } },
        };
      }
      const sha256 = await hashFile(file);
      if (cancelled.current) return { ok: false, problem: null };
      setState({ phase: 'uploading', progress: 0, file });
      sent.current = sendOne(
        grants,
        file,
        sha256,
        (progress) => setState({ phase: 'uploading', progress, file }),
        { fallbackType: 'application/pdf' },
      );
      const fileId = await sent.current.done;
      setState({ phase: 'saving', progress: 1, file });
      const list = await attach.mutateAsync({ albumId, kind: slot.kind, type: slot.type, fileId });
      const attached = list.data.find((item) => item.id === fileId);
      if (!attached) return { ok: false, problem: { key: 'errors.network', values: {} } };
      return { ok: true, file: attached };
    } catch (error) {
      return { ok: false, problem: cancelled.current ? null : problemOf(error, file.name) };
    } finally {
      sent.current = null;
      setState(IDLE);
    }
  }

  function cancel() {
    cancelled.current = true;
    sent.current?.cancel();
  }

  return { state, upload, cancel, busy: state.phase !== 'idle' };
}
