import { randomUUID } from 'node:crypto';
import {
  ALBUM_ALREADY_IN_STATE,
  albumLimitMessage,
  ALBUM_LIMIT_ADVICE,
  canContinueAlbum,
  canCreateAlbum,
  createDefaultAlbumOptions,
  interpolate,
  type Catalog,
  type DiscTracks,
  type VinylsQuantity,
} from '@vinyl/domain';
import type { Clock } from '../../clock';
import { AppError, ConflictError, NotFoundError } from '../../http/errors';
import type { CatalogueService } from '../catalogue';
import { copyAlbum, removeAlbum } from './album-copies';
import type { AlbumPart } from './album-parts';
import { createAlbumRepricing, type CatalogueVersions } from './album-repricing';
import { requireDiscs, requireFormat, requireRpm } from './album-rules';
import { albumChanges, type AlbumPatch } from './album-update';
import type { AlbumRow, AlbumsRepository, Executor } from './albums.repository';
import {
  albumListJson,
  readAlbumOptions,
  toAlbumListJson,
  toAlbumResource,
  toDiscsRelationship,
} from './albums.view';
import {
  isReopenedSlot,
  setArtworkReopened,
  type ArtworkReopened,
  type ArtworkReplacement,
} from './artwork-reopening';

/** The album's discs, kept by the vinyls module. */
export interface AlbumDiscs {
  listIds(albumId: string, executor?: Executor): Promise<string[]>;
  /** Renames the discs after the album (spec 2 §7: " [discN]" on a double). */
  retitle(albumId: string, albumTitle: string | null, executor: Executor): Promise<void>;
}

/**
 * What other modules answer about an album (decision 018): each plugs its answer in when it
 * is created, so albums depends on none of them and they all depend on albums.
 */
export interface AlbumProviders {
  /** The album's discs (the vinyls module). */
  discs: AlbumDiscs;
  /** The id of the order an album is part of, if any (the orders module, issue 9). */
  orderOf: (albumId: string) => Promise<string | null>;
  /** An album's stored tracks per disc (the audio module): the vinyl's price band. */
  discTracks: (albumId: string, discCount: number, executor?: Executor) => Promise<DiscTracks[]>;
  /** A file was put in a reopened slot (the production module, issue 17): after commit. */
  artworkReplaced: (replacement: ArtworkReplacement) => Promise<void>;
}

interface Deps {
  albums: AlbumsRepository;
  catalogue: Pick<CatalogueService, 'requireCatalog'> & CatalogueVersions;
  clock: Clock;
}

export interface ListAlbumsQuery {
  userId: string;
  albumStatusNot?: AlbumRow['album_status'] | undefined;
  sortDescending: boolean;
}

export interface NewAlbum {
  status?: string | undefined;
  album_format: string;
  album_rpm?: string | undefined;
}

/**
 * Albums are always read and written through their owner: another user's album answers
 * 404, exactly like a missing one (ARCHITECTURE "Rules that hold everywhere").
 */
