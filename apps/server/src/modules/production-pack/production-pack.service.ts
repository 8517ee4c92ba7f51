import { AppError } from '../../http/errors';
import type { FileService } from '../files';
import type { OrderService } from '../orders';
import type { SummaryService } from '../summary';
import { albumEntries, type AlbumEntryDeps } from './album-entries';
import { albumFolders } from './pack-names';
import type { PackEntry, PackMissing } from './pack-zip';

interface Deps extends AlbumEntryDeps {
  orders: Pick<OrderService, 'getAny'>;
  summary: Pick<SummaryService, 'summarise' | 'renderJobSheet'>;
  files: Pick<FileService, 'read' | 'pdfToPrint'>;
}

export interface PackPlan {
  orderId: string;
  /** `order-<number>.zip`. */
  fileName: string;
  albums: number;
  entries: PackEntry[];
  /** Known before a byte is written: albums gone, print files the options need and lack. */
  missing: PackMissing[];
}

/**
 * The order's number as the shop shows it: the payment pages' "Order no." and the orders
 * board's `order_number` are the order's id; a column of that name, if orders get one,
 * wins. It goes into a file name and a header: only letters, digits, "-" and "_" stay.
 */
export function orderNumberOf(row: { id: string }): string {
  const number = 'order_number' in row ? row.order_number : undefined;
  const shown = typeof number === 'string' || typeof number === 'number' ? String(number) : row.id;
  return shown.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** Plain code-unit order: the same on every machine, whatever its locale. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** True for a read that found nothing (the album gone), not for a real failure. */
const isGone = (error: unknown) => error instanceof AppError && error.status === 404;

/**
 * The production pack of an order (issue 17): what goes in the zip, planned before the
 * download starts so an unknown order is a 404 and not a broken zip. Every album is read
 * through the summary, files and audio services, on behalf of the order's owner (the
 * order names them; a plant admin owns no albums): never through their tables.
 */
export function createProductionPackService(deps: Deps) {
  async function plan(orderId: string, options: { gapSeconds: number }): Promise<PackPlan> {
    const { row, lines } = await deps.orders.getAny(orderId);
    // Lines of one checkout share their time: the title, then the id, keep folders stable.
    const ordered = lines
      .filter((line) => line.order_id === row.id)
      .sort(
        (a, b) =>
          byCode(a.created_at, b.created_at) ||
          byCode(a.title, b.title) ||
          byCode(a.album_id ?? '', b.album_id ?? ''),
      );
    const folders = albumFolders(ordered.map((line) => line.title));
    const orderName = orderNumberOf(row);
    const entries: PackEntry[] = [];
    const missing: PackMissing[] = [];
    for (const [index, line] of ordered.entries()) {
      const folder = folders[index] ?? '';
      const gone = { name: folder || line.title, reason: 'the album is no longer in the shop' };
      if (!line.album_id || !row.user_id) {
        missing.push(gone);
        continue;
      }
      const read = await readAlbum(row.user_id, line.album_id).catch((error: unknown) => {
        if (isGone(error)) return undefined;
        throw error;
      });
      if (!read) {
        missing.push(gone);
        continue;
      }
      const album = albumEntries(deps, {
        albumId: line.album_id,
        ownerId: row.user_id,
        folder,
        orderName,
        gapSeconds: options.gapSeconds,
        ...read,
      });
      entries.push(...album.entries);
      missing.push(...album.missing);
    }
    return {
      orderId: row.id,
      fileName: `order-${orderName}.zip`,
      albums: ordered.length,
      entries,
      missing,
    };
  }

  async function readAlbum(ownerId: string, albumId: string) {
    const summary = await deps.summary.summarise(ownerId, albumId);
    const own = await deps.files.pdfToPrint(ownerId, albumId, false);
    return { summary, pdfToPrintId: own.data?.id ?? null };
  }

  return { plan };
}

export type ProductionPackService = ReturnType<typeof createProductionPackService>;
