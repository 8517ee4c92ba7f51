import { useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import {
  createGrantCache,
  hashFile,
  preloadUploads,
  sendOne,
  UploadFailure,
  type SentUpload,
} from '../../../shared/upload';
import { getDesignImage, type DesignImage } from '../api/design-images';
import { imageTypeOf } from './image-signature';

/** Why an image did not arrive, as a text key of the designer and its values. */
export interface ImageProblem {
  key: 'images.notImage' | 'images.tooLarge' | 'images.refused' | 'images.network';
  values: Record<string, string | number>;
}

export type ImageUploadOutcome =
  { ok: true; image: DesignImage } | { ok: false; problem: ImageProblem | null };

const MEGABYTE = 1024 * 1024;

function problemOf(error: unknown, name: string): ImageProblem | null {
  if ((error instanceof UploadFailure || isApiError(error)) && error.code === 'cancelled') {
    return null;
  }
  if ((error instanceof UploadFailure || isApiError(error)) && error.title) {
    return { key: 'images.refused', values: { name, reason: error.title } };
  }
  return { key: 'images.network', values: {} };
}

/**
 * A photo or logo for the designer: checked in the browser (JPEG, PNG or TIFF by content,
 * the server's size cap), hashed and sent over the shop's resumable uploads; the server
 * checks it again, measures its pixels and keeps a small copy for the canvas.
 */
export function useImageUpload() {
  const grants = useMemo(() => createGrantCache('design_images'), []);
  const [progress, setProgress] = useState<number | null>(null);
  const sent = useRef<SentUpload | null>(null);

  async function upload(file: File): Promise<ImageUploadOutcome> {
    setProgress(0);
    // The tus client arrives while the image is checked and hashed (decision 062).
    void preloadUploads().catch(() => undefined);
    try {
      const type = imageTypeOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
      if (!type)
        return { ok: false, problem: { key: 'images.notImage', values: { name: file.name } } };
      const grant = await grants.get();
      if (file.size > grant.max_size) {
        const megabytes = Math.floor(grant.max_size / MEGABYTE);
        return {
          ok: false,
          problem: { key: 'images.tooLarge', values: { name: file.name, megabytes } },
        };
      }
      const sha256 = await hashFile(file);
      sent.current = sendOne(grants, file, sha256, setProgress, { fallbackType: type });
      const id = await sent.current.done;
      return { ok: true, image: await getDesignImage(id) };
    } catch (error) {
      return { ok: false, problem: problemOf(error, file.name) };
    } finally {
      sent.current = null;
      setProgress(null);
    }
  }

  return { upload, progress, cancel: () => sent.current?.cancel(), busy: progress !== null };
}
