import {
  AlbumOptionsSchema,
  FILE_KINDS,
  FormatSchema,
  NONE,
  PICTURE_DISC,
  PRINTED,
  type AlbumOptions,
  type FormatPrintSizes,
} from '@vinyl/domain';
import sharp, { type OverlayOptions } from 'sharp';
import type { AlbumService } from '../albums/albums.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { FileService } from '../files/files.service';
import { readAll } from '../files/thumbnails';
import { BACKGROUND, paintOf } from './raster-colours';
import { circleSvg, roundLayer, squareLayer, type Source } from './raster-draw';

export interface RasterDeps {
  albums: Pick<AlbumService, 'get'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  files: Pick<FileService, 'listKind' | 'read'>;
}

/** The image's width; its height follows from the number of parts in the row. */
export const RASTER_WIDTH = 1600;
const GAP = 32;
const MAX_TILE = 560;

type Tile =
  | { shape: 'square'; source: Source; scale: number; whole?: boolean }
  | {
      shape: 'disc';
      vinyl: Source;
      label: Source | null;
      sizes: FormatPrintSizes;
      bigHole: boolean;
    };

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
      if (!found) return { kind: 'paint', paint: paintOf(color) };
      if (!found.ready) {
        complete = false;
        return { kind: 'pending' };
      }
      const { stream } = await files.read(userId, found.id, 'thumbnail');
      return { kind: 'image', png: await readAll(stream) };
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

async function draw(tiles: Tile[], sizes: FormatPrintSizes, spindleMm: number): Promise<Buffer> {
  const count = Math.max(1, tiles.length);
  const tile = Math.min(MAX_TILE, Math.floor((RASTER_WIDTH - GAP * (count + 1)) / count));
  const height = tile + 2 * GAP;
  const start = Math.round((RASTER_WIDTH - (count * tile + (count - 1) * GAP)) / 2);
  const layers: OverlayOptions[] = [];
  for (const [index, item] of tiles.entries()) {
    const left = start + index * (tile + GAP);
    if (item.shape === 'square') {
      const size = Math.max(1, Math.round(tile * item.scale));
      const offset = Math.round((tile - size) / 2);
      const input = await squareLayer(item.source, size, item.whole ?? false);
      layers.push({ input, left: left + offset, top: GAP + offset });
      continue;
    }
    const mmToPx = tile / sizes.jacket.width;
    const centre = (diameter: number) => Math.round((tile - diameter) / 2);
    const disc = Math.round(sizes.discDiameter * mmToPx);
    layers.push({
      input: await roundLayer(item.vinyl, disc),
      left: left + centre(disc),
      top: GAP + centre(disc),
    });
    if (item.label) {
      const label = Math.round(sizes.labelDiameter * mmToPx);
      layers.push({
        input: await roundLayer(item.label, label),
        left: left + centre(label),
        top: GAP + centre(label),
      });
    }
    const holeMm = item.bigHole && sizes.bigHoleDiameter ? sizes.bigHoleDiameter : spindleMm;
    const hole = Math.max(3, Math.round(holeMm * mmToPx));
    const background = { fill: BACKGROUND, opacity: 1 };
    layers.push({
      input: circleSvg(hole, background),
      left: left + centre(hole),
      top: GAP + centre(hole),
    });
  }
  return sharp({ create: { width: RASTER_WIDTH, height, channels: 4, background: BACKGROUND } })
    .composite(layers)
    .png()
    .toBuffer();
}
export type RasterService = ReturnType<typeof createRasterService>;
