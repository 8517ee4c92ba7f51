import type { FormatPrintSizes } from '@vinyl/domain';
import sharp, { type OverlayOptions } from 'sharp';
import { BACKGROUND, PENDING, type Paint } from './raster-colours';

/** What fills a part: its artwork's thumbnail, a thumbnail still being made, or a colour. */
export type Source =
  { kind: 'image'; png: Buffer } | { kind: 'pending' } | { kind: 'paint'; paint: Paint };

const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  );

function hatching(size: number): string {
  const step = Math.max(6, Math.round(size / 24));
  return `<defs><pattern id="h" width="${step}" height="${step}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${step}" height="${step}" fill="${PENDING.fill}"/><line x1="0" y1="0" x2="0" y2="${step}" stroke="${PENDING.stroke}" stroke-width="${Math.max(1, step / 3)}"/></pattern></defs>`;
}

/** A faint edge, so a white label or sleeve still shows on the light background. */
const OUTLINE = 'stroke="#000000" stroke-opacity="0.18" stroke-width="2"';

/** A circle of `diameter` px, filled with a colour or the pending hatching. */
export function circleSvg(diameter: number, fill: Paint | 'pending', outline = false): Buffer {
  const r = diameter / 2;
  const edge = outline ? ` ${OUTLINE}` : '';
  if (fill === 'pending') {
    return svg(
      diameter,
      diameter,
      `${hatching(diameter)}<circle cx="${r}" cy="${r}" r="${r}" fill="url(#h)"/>`,
    );
  }
  return svg(
    diameter,
    diameter,
    `<circle cx="${r}" cy="${r}" r="${outline ? r - 1 : r}" fill="${fill.fill}" fill-opacity="${fill.opacity}"${edge}/>`,
  );
}

function rectSvg(width: number, height: number, fill: Paint | 'pending'): Buffer {
  if (fill === 'pending') {
    return svg(
      width,
      height,
      `${hatching(Math.max(width, height))}<rect width="${width}" height="${height}" fill="url(#h)"/>`,
    );
  }
  return svg(
    width,
    height,
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" fill="${fill.fill}" fill-opacity="${fill.opacity}" ${OUTLINE}/>`,
  );
}

/**
 * An artwork thumbnail cut to a square: a wrap-around sheet (back, spine, front side by
 * side, much wider than high) shows its right-hand square, the front; a gatefold's inside
 * spread (`whole`) is shown entire within the square.
 */
async function squareImage(png: Buffer, size: number, whole: boolean): Promise<Buffer> {
  const image = sharp(png);
  const { width = size, height = size } = await image.metadata();
  if (width / height > 1.5 && !whole) {
    const side = Math.min(width, height);
    image.extract({ left: width - side, top: 0, width: side, height: side });
  }
  return image
    .resize(size, size, { fit: whole ? 'contain' : 'cover', background: '#00000000' })
    .png()
    .toBuffer();
}

/** A rectangular part (cover, inner sleeve) as a PNG of `size` px square. */
export async function squareLayer(source: Source, size: number, whole = false): Promise<Buffer> {
  if (source.kind === 'image') return squareImage(source.png, size, whole);
  return sharp(rectSvg(size, size, source.kind === 'pending' ? 'pending' : source.paint))
    .png()
    .toBuffer();
}

/** A round part (disc, label) as a PNG of `diameter` px, its artwork cut to the circle. */
export async function roundLayer(source: Source, diameter: number): Promise<Buffer> {
  if (source.kind !== 'image') {
    return sharp(circleSvg(diameter, source.kind === 'pending' ? 'pending' : source.paint, true))
      .png()
      .toBuffer();
  }
  const square = await sharp(source.png)
    .resize(diameter, diameter, { fit: 'cover' })
    .png()
    .toBuffer();
  const mask = circleSvg(diameter, { fill: '#000000', opacity: 1 });
  return sharp(square)
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The image's width; its height follows from the number of parts in the row. */
export const RASTER_WIDTH = 1600;
const GAP = 32;
const MAX_TILE = 560;

/** One part in the row: a rectangle (scaled to the jacket) or a disc with its label. */
export type Tile =
  | { shape: 'square'; source: Source; scale: number; whole?: boolean }
  | {
      shape: 'disc';
      vinyl: Source;
      label: Source | null;
      sizes: FormatPrintSizes;
      bigHole: boolean;
    };

/** The row of parts on the background, centred, each tile one jacket wide. */
export async function draw(
  tiles: Tile[],
  sizes: FormatPrintSizes,
  spindleMm: number,
): Promise<Buffer> {
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
