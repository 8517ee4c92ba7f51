// The fonts the print PDF embeds (the server's design-fonts.ts: the same @fontsource files,
// weight 400), loaded with the designer only, so the canvas sets text as the PDF will.
import '@fontsource/inter/latin-400.css';
import '@fontsource/fraunces/latin-400.css';
import '@fontsource/roboto-mono/latin-400.css';
import type { DesignFontId } from '@vinyl/domain';

export const FONT_FAMILIES: Record<DesignFontId, string> = {
  sans: 'Inter, sans-serif',
  serif: 'Fraunces, serif',
  mono: '"Roboto Mono", monospace',
};

const LOAD_LIMIT_MS = 3000;

/**
 * Resolves once the three fonts can be drawn (a canvas does not redraw when a font arrives
 * later), or after a few seconds on a slow line, when the canvas starts with what it has.
 */
export function loadDesignFonts(): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts) return Promise.resolve();
  const loads = ['16px Inter', '16px Fraunces', '16px "Roboto Mono"'].map((font) =>
    fonts.load(font).catch(() => []),
  );
  const limit = new Promise((resolve) => setTimeout(resolve, LOAD_LIMIT_MS));
  return Promise.race([Promise.all(loads), limit]).then(() => undefined);
}
