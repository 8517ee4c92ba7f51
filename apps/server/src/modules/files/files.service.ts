import {
  AlbumOptionsSchema,
  FILE_TYPES_BY_KIND,
  isFileTypeOfKind,
  type FileKind,
  type FileSource,
  type Thumbnails,
} from '@vinyl/domain';
import type { Clock } from '../../clock';
import { AppError, NotFoundError, UnprocessableError } from '../../http/errors';
import type { FileStorage } from '../../storage/storage';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { AlbumFileRow, Executor, FileRow, FilesRepository } from './files.repository';
import {
  fileLinkage,
  FILES_TYPE,
  toFileResource,
  toThumbnail,
  type CheckContext,
} from './files.view';

/** The album's own print PDF (spec 2 §7 `pdf_to_print`): one file in a slot of its own. */
export const PDF_TO_PRINT = { kind: 'pdf_to_print', type: 'print' } as const;

export interface FileLink {
  id: string;
  type: string;
  source: FileSource;
  /** The customer accepted the size warning of this file in this slot. */
  acknowledged?: boolean | undefined;
}

interface Deps {
  files: FilesRepository;
  storage: FileStorage;
  albums: Pick<AlbumService, 'get' | 'requireEditable' | 'requireEditableSlot' | 'artworkReplaced'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  clock: Clock;
}

const TYPE_ORDER = Object.values(FILE_TYPES_BY_KIND).flat();
const byType = (a: AlbumFileRow, b: AlbumFileRow) =>
  TYPE_ORDER.indexOf(a.type as never) - TYPE_ORDER.indexOf(b.type as never);

/**
 * Graphics files of an album (issue 8 item 2, spec 2 §3, §4, §7): which file fills which
 * slot, replacing and removing them, the print checks, thumbnails and the stored bytes.
 * Everything is reached through its owner: another user's album or file answers 404.
 */
