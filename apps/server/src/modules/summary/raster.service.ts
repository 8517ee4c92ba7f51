import {
  colourLook,
  AlbumOptionsSchema,
  FILE_KINDS,
  FormatSchema,
  NONE,
  PICTURE_DISC,
  PRINTED,
  type AlbumOptions,
} from '@vinyl/domain';
import sharp from 'sharp';
import { readAll } from '../../storage/read-all';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { FileService } from '../files';
import { draw, type Source, type Tile } from './raster-draw';

export interface RasterDeps {
  albums: Pick<AlbumService, 'get'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  files: Pick<FileService, 'listKind' | 'read'>;
}

interface Slot {
  id: string;
  ready: boolean;
}

/**
 * The album as one PNG (issue 9 item 1, spec 1 §2 view 0): the cover (external, and the
 * inside beside it for a gatefold), each disc in its vinyl colour or picture-disc print
 * with its label, and the inner sleeves, drawn to scale from the catalogue's print sizes
 * with the page-1 thumbnails the files module makes. A part without a file is drawn in its
 * plain colour; a thumbnail not made yet is hatched and the answer says `complete: false`.
 */
export function createRasterService({ albums, catalogue, files }: RasterDeps) {
  async function slotsOf(userId: string, albumId: string) {
    const slots = new Map<string, Slot>();
    for (const kind of FILE_KINDS) {
      for (const file of (await files.listKind(userId, albumId, kind)).data) {
        const type = file.meta.relation?.params.type;
        if (type) slots.set(`${kind}/${type}`, { id: file.id, ready: file.meta.thumbnail.ready });
      }
    }
    return slots;
  }

  async function compose(userId: string, albumId: string) {
    const album = (await albums.get(userId, albumId)).data;
    const { printSizes } = await catalogue.requireCatalog();
    const format = FormatSchema.safeParse(album.attributes.album_format);
    const sizes = printSizes.formats[format.success ? format.data : '12'];
    const parsed = AlbumOptionsSchema.safeParse(album.attributes.album_options);
    const options: AlbumOptions = parsed.success ? parsed.data : {};
    const discCount = Math.max(
      1,
      options.vinyl?.vinylsQuantity ?? album.relationships?.has_vinyls.data.length ?? 1,
    );
    const slots = await slotsOf(userId, albumId);
    let complete = true;

    /** The artwork of a slot if the chosen colour is printed, else the colour itself. */
    async function sourceOf(color: string, printed: boolean, slot: string): Promise<Source> {
      const found = printed ? slots.get(slot) : undefined;
      if (!found) return { kind: 'paint', paint: colourLook(color) };
      if (!found.ready) {
        complete = false;
        return { kind: 'pending' };
      }
      const png = await readThumbnail(found.id);
      if (png) return { kind: 'image', png };
      complete = false;
      return { kind: 'pending' };
    }

    /** The thumbnail's bytes if they are there and an image; else a placeholder is drawn. */
    async function readThumbnail(fileId: string): Promise<Buffer | undefined> {
      try {
        const png = await readAll((await files.read(userId, fileId, 'thumbnail')).stream);
        await sharp(png).metadata();
        return png;
      } catch {
        return undefined;
      }
    }

    const tiles: Tile[] = [];
    const cover = options.cover;
    if (cover && cover.color !== NONE) {
      const printed = cover.color === PRINTED;
      tiles.push({
        shape: 'square',
        scale: 1,
        source: await sourceOf(cover.color, printed, 'cover_print/external'),
      });
      if (cover.gatefold === 'Yes') {
        const inside = await sourceOf(
          printed ? cover.color : 'White',
          printed,
          'cover_print/internal',
        );
        tiles.push({ shape: 'square', scale: 1, source: inside, whole: true });
      }
    }
    const vinylColor = options.vinyl?.color ?? 'Black';
    const labelColor = options.label?.color ?? NONE;
    const pictureDisc = vinylColor === PICTURE_DISC;
    const printedLabel = labelColor === PRINTED;
    // Side B is drawn too when it has artwork of its own (spec 1 §2 view 0).
    const faces = pictureDisc || printedLabel ? ['front', 'back'] : ['front'];
    for (let disc = 1; disc <= discCount; disc++) {
      for (const face of faces) {
        const slot = `${face}_disc${disc}`;
        const vinyl = await sourceOf(vinylColor, pictureDisc, `vinyl_print/${slot}`);
        const label =
          labelColor === NONE
            ? null
            : await sourceOf(labelColor, printedLabel, `label_print/${slot}`);
        tiles.push({ shape: 'disc', vinyl, label, sizes, bigHole: options.vinyl?.hole === 'big' });
      }
    }
    const sleeve = options.innerSleeve;
    if (sleeve && sleeve.color !== NONE) {
      for (let disc = 1; disc <= discCount; disc++) {
        const source = await sourceOf(
          sleeve.color,
          sleeve.color === PRINTED,
          `sleeve_print/disc${disc}`,
        );
        tiles.push({
          shape: 'square',
          source,
          scale: sizes.innerSleeve.width / sizes.jacket.width,
        });
      }
    }
    const png = await draw(tiles, sizes, printSizes.spindleHoleDiameter);
    return { png, complete };
  }

  return { compose };
}

export type RasterService = ReturnType<typeof createRasterService>;
