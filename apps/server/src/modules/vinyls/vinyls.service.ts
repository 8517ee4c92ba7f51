import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { VinylsRepository } from './vinyls.repository';
import { toVinylResource } from './vinyls.view';

interface Deps {
  vinyls: VinylsRepository;
  albums: Pick<AlbumService, 'requireEditable' | 'setDiscCount' | 'lockOwner'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  clock: Clock;
}

export interface VinylAttributes {
  status?: string | undefined;
  title?: string | null | undefined;
}

/**
 * Discs (spec 2 §7 "Vinyls"): created on their own, then linked to an album of the same
 * owner. Another user's disc or album answers 404; a disc of an ordered album is frozen.
 */
export function createVinylService({ vinyls, albums, catalogue, clock }: Deps) {
  const now = () => clock.now().toISOString();

  async function requireOwned(
    userId: string,
    id: string,
    executor?: Parameters<typeof vinyls.findOwned>[2],
  ) {
    const vinyl = await vinyls.findOwned(userId, id, executor);
    if (!vinyl) throw new NotFoundError('Vinyl not found');
    return vinyl;
  }

  async function get(userId: string, id: string) {
    return { data: toVinylResource(await requireOwned(userId, id)) };
  }

  async function create(userId: string, attributes: VinylAttributes) {
    const at = now();
    const id = randomUUID();
    await vinyls.insert({
      id,
      user_id: userId,
      album_id: null,
      disc_number: null,
      status: attributes.status ?? 'draft',
      title: attributes.title ?? null,
      created_at: at,
      modified_at: at,
    });
    return get(userId, id);
  }

  async function update(userId: string, id: string, attributes: VinylAttributes) {
    return vinyls.transaction(async (trx) => {
      const vinyl = await requireOwned(userId, id, trx);
      if (vinyl.album_id) await albums.requireEditable(userId, vinyl.album_id, trx);
      await vinyls.update(
        id,
        {
          ...(attributes.status !== undefined && { status: attributes.status }),
          ...(attributes.title !== undefined && { title: attributes.title }),
          modified_at: now(),
        },
        trx,
      );
      return { data: toVinylResource(await requireOwned(userId, id, trx)) };
    });
  }

  /**
   * Links a disc to its album as the next disc (spec 2 §4 creation flow). The second disc
   * makes the album a double, which the format must allow (422); a third is refused.
   * Linking again to the same album changes nothing.
   */
  async function linkToAlbum(userId: string, id: string, albumId: string) {
    const catalog = await catalogue.requireCatalog();
    return vinyls.transaction(async (trx) => {
      await albums.lockOwner(trx, userId);
      const vinyl = await requireOwned(userId, id, trx);
      const album = await albums.requireEditable(userId, albumId, trx);
      if (vinyl.album_id !== albumId) {
        if (vinyl.album_id !== null) {
          throw new ConflictError('vinyl_already_linked', 'This disc belongs to another album');
        }
        const discs = await vinyls.listByAlbum(albumId, trx);
        const discNumber = discs.length + 1;
        await albums.setDiscCount(catalog, album, discNumber, trx);
        await vinyls.update(
          id,
          { album_id: albumId, disc_number: discNumber, modified_at: now() },
          trx,
        );
      }
      return { data: { type: 'albums' as const, id: albumId } };
    });
  }

  return { get, create, update, linkToAlbum };
}

export type VinylService = ReturnType<typeof createVinylService>;
