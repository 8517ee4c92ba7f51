import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { DesignFontId } from '@vinyl/domain';

const require = createRequire(import.meta.url);

/**
 * The open fonts a design's text is set in (SIL Open Font License, from @fontsource), and
 * embedded, subset, in the print PDF: the plant never needs the customer's fonts.
 */
const FONT_FILES: Record<DesignFontId, string> = {
  sans: '@fontsource/inter/files/inter-latin-400-normal.woff',
  serif: '@fontsource/fraunces/files/fraunces-latin-400-normal.woff',
  mono: '@fontsource/roboto-mono/files/roboto-mono-latin-400-normal.woff',
};

const cache = new Map<DesignFontId, Promise<Uint8Array>>();

/** The font file's bytes, read once per process. */
export function fontBytes(id: DesignFontId): Promise<Uint8Array> {
  let bytes = cache.get(id);
  if (!bytes) {
    bytes = fs.readFile(require.resolve(FONT_FILES[id]));
    cache.set(id, bytes);
  }
  return bytes;
}
