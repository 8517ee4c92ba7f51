import { canContinueAlbum, priceAlbum, type Catalog, type DiscTracks } from '@vinyl/domain';
import type { AlbumChanges, AlbumRow, AlbumsRepository } from './albums.repository';
import { readAlbumOptions, readPriceChanged } from './albums.view';

/** The catalogue's published versions, as the catalogue module answers them (issue 17). */
export interface CatalogueVersions {
  requireCurrent(): Promise<{ version: number; catalog: Catalog }>;
  requireVersion(version: number): Promise<Catalog>;
  versionAt(at: string): Promise<number>;
}

interface Deps {
  albums: Pick<AlbumsRepository, 'updateIfUnmodified'>;
  catalogue: CatalogueVersions;
  discTracks: (albumId: string, discCount: number) => Promise<DiscTracks[]>;
}

/**
 * Albums in progress follow the price list (issue 17): opened after a new catalogue version,
 * an album's options are priced again from it, and when that changes what its copies cost
 * the customer is told `{ from, to }` until the next save. Both prices come from the same
 * options and stored tracks with the domain's one `priceAlbum`, under the version the album
 * was last priced with and under the new one, so the notice is the price list's change only.
 * A choice the new catalogue no longer sells is left for the options step to refuse.
 */
export function createAlbumRepricing({ albums, catalogue, discTracks }: Deps) {
  async function changesFor(album: AlbumRow, current: { version: number; catalog: Catalog }) {
    const changes: AlbumChanges = { catalogue_version: current.version };
    const baseline = album.catalogue_version ?? (await catalogue.versionAt(album.modified_at));
    const options = readAlbumOptions(album);
    if (baseline === current.version || !options?.vinyl) return changes;
    const vinylsQuantity = options.vinyl.vinylsQuantity;
    const input = {
      options,
      format: album.album_format,
      quantity: album.quantity,
      discs: await discTracks(album.id, vinylsQuantity),
      vinylsQuantity,
    };
    const before = priceAlbum(await catalogue.requireVersion(baseline), input);
    const after = priceAlbum(current.catalog, input);
    if (!after.ok) return changes;
    const { vinyl } = after.options;
    changes.album_options = JSON.stringify({
      ...after.options,
      ...(vinyl && { vinyl: { ...vinyl, album_id: album.id } }),
    });
    // A notice not yet seen keeps its first price: two new versions read as one change.
    const from = readPriceChanged(album)?.from ?? (before.ok ? before.total : null);
    if (from === null) return changes;
    changes.price_changed = from === after.total ? null : JSON.stringify({ from, to: after.total });
    return changes;
  }

  /**
   * Re-prices an album being opened when a catalogue was published since it was last
   * priced; a save that lands meanwhile wins (the write is skipped) and is priced itself.
   */
  return async function repriceOnOpen(album: AlbumRow): Promise<void> {
    if (!canContinueAlbum(album.album_status)) return;
    const current = await catalogue.requireCurrent();
    if (album.catalogue_version === current.version) return;
    const changes = await changesFor(album, current);
    await albums.updateIfUnmodified(album.id, album.modified_at, changes);
  };
}
