/** The image types the designer takes, by their first bytes (never by name or browser type). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/tiff';

const SIGNATURES: { type: ImageType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

/** JPEG, PNG or TIFF from the file's first bytes, or null for anything else. */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return found?.type ?? null;
}
