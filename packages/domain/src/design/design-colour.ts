/** Text on a dark ground: white. On a light one: near-black, softer than pure black in print. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111111';
/** The ground of a layout with no image to take a colour from. */
export const PAPER = '#f4f1ea';
/** A block standing in for a photo when there is none, and a colour when an image has none. */
export const ACCENT = '#1f3a5f';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour that reads best on a background: white or near-black, whichever has the
 * higher contrast (WCAG), so a title stays legible on any photo's dominant colour.
 */
export function contrastingText(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/** A colour mixed towards another, `amount` 0 (itself) to 1 (the other), as #rrggbb. */
export function mixColour(hex: string, towards: string, amount: number): string {
  const from = channels(hex);
  const to = channels(towards);
  return `#${from
    .map((channel, index) => Math.round(channel + ((to[index] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}
