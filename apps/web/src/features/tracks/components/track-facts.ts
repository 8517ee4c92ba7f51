import type { TrackResource } from '../api/track-resource';

/** "44.1 kHz · 16-bit" (issue 14 item 11): what the server read from the file. */
export function describeAudioFormat(
  metadata: Pick<TrackResource['meta']['file_metadata'], 'sample_rate' | 'bits_per_sample'>,
  locale: string,
): string | null {
  const parts: string[] = [];
  if (metadata.sample_rate !== null) {
    const khz = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
      metadata.sample_rate / 1000,
    );
    parts.push(`${khz} kHz`);
  }
  if (metadata.bits_per_sample !== null) parts.push(`${metadata.bits_per_sample}-bit`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** WCAG 2 relative luminance of an sRGB colour given as [r, g, b] 0–255. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours (1–21); AA asks 4.5 for small text. */
export function contrastRatio(
  a: readonly [number, number, number],
  b: readonly [number, number, number],
): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