export function createAlbumService({ albums, catalogue, clock }: Deps) {
  const now = () => clock.now().toISOString();
  /** Everything cloned and deleted with an album, in order (see album-parts.ts). */
  const parts: AlbumPart[] = [];
  const providers: Partial<AlbumProviders> = {};
  const discs: AlbumDiscs = {
    listIds: (albumId, executor) => requireProvider('discs').listIds(albumId, executor),
    retitle: (albumId, title, executor) =>
      requireProvider('discs').retitle(albumId, title, executor),
  };
  function requireProvider<K extends keyof AlbumProviders>(name: K): AlbumProviders[K] {
    const provider = providers[name];
    if (!provider) throw new Error(`albums: no ${name} provider was plugged in`);
    return provider;
  }

  async function requireOwned(userId: string, id: string, executor?: Executor) {
    const album = await albums.findOwned(userId, id, executor);
    if (!album) throw new NotFoundError('Album not found');
    return album;
  }

  /** An album that may still change: an ordered one is refused (spec 2 §4). */
  async function requireEditable(userId: string, id: string, executor?: Executor) {
    const album = await requireOwned(userId, id, executor);
    if (!canContinueAlbum(album.album_status)) {
      const message = interpolate(ALBUM_ALREADY_IN_STATE, { status: album.album_status });
      throw new ConflictError('album_ordered', message);
    }
    return album;
  }

  /** At most 15 albums in progress (spec 1 §5, §8): counted inside the caller's lock. */
  async function requireRoomForAnother(trx: Executor, userId: string) {
    await albums.lockOwner(trx, userId);
    const inProgress = await albums.countByOwner({ userId, albumStatusNot: 'ordered' }, trx);
    if (!canCreateAlbum(inProgress)) {
      throw new AppError(409, 'album_limit', ALBUM_LIMIT_ADVICE, albumLimitMessage());
    }
  }

  const repriceOnOpen = createAlbumRepricing({
    albums,
    catalogue,
    discTracks: (albumId, discCount) =>
      providers.discTracks ? providers.discTracks(albumId, discCount) : Promise.resolve([]),
  });

  /** An album being opened: priced again first if the catalogue changed (issue 17). */
  async function open(userId: string, id: string) {
    await repriceOnOpen(await requireOwned(userId, id));
    return view(userId, id);
  }

  async function view(userId: string, id: string, executor?: Executor) {
    const album = await requireOwned(userId, id, executor);
    return { data: toAlbumResource(album, await discs.listIds(id, executor)) };
  }

  /** The dashboard's list as JSON text: every album of the owner (no paging), so its count. */
  async function listMine(query: ListAlbumsQuery): Promise<string> {
    const filter = { userId: query.userId, albumStatusNot: query.albumStatusNot };
    // Nearly every list comes written by the database; one with an album it does not write
    // (a reopened artwork, a price change) is read by its columns (decision 065).
    const resources = await albums.listResourcesByOwner(filter, query.sortDescending);
    if (resources) return albumListJson(resources);
    return toAlbumListJson(await albums.listByOwner(filter, query.sortDescending));
  }

  /** Spec 2 §4 creation flow: in_progress at progress vinyls, with the default options. */
  async function create(userId: string, attributes: NewAlbum) {
    const catalog = await catalogue.requireCatalog();
    const format = requireFormat(catalog, attributes.album_format);
    const rpm = requireRpm(catalog, format, attributes.album_rpm);
    const id = randomUUID();
    const at = now();
    await albums.transaction(async (trx) => {
      await requireRoomForAnother(trx, userId);
      const options = createDefaultAlbumOptions(format, 1, catalog, { albumId: id });
      await albums.insert(
        {
          id,
          user_id: userId,
          status: attributes.status ?? 'draft',
          album_format: format,
          album_rpm: rpm,
          album_status: 'in_progress',
          album_progress: 'vinyls',
          extra: '{}',
          quantity: 1,
          album_options: JSON.stringify(options),
          created_at: at,
          modified_at: at,
        },
        trx,
      );
    });
    return view(userId, id);
  }

  async function update(userId: string, id: string, patch: AlbumPatch) {
    const catalog = await catalogue.requireCatalog();
    return albums.transaction(async (trx) => {
      const album = await requireEditable(userId, id, trx);
      const repriced = patch.album_options !== undefined || patch.quantity !== undefined;
      const discCount = readAlbumOptions(album)?.vinyl?.vinylsQuantity ?? 1;
      const stored = repriced ? await providers.discTracks?.(id, discCount, trx) : undefined;
      const changes = albumChanges(catalog, album, patch, stored);
      // A save is the customer's answer to a price-change notice: it is not shown again.
      await albums.update(id, { ...changes, price_changed: null, modified_at: now() }, trx);
      if (changes.title !== undefined) await discs.retitle(id, changes.title, trx);
      return view(userId, id, trx);
    });
  }

  /**
   * A disc was linked: the album becomes a single or a double. Options made for the other
   * count of discs no longer fit (a double needs a gatefold cover and a second disc), so
   * they start again from the defaults for the new count; the track summary stays.
   * The catalogue is read before the transaction (SQLite has one connection).
   */
  async function setDiscCount(catalog: Catalog, album: AlbumRow, count: number, trx: Executor) {
    const format = requireFormat(catalog, album.album_format ?? '');
    const discCount: VinylsQuantity = requireDiscs(catalog, format, count);
    const current = readAlbumOptions(album);
    if ((current?.vinyl?.vinylsQuantity ?? 1) === discCount && current?.vinyl) return;
    const options = createDefaultAlbumOptions(format, discCount, catalog, {
      quantity: album.quantity,
      albumId: album.id,
    });
    if (current?.tracks) options.tracks = current.tracks;
    await albums.update(
      album.id,
      { album_options: JSON.stringify(options), modified_at: now() },
      trx,
    );
  }

  async function clone(userId: string, id: string) {
    const catalog = await catalogue.requireCatalog();
    const cloneId = await albums.transaction(async (trx) => {
      const source = await requireOwned(userId, id, trx);
      await requireRoomForAnother(trx, userId);
      return copyAlbum({ albums, parts, catalog, trx, userId, source, now: now() });
    });
    return view(userId, cloneId);
  }

  async function remove(userId: string, id: string): Promise<void> {
    await removeAlbum({ albums, parts, albumId: id }, (trx) => requireEditable(userId, id, trx));
  }

  async function hasVinyls(userId: string, id: string) {
    await requireOwned(userId, id);
    return toDiscsRelationship(await discs.listIds(id));
  }

  /** The order an album is part of (spec 1 §7), or null. */
  async function partOfOrder(userId: string, id: string) {
    await requireOwned(userId, id);
    const orderId = (await providers.orderOf?.(id)) ?? null;
    return { data: orderId ? { type: 'orders' as const, id: orderId } : null };
  }

  /**
   * An album whose slot may take a file: any slot of an album in progress, and on an ordered
   * album only the one part the plant reopened (issue 17); `reopened` says which it was.
   */
  async function requireEditableSlot(
    userId: string,
    id: string,
    slot: { kind: string; type: string },
    executor?: Executor,
  ) {
    const album = await requireOwned(userId, id, executor);
    if (isReopenedSlot(album, slot)) return { album, reopened: true };
    return { album: await requireEditable(userId, id, executor), reopened: false };
  }

  /**
   * An album the caller may order (checkout and submit, issue 9): theirs and not ordered
   * yet; another's answers 404 like a missing one.
   */
  async function requireOrderable(userId: string, id: string, executor?: Executor) {
    const album = await albums.findOwned(userId, id, executor);
    if (!album) throw new NotFoundError('Album not found');
    if (album.album_status === 'ordered') {
      throw new ConflictError('album_ordered', 'The album is already in ordered state');
    }
    return album;
  }

  return {
    listMine,
    /** How many albums the user has, ordered ones included (guard rule 6, decision 056). */
    countMine: (userId: string) => albums.countByOwner({ userId }),
    get: view,
    open,
    create,
    update,
    clone,
    remove,
    hasVinyls,
    partOfOrder,
    requireEditable,
    requireEditableSlot,
    /** Opens one part of an ordered album again, or closes it (null), in the order's trx. */
    reopenArtwork: (albumId: string, reopened: ArtworkReopened | null, trx: Executor) =>
      setArtworkReopened(albums, albumId, reopened, trx),
    /** Tells the plant's side that a reopened part has its new file (after commit). */
    artworkReplaced: async (replacement: ArtworkReplacement) => {
      await providers.artworkReplaced?.(replacement);
    },
    setDiscCount,
    lockOwner: albums.lockOwner,
    requireOrderable,
    /**
     * Marks an album ordered unless it already is, inside the caller's transaction (the
     * order's): false when another order got it first (decision 007).
     */
    takeForOrder: (albumId: string, at: string, trx: Executor) =>
      albums.markOrdered(albumId, at, trx),
    /** Gives albums back the status they had when an order is taken back (same trx). */
    giveBack: (
      taken: readonly { albumId: string; status: AlbumRow['album_status'] }[],
      trx: Executor,
    ) => albums.unmarkOrdered(taken, trx),
    /** Adds what is cloned and deleted with an album; parts run in the order they came. */
    registerPart(part: AlbumPart): void {
      parts.push(part);
    },
    /** Plugs in another module's answer about albums (see AlbumProviders). */
    provide<K extends keyof AlbumProviders>(name: K, provider: AlbumProviders[K]): void {
      providers[name] = provider;
    },
  };
}

export type AlbumService = ReturnType<typeof createAlbumService>;
