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
import type { DesignImagesService } from '../design-images';
import type { FilesModuleService } from '../files';
import { createDesignMaterials } from './design-materials';
import { renderDesignPdf } from './design-pdf';
import type { DesignRow, DesignsRepository } from './designs.repository';
import { toDesignResource } from './designs.view';

interface Deps {
  designs: DesignsRepository;
  albums: Pick<AlbumService, 'get' | 'requireEditable'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  files: Pick<FilesModuleService, 'storeDesignedPdf'>;
  images: Pick<DesignImagesService, 'get' | 'requireOwned' | 'sizesOf' | 'readForPrint'>;
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
export function createDesignsService({ designs, albums, catalogue, files, images, clock }: Deps) {
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

  const documentOf = (row: DesignRow) => DesignDocumentSchema.parse(JSON.parse(row.document));

  async function get(userId: string, albumId: string, part: DesignPart) {
    const artwork = await artworkOf(userId, albumId, part);
    const row = await designs.find(albumId, part.kind, part.type);
    if (!row) throw new NotFoundError('This part has no design yet');
    const document = documentOf(row);
    // The pixels of each placed image, so the canvas warns of a low resolution as the
    // print checks will (domain designWarnings).
    const sizes = await images.sizesOf(userId, designImageIds(document));
    return { data: toDesignResource(row, { document, artwork, images: sizes }) };
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
    // Images are placed from the owner's own uploads only: another's reads as missing (404).
    await images.requireOwned(userId, designImageIds(document));
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
    const pdf = await renderDesignPdf(documentOf(row), artwork, (imageId) =>
      images.readForPrint(userId, imageId),
    );
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

  /** Which of these image ids a stored design places (the design-images clean-up asks). */
  async function imagesInUse(ids: readonly string[]): Promise<Set<string>> {
    const wanted = new Set(ids);
    const used = new Set<string>();
    for (const text of await designs.documentsMentioning(ids)) {
      const parsed = DesignDocumentSchema.safeParse(JSON.parse(text));
      // A document that no longer parses still holds its images: keep every id it names.
      const named = parsed.success
        ? designImageIds(parsed.data)
        : [...wanted].filter((id) => text.includes(id));
      for (const id of named) if (wanted.has(id)) used.add(id);
    }
    return used;
  }

  /** The fonts and images of the album's designs, for the job sheet (owner only). */
  const listMaterials = createDesignMaterials({ designs, images });
  async function materials(userId: string, albumId: string) {
    await albums.get(userId, albumId);
    return listMaterials(userId, albumId);
  }

  return { artworkOf, get, list, save, finish, imagesInUse, materials };
}

export type DesignsService = ReturnType<typeof createDesignsService>;