export function createFileService({ files, storage, albums, catalogue, clock }: Deps) {
  /** Removes stored keys once their rows are gone; a failure leaves a file the clean-up finds. */
  async function removeKeys(keys: readonly string[]) {
    for (const key of keys) await storage.remove(key).catch(() => undefined);
  }

  /** The album's options and the print sizes, read before any transaction. */
  async function checkContext(userId: string, albumId: string): Promise<CheckContext> {
    const album = (await albums.get(userId, albumId)).data;
    const { printSizes } = await catalogue.requireCatalog();
    const parsed = AlbumOptionsSchema.safeParse(album.attributes.album_options);
    return { options: parsed.success ? parsed.data : null, sizes: printSizes };
  }

  async function resourcesOf(slots: AlbumFileRow[], context: CheckContext) {
    const rows = await files.listByIds([...new Set(slots.map((slot) => slot.file_id))]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return slots.flatMap((slot) => {
      const file = byId.get(slot.file_id);
      return file ? [toFileResource(file, slot, context)] : [];
    });
  }

  /** `GET /api/albums/{id}/{kind}`: the files of a kind, in the order of spec 2 §3. */
  async function listKind(userId: string, albumId: string, kind: string) {
    const context = await checkContext(userId, albumId);
    const slots = (await files.listSlots(albumId, kind)).sort(byType);
    return { data: await resourcesOf(slots, context) };
  }

  async function linkage(userId: string, albumId: string, kind: string) {
    await albums.get(userId, albumId);
    const slots = (await files.listSlots(albumId, kind)).sort(byType);
    return { data: slots.map(fileLinkage) };
  }

  async function requireOwnedFile(userId: string, id: string, executor?: Executor) {
    const file = await files.findOwned(userId, id, executor);
    if (!file) throw new NotFoundError('File not found');
    return file;
  }

  /**
   * `POST`/`PATCH /api/albums/{id}/relationships/{kind}`: puts each file in its slot. A
   * file that filled a slot before is deleted after the new one is in, unless another
   * slot or album (a clone) still uses it. Re-sending a file with `acknowledged` records
   * the customer's acceptance of its size warning.
   */
  async function attach(userId: string, albumId: string, kind: FileKind, links: FileLink[]) {
    for (const link of links) {
      if (!isFileTypeOfKind(kind, link.type)) {
        throw new UnprocessableError(
          'file_type_invalid',
          'This kind of print file has no such side',
          `${kind} has no type ${link.type}`,
        );
      }
    }
    await putLinks(userId, albumId, kind, links);
    return listKind(userId, albumId, kind);
  }

  async function putLinks(userId: string, albumId: string, kind: string, links: FileLink[]) {
    const reopened: FileLink[] = [];
    const keys = await files.transaction(async (trx) => {
      if (links.length === 0) await albums.requireEditable(userId, albumId, trx);
      const replaced: string[] = [];
      for (const link of links) {
        // An ordered album takes a file only in the part the plant reopened (issue 17).
        const slot = { kind, type: link.type };
        if ((await albums.requireEditableSlot(userId, albumId, slot, trx)).reopened) {
          reopened.push(link);
        }
        await requireOwnedFile(userId, link.id, trx);
        const previous = await files.findSlot(albumId, kind, link.type, trx);
        const same = previous?.file_id === link.id;
        if (previous && !same) replaced.push(previous.file_id);
        const acknowledged = link.acknowledged ?? (same && previous.acknowledged === 1);
        await files.putSlot(
          {
            album_id: albumId,
            kind,
            type: link.type,
            file_id: link.id,
            source: link.source,
            acknowledged: acknowledged ? 1 : 0,
            created_at: same ? previous.created_at : clock.now().toISOString(),
          },
          trx,
        );
      }
      return files.deleteUnused(replaced, trx, userId);
    });
    await removeKeys(keys);
    for (const link of reopened) {
      await albums.artworkReplaced({ albumId, kind, type: link.type, fileId: link.id });
    }
  }

  /**
   * `DELETE /api/albums/{id}/relationships/{kind}`: empties slots; unused files go. Every
   * file named must fill a slot of this kind in this album: any other id (another
   * customer's file above all) answers 404 and nothing changes (issue 13 hole 2).
   */
  async function detach(userId: string, albumId: string, kind: string, fileIds: string[]) {
    const keys = await files.transaction(async (trx) => {
      await albums.requireEditable(userId, albumId, trx);
      const slots = await files.listSlots(albumId, kind, trx);
      for (const id of fileIds) {
        if (!slots.some((slot) => slot.file_id === id)) {
          throw new AppError(404, 'album_file_missing', 'This file is not in the album');
        }
      }
      await files.removeSlots(albumId, kind, fileIds, trx);
      return files.deleteUnused(fileIds, trx, userId);
    });
    await removeKeys(keys);
    return listKind(userId, albumId, kind);
  }

  /** `DELETE /api/files/{id}`: out of every album of its owner (none ordered), then gone. */
  async function remove(userId: string, fileId: string): Promise<void> {
    const file = await requireOwnedFile(userId, fileId);
    await files.transaction(async (trx) => {
      for (const slot of await files.listSlotsOfFile(fileId, trx)) {
        await albums.requireEditable(userId, slot.album_id, trx);
      }
      await files.removeFileSlots(fileId, trx);
      await files.deleteUnused([fileId], trx, userId);
    });
    await removeKeys([file.storage_key, ...(file.thumbnail_key ? [file.thumbnail_key] : [])]);
  }

  async function get(userId: string, fileId: string) {
    return { data: toFileResource(await requireOwnedFile(userId, fileId)) };
  }

  /** `GET /api/albums/{id}/relationships/pdf_to_print` and `GET /api/albums/{id}/pdf_to_print`. */
  async function pdfToPrint(userId: string, albumId: string, resource: boolean) {
    await albums.get(userId, albumId);
    const slot = await files.findSlot(albumId, PDF_TO_PRINT.kind, PDF_TO_PRINT.type);
    if (!slot) return { data: null };
    if (!resource) return { data: { type: FILES_TYPE, id: slot.file_id } };
    const file = await files.find(slot.file_id);
    return { data: file ? toFileResource(file, slot) : null };
  }

  /** `PATCH /api/albums/{id}/relationships/pdf_to_print` with a file id, or null to clear it. */
  async function setPdfToPrint(userId: string, albumId: string, fileId: string | null) {
    if (fileId) {
      await putLinks(userId, albumId, PDF_TO_PRINT.kind, [
        { id: fileId, type: PDF_TO_PRINT.type, source: 'upload' },
      ]);
    } else {
      await albums.get(userId, albumId);
      const slot = await files.findSlot(albumId, PDF_TO_PRINT.kind, PDF_TO_PRINT.type);
      if (slot) await detach(userId, albumId, PDF_TO_PRINT.kind, [slot.file_id]);
    }
    return pdfToPrint(userId, albumId, false);
  }

  /** `GET /api/albums/{id}/thumbnails` (spec 2 §7): per kind, per type, `{ url, ready }`. */
  async function thumbnails(userId: string, albumId: string): Promise<{ data: Thumbnails }> {
    await albums.get(userId, albumId);
    const slots = (await files.listSlots(albumId)).filter(
      (slot) => slot.kind in FILE_TYPES_BY_KIND,
    );
    const rows = await files.listByIds(slots.map((slot) => slot.file_id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const data: Record<string, Record<string, ReturnType<typeof toThumbnail>>> = {};
    for (const slot of slots.sort(byType)) {
      const file = byId.get(slot.file_id);
      if (file) (data[slot.kind] ??= {})[slot.type] = toThumbnail(file);
    }
    return { data: data as Thumbnails };
  }

  /** The stored PDF or its thumbnail, for their owner. */
  async function read(userId: string, fileId: string, what: 'content' | 'thumbnail') {
    const file: FileRow = await requireOwnedFile(userId, fileId);
    const key = what === 'content' ? file.storage_key : file.thumbnail_key;
    if (!key) throw new NotFoundError('Thumbnail not ready');
    return { file, stream: await storage.read(key) };
  }

  /**
   * The stored PDF or its thumbnail for the plant (issue 17, admin only: the caller checks
   * the role): any customer's file, by id; a missing one is a 404.
   */
  async function readForPlant(fileId: string, what: 'content' | 'thumbnail') {
    const file = await files.find(fileId);
    if (!file) throw new NotFoundError('File not found');
    const key = what === 'content' ? file.storage_key : file.thumbnail_key;
    if (!key) throw new NotFoundError('Thumbnail not ready');
    return { file, stream: await storage.read(key) };
  }

  /** The filled graphics slots (kind and type) of an album: what an order checks. */
  async function filledSlots(albumId: string) {
    const slots = await files.listSlots(albumId);
    return slots.map(({ kind, type }) => ({ kind, type }));
  }

  return {
    filledSlots,
    listKind,
    linkage,
    attach,
    detach,
    remove,
    get,
    pdfToPrint,
    setPdfToPrint,
    thumbnails,
    read,
    readForPlant,
  };
}

export type FileService = ReturnType<typeof createFileService>;
