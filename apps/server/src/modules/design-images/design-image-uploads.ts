import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cleanFileName } from '@vinyl/domain';
import type { Clock } from '../../clock';
import type { FileStorage } from '../../storage/storage';
import type { FinishedUpload, UploadObjectKind } from '../uploads';
import type { DesignImageLimits } from './design-image-limits';
import { processImage, readImageHeader, unreadable } from './design-image-processing';
import type { DesignImageRow, DesignImagesRepository } from './design-images.repository';

interface Deps {
  images: DesignImagesRepository;
  storage: FileStorage;
  clock: Clock;
  limits: DesignImageLimits;
  /** Where made copies are written before storage takes them (DATA_DIR/uploads). */
  scratchDir: string;
}

/** The keys of an image's three stored files, from its id (never from the customer's name). */
export function keysOf(id: string, original: 'jpg' | 'png', preview: 'jpg' | 'png') {
  const base = `design-images/${id.slice(0, 2)}/${id}`;
  return {
    storage_key: `${base}.${original}`,
    preview_key: `${base}.preview.${preview}`,
    print_key: `${base}.print.jpg`,
  };
}

/**
 * The designer's images as a kind of upload on the one tus endpoint (issue 16): JPEG, PNG
 * or TIFF judged by content (the first bytes, then sharp's reading of the header), at most
 * `limits.maxBytes` and `limits.maxPixels`. JPEG and PNG are kept as sent; a TIFF becomes a
 * PNG once, here. The preview and the CMYK print copy are made at the same time.
 */
export function createDesignImageUploads(deps: Deps): UploadObjectKind {
  const { images, storage, clock, limits, scratchDir } = deps;

  /** Writes made bytes aside, then hands them to storage (which takes files, not buffers). */
  async function store(bytes: Buffer, key: string): Promise<void> {
    await fs.mkdir(scratchDir, { recursive: true });
    const local = path.join(scratchDir, `design-image-${randomUUID()}`);
    await fs.writeFile(local, bytes);
    try {
      await storage.importFile(local, key);
    } finally {
      await fs.rm(local, { force: true });
    }
  }

  async function createFromUpload(upload: FinishedUpload): Promise<DesignImageRow> {
    // A finish run again after a crash (issue 13 hole 5): the image may be saved already.
    const saved = upload.objectId && (await images.findOwned(upload.userId, upload.objectId));
    if (saved) return saved;
    const input = await fs.readFile(upload.localPath);
    const header = await readImageHeader(input, limits);
    const made = await processImage(input, header, limits).catch((error: unknown) => {
      throw unreadable(error);
    });
    const id = upload.objectId ?? randomUUID();
    const original = header.format === 'jpeg' ? 'jpg' : 'png';
    const keys = keysOf(id, original, made.preview.mimeType === 'image/png' ? 'png' : 'jpg');
    const row: DesignImageRow = {
      id,
      user_id: upload.userId,
      file_name: cleanFileName(upload.fileName) || `image.${original}`,
      ...keys,
      mime_type: original === 'jpg' ? 'image/jpeg' : 'image/png',
      preview_mime_type: made.preview.mimeType,
      width_px: made.widthPx,
      height_px: made.heightPx,
      has_alpha: made.hasAlpha ? 1 : 0,
      // The file as sent (a TIFF's size and hash, not its PNG's).
      size: upload.size,
      sha256: upload.sha256,
      dominant_colour: made.dominantColour,
      created_at: clock.now().toISOString(),
    };
    const stored = Object.values(keys);
    try {
      if (made.converted) await store(made.converted, keys.storage_key);
      else await storage.importFile(upload.localPath, keys.storage_key);
      await store(made.preview.bytes, keys.preview_key);
      await store(made.print, keys.print_key);
      await images.insert(row);
    } catch (error) {
      for (const key of stored) await storage.remove(key).catch(() => undefined);
      throw error;
    }
    return row;
  }

  return {
    maxBytes: () => Promise.resolve(limits.maxBytes),
    // Any name: the content decides (a photo saved without its extension is still a photo).
    refuseName: () => undefined,
    createFromUpload,
  };
}
