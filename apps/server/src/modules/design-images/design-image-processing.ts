import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { AppError, UnprocessableError } from '../../http/errors';
import type { DesignImageLimits } from './design-image-limits';

const deflateAsync = promisify(deflate);

export type ImageFormat = 'jpeg' | 'png' | 'tiff';

/** The first bytes of the formats the designer takes: the content decides, never the name. */
const SIGNATURES: { format: ImageFormat; bytes: number[] }[] = [
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { format: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

export function formatBySignature(head: Uint8Array): ImageFormat | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.format;
}

/** 415: the bytes are no JPEG, PNG or TIFF anyone can read. */
export class NotAnImageError extends AppError {
  constructor(detail: string) {
    super(415, 'not_an_image', 'Only JPEG, PNG and TIFF images can be used', detail);
  }
}

/** 422: more pixels than the server decodes (a decompression bomb, or a poster scan). */
export class TooManyPixelsError extends AppError {
  constructor(found: number, limit: number) {
    const values = { found: Math.round(found / 1e6), limit: Math.round(limit / 1e6) };
    super(
      422,
      'image_too_many_pixels',
      `This image has ${values.found} megapixels, more than the ${values.limit} we take`,
      undefined,
      values,
    );
  }
}

/** What the header says, before a pixel is decoded. */
export interface ImageHeader {
  format: ImageFormat;
  /** As shown: the EXIF orientation applied. */
  widthPx: number;
  heightPx: number;
  hasAlphaChannel: boolean;
}

/**
 * Untrusted bytes for sharp: the pixel cap (limitInputPixels, against decompression bombs),
 * the first page of a TIFF only, and a refusal of damaged data rather than a guess at it.
 */
function open(input: Buffer, limits: Pick<DesignImageLimits, 'maxPixels'>): Sharp {
  return sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error', pages: 1 });
}

/** Reads the header: the format must be the one the bytes start with, the pixels under the cap. */
export async function readImageHeader(
  input: Buffer,
  limits: Pick<DesignImageLimits, 'maxPixels'>,
): Promise<ImageHeader> {
  const format = formatBySignature(input.subarray(0, 8));
  if (!format) throw new NotAnImageError('The file content is not a JPEG, PNG or TIFF image.');
  const metadata = await sharp(input, { limitInputPixels: false, pages: 1 })
    .metadata()
    .catch(() => undefined);
  if (!metadata || metadata.format !== format || !metadata.width || !metadata.height) {
    throw new NotAnImageError('The image could not be read.');
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > limits.maxPixels) throw new TooManyPixelsError(pixels, limits.maxPixels);
  return {
    format,
    widthPx: metadata.autoOrient.width,
    heightPx: metadata.autoOrient.height,
    hasAlphaChannel: metadata.hasAlpha,
  };
}

export interface ProcessedImage {
  /** A TIFF as PNG (pdf-lib and browsers read no TIFF); undefined: the original is kept as sent. */
  converted?: Buffer;
  preview: { bytes: Buffer; mimeType: 'image/jpeg' | 'image/png' };
  /** CMYK JPEG at full size, upright: what the print PDF embeds. */
  print: Buffer;
  widthPx: number;
  heightPx: number;
  /** Some pixel is not fully opaque: the print PDF masks with the alpha channel. */
  hasAlpha: boolean;
  dominantColour: string;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** True when some pixel is not fully opaque (sharp's stats read the whole input). */
async function isTranslucent(input: Buffer, limits: Pick<DesignImageLimits, 'maxPixels'>) {
  return !(await open(input, limits).stats()).isOpaque;
}

/**
 * Everything made once from an accepted image: the preview (JPEG, or PNG when it has
 * transparency, at most `previewLongSidePx`), the print copy and the dominant colour.
 * The print copy is CMYK because the shop's print checks flag RGB images; it is made here,
 * once, so Finish does not convert a 24 MP photo each time (the ICC transform is seconds).
 */
export async function processImage(
  input: Buffer,
  header: ImageHeader,
  limits: Pick<DesignImageLimits, 'maxPixels' | 'previewLongSidePx'>,
): Promise<ProcessedImage> {
  const hasAlpha = header.hasAlphaChannel && (await isTranslucent(input, limits));
  const side = limits.previewLongSidePx;
  const upright = () => open(input, limits).autoOrient();
  const resized = upright().resize(side, side, { fit: 'inside', withoutEnlargement: true });
  const [converted, preview, print] = await Promise.all([
    header.format === 'tiff' ? upright().png().toBuffer() : undefined,
    hasAlpha
      ? resized.png().toBuffer()
      : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer(),
    upright()
      .removeAlpha()
      .withIccProfile('cmyk', { attach: false })
      .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
      .toBuffer(),
  ]);
  const { dominant } = await sharp(preview).stats();
  return {
    ...(converted && { converted }),
    preview: { bytes: preview, mimeType: hasAlpha ? 'image/png' : 'image/jpeg' },
    print,
    widthPx: header.widthPx,
    heightPx: header.heightPx,
    hasAlpha,
    dominantColour: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
  };
}

/**
 * The image's alpha channel, upright, as 8-bit grey samples compressed for a PDF
 * `/FlateDecode` stream: the soft mask of its print copy. Made when a PDF needs it (few
 * images have transparency; logos are small).
 */
export async function alphaMask(
  original: Buffer,
  limits: Pick<DesignImageLimits, 'maxPixels'>,
): Promise<{ deflated: Buffer; widthPx: number; heightPx: number }> {
  const { data, info } = await open(original, limits)
    .autoOrient()
    .ensureAlpha()
    .extractChannel('alpha')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { deflated: await deflateAsync(data), widthPx: info.width, heightPx: info.height };
}

/** A refusal of a file sharp could not decode (damaged after a good header). */
export function unreadable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new UnprocessableError('image_damaged', 'This image is damaged: export it again');
}
