import { randomUUID } from 'node:crypto';
import {
  AlbumOptionsSchema,
  DesignDocumentSchema,
  describeArtwork,
  designImageIds,
  FILE_KINDS,
  isFileTypeOfKind,
  templateSpecFor,
  type Artwork,
  type DesignDocument,
  type FileKind,
  type FileType,
} from '@vinyl/domain';
import type { Clock } from '../../clock';
import { NotFoundError, UnprocessableError } from '../../http/errors';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { FilesModuleService } from '../files';
import { renderDesignPdf } from './design-pdf';
import type { DesignsRepository } from './designs.repository';
import { toDesignResource } from './designs.view';

interface Deps {
  designs: DesignsRepository;
  albums: Pick<AlbumService, 'get' | 'requireEditable'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  files: Pick<FilesModuleService, 'storeDesignedPdf'>;
  clock: Clock;
}

/** A slot of the album, as the designer names it: the print file's kind and type. */
export interface DesignPart {
  kind: string;
  type: string;
}

const PAGE_TOLERANCE_MM = 0.5;

/**
 * The online designer's documents (issue 16), always through the album's owner: another
 * customer's album answers 404 like a missing one. A design is for a part the album has
 * (its options print it) and for that part's page, trim plus bleed.
 */
export function createDesignsService({ designs, albums, catalogue, files, clock }: Deps) {
  /** The part's artwork for the album's options, or a 422 when the album prints no such part. */
  async function artworkOf(userId: string, albumId: string, part: DesignPart): Promise<Artwork> {
    const album = (await albums.get(userId, albumId)).data;
    const kind = part.kind as FileKind;
    if (!FILE_KINDS.includes(kind) || !isFileTypeOfKind(kind, part.type)) {
      throw new NotFoundError('No such printed part');
    }
    const options = AlbumOptionsSchema.safeParse(album.attributes.album_options);
    const spec = options.success
      ? templateSpecFor(kind, part.type as FileType, options.data)
      : undefined;
    const { printSizes } = await catalogue.requireCatalog();
    const artwork = spec && describeArtwork(spec, printSizes);
    if (!artwork) {
      throw new UnprocessableError(
        'design_part_invalid',
        'This album has no such printed part',
        `${part.kind} ${part.type}`,
      );
    }
    return artwork;
  }

  async function get(userId: string, albumId: string, part: DesignPart) {
    const artwork = await artworkOf(userId, albumId, part);
    const row = await designs.find(albumId, part.kind, part.type);
    if (!row) throw new NotFoundError('This part has no design yet');
    return { data: toDesignResource(row, artwork) };
  }

  async function list(userId: string, albumId: string) {
    await albums.get(userId, albumId);
    const rows = await designs.listByAlbum(albumId);
    return { data: rows.map((row) => toDesignResource(row)) };
  }

  async function save(userId: string, albumId: string, part: DesignPart, document: DesignDocument) {
    const artwork = await artworkOf(userId, albumId, part);
    const { page } = artwork;
    if (
      Math.abs(document.page.width - page.width) > PAGE_TOLERANCE_MM ||
      Math.abs(document.page.height - page.height) > PAGE_TOLERANCE_MM
    ) {
      throw new UnprocessableError(
        'design_page_mismatch',
        'The design is not the size of this part',
        `expected ${page.width} × ${page.height} mm`,
      );
    }
    // Images are placed from the owner's own uploads only; none is known yet to this
    // module (issue 16: design images), so any named image is another's or missing.
    const [image] = designImageIds(document);
    if (image !== undefined) throw new NotFoundError('Image not found');
    const now = clock.now().toISOString();
    await designs.transaction(async (trx) => {
      await albums.requireEditable(userId, albumId, trx);
      await designs.save(
        {
          id: randomUUID(),
          album_id: albumId,
          user_id: userId,
          kind: part.kind,
          type: part.type,
          document: JSON.stringify(document),
          created_at: now,
          updated_at: now,
        },
        trx,
      );
    });
    return get(userId, albumId, part);
  }

  /**
   * Finish: the print PDF is made on the server from the stored design and becomes the
   * part's file (source `designer`), checked and thumbnailed like an upload; the part's
   * previous file goes only once the new one is in.
   */
  async function finish(userId: string, albumId: string, part: DesignPart) {
    const artwork = await artworkOf(userId, albumId, part);
    const row = await designs.find(albumId, part.kind, part.type);
    if (!row) throw new NotFoundError('This part has no design yet');
    const document = DesignDocumentSchema.parse(JSON.parse(row.document));
    const pdf = await renderDesignPdf(document, artwork);
    const kind = part.kind as FileKind;
    const { list } = await files.storeDesignedPdf(
      userId,
      albumId,
      { kind, type: part.type },
      pdf,
      `${artwork.name}-designed.pdf`,
    );
    return list;
  }

  return { get, list, save, finish };
}

export type DesignsService = ReturnType<typeof createDesignsService>;
