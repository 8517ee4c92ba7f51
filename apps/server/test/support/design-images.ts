import sharp from 'sharp';
import type { TestClient } from './test-app';
import { uploadWithTus, type UploadOutcome } from './uploads';

/** `GET /api/upload_info/design_images`: a token for the designer's image uploads. */
export async function designImagesToken(client: TestClient): Promise<string> {
  const response = await client.get('/api/upload_info/design_images');
  if (response.statusCode !== 200) throw new Error(`no upload grant: ${response.body}`);
  return response.json<{ upload_token: string }>().upload_token;
}

/** Sends any bytes over tus as the designer does, with a design-images token. */
export async function sendDesignImage(
  client: TestClient,
  baseUrl: string,
  bytes: Buffer,
  fileName: string,
): Promise<UploadOutcome> {
  return uploadWithTus({ baseUrl, token: await designImagesToken(client), bytes, fileName });
}

/** Uploads an image and returns its id (throws when the server refuses it). */
export async function uploadDesignImage(
  client: TestClient,
  baseUrl: string,
  bytes: Buffer,
  fileName = 'photo.jpg',
): Promise<string> {
  const outcome = await sendDesignImage(client, baseUrl, bytes, fileName);
  if (!outcome.objectId || outcome.objectType !== 'design_images') {
    throw new Error(`image refused (${outcome.status}): ${outcome.body}`);
  }
  return outcome.objectId;
}

export interface PictureOptions {
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'tiff';
  /** `#rrggbb`; a gradient to white runs across the right half so the image is not flat. */
  colour?: string;
  /** 0–1: the whole picture's alpha (PNG only). */
  alpha?: number;
  /** EXIF orientation (JPEG only): 6 turns it a quarter clockwise when shown. */
  orientation?: number;
  /** 16 bits per channel (PNG only). */
  sixteenBit?: boolean;
}

/** A picture made with sharp, mostly one colour (its dominant), in the format asked. */
export async function makePicture(options: PictureOptions): Promise<Buffer> {
  const { width, height, colour = '#c0392b', alpha = 1 } = options;
  const value = Number.parseInt(colour.slice(1), 16);
  const background = { r: value >> 16, g: (value >> 8) & 255, b: value & 255, alpha };
  const stripe = await sharp({
    create: { width: Math.max(1, Math.floor(width / 4)), height, channels: 3, background: '#fff' },
  })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 4, background } }).composite([
    { input: stripe, left: width - Math.max(1, Math.floor(width / 4)), top: 0 },
  ]);
  image = sharp(await image.png().toBuffer());
  if (alpha === 1) image = image.removeAlpha();
  switch (options.format) {
    case 'jpeg': {
      const jpeg = image.jpeg({ quality: 90 });
      return (
        options.orientation ? jpeg.withMetadata({ orientation: options.orientation }) : jpeg
      ).toBuffer();
    }
    case 'png':
      return (options.sixteenBit ? image.toColourspace('rgb16') : image).png().toBuffer();
    case 'tiff':
      return image.tiff().toBuffer();
  }
}

/**
 * A PNG whose header claims `width` × `height` pixels over a few bytes of data: a
 * decompression bomb's shape. The checksums are right, so only the pixel cap stops it.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
