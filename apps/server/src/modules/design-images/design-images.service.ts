import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, NotFoundError } from '../../http/errors';
import { readAll } from '../../storage/read-all';
import type { FileStorage } from '../../storage/storage';
import type { DesignImageLimits } from './design-image-limits';
import { alphaMask } from './design-image-processing';
import type { DesignImageRow, DesignImagesRepository } from './design-images.repository';
import { previewUrl, toDesignImageResource } from './design-images.view';

/** Answers the designs module plugs in (decision 018): this module knows no design. */
export interface DesignImageProviders {
  /** Which of these image ids a stored design places. */
  imagesInUse(ids: readonly string[]): Promise<Set<string>>;
}

/** An image as the print PDF embeds it: a CMYK JPEG, and its alpha when it has one. */
export interface PrintImage {
  jpeg: Uint8Array;
  widthPx: number;
  heightPx: number;
  /** 8-bit grey samples, deflated (a `/FlateDecode` soft mask); undefined when opaque. */
  alpha?: Uint8Array;
}

/** The pixels of an image and where its preview is, for the canvas's dpi warnings. */
export interface PlacedImageSize {
  widthPx: number;
  heightPx: number;
  preview_url: string;
}

interface Deps {
  images: DesignImagesRepository;
  storage: FileStorage;
  limits: Pick<DesignImageLimits, 'maxPixels'>;
  log: FastifyBaseLogger;
}

const CLEANUP_PAGE = 200;

/**
 * The designer's images (issue 16), always through their owner: another customer's image
 * answers 404 like a missing one. An image a stored design places is never removed: a
 * DELETE answers 409, and the clean-up passes it by.
 */
export function createDesignImagesService({ images, storage, limits, log }: Deps) {
  const providers: Partial<DesignImageProviders> = {};
  function imagesInUse(ids: readonly string[]): Promise<Set<string>> {
    if (!providers.imagesInUse) throw new Error('design-images: no imagesInUse provider');
    return providers.imagesInUse(ids);
  }

  async function requireImage(userId: string, id: string): Promise<DesignImageRow> {
    const row = await images.findOwned(userId, id);
    if (!row) throw new NotFoundError('Image not found');
    return row;
  }

  const read = async (key: string) => readAll(await storage.read(key));

  /** The row goes first: a crash then leaves files no row names, which the storage sweep takes. */
  async function forget(row: DesignImageRow): Promise<void> {
    await images.remove(row.id);
    for (const key of [row.storage_key, row.preview_key, row.print_key]) {
      await storage
        .remove(key)
        .catch((error: unknown) => log.error({ err: error }, 'design image removal'));
    }
  }

  return {
    async list(userId: string) {
      return { data: (await images.listOwned(userId)).map(toDesignImageResource) };
    },
    async get(userId: string, id: string) {
      return { data: toDesignImageResource(await requireImage(userId, id)) };
    },
    async preview(userId: string, id: string) {
      const row = await requireImage(userId, id);
      return { mimeType: row.preview_mime_type, stream: await storage.read(row.preview_key) };
    },
    /** Deleting an image a design places is refused (409): the design would lose it. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await requireImage(userId, id);
      if ((await imagesInUse([id])).has(id)) {
        throw new ConflictError('design_image_in_use', 'A design uses this image');
      }
      await forget(row);
    },
    /** A 404 unless every id is one of the caller's images (a design places only its own). */
    async requireOwned(userId: string, ids: readonly string[]): Promise<void> {
      const found = await images.listOwnedByIds(userId, [...new Set(ids)]);
      if (found.length !== new Set(ids).size) throw new NotFoundError('Image not found');
    },
    /** The caller's images among `ids`, by id: their pixels and preview. */
    async sizesOf(userId: string, ids: readonly string[]) {
      const rows = await images.listOwnedByIds(userId, [...new Set(ids)]);
      const sizes: Record<string, PlacedImageSize> = {};
      for (const row of rows) {
        sizes[row.id] = {
          widthPx: row.width_px,
          heightPx: row.height_px,
          preview_url: previewUrl(row.id),
        };
      }
      return sizes;
    },
    /** The full image for the print PDF: its CMYK copy, and its alpha when it has one. */
    async readForPrint(userId: string, id: string): Promise<PrintImage> {
      const row = await requireImage(userId, id);
      const jpeg = await read(row.print_key);
      const image = { jpeg, widthPx: row.width_px, heightPx: row.height_px };
      if (!row.has_alpha) return image;
      const mask = await alphaMask(await read(row.storage_key), limits);
      return { ...image, alpha: mask.deflated };
    },
    /**
     * The clean-up task (registered with the uploads' run): images made before `before`
     * that no design places go, row and files. Returns how many went.
     */
    async cleanup(before: string): Promise<number> {
      let removed = 0;
      let after: DesignImageRow | undefined;
      for (;;) {
        const page = await images.listCreatedBefore(before, after, CLEANUP_PAGE);
        if (page.length === 0) return removed;
        after = page.at(-1);
        const used = await imagesInUse(page.map((row) => row.id));
        for (const row of page) {
          if (used.has(row.id)) continue;
          await forget(row);
          removed += 1;
        }
      }
    },
    /** Plugs in another module's answer (see DesignImageProviders). */
    provide<K extends keyof DesignImageProviders>(name: K, provider: DesignImageProviders[K]) {
      providers[name] = provider;
    },
  };
}

export type DesignImagesService = ReturnType<typeof createDesignImagesService>;
