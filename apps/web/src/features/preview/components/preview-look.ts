/**
 * How a chosen colour is painted in the preview (presentation only: the colours that exist
 * come from the catalogue). Transparent vinyl is drawn see-through over the paper.
 */
const FILLS: Record<string, string> = {
  Black: '#141311',
  White: '#f4f1ea',
  Transparent: 'rgba(200, 206, 214, 0.45)',
  'Transparent Green': 'rgba(47, 158, 90, 0.6)',
  'Transparent Blue': 'rgba(45, 111, 214, 0.6)',
  'Transparent Red': 'rgba(214, 58, 58, 0.6)',
  Yellow: '#f2c230',
  Pink: '#ef8fb7',
  Orange: '#f07a2f',
  Turquoise: '#2ec4b6',
  Brown: '#8a6a47',
};

/** A colour the plant added without a fill here is painted a neutral grey. */
export function fillOf(colour: string): string {
  return FILLS[colour] ?? '#9a948a';
}

/** Dark fills get light grooves and text. */
export function isDark(colour: string): boolean {
  return colour === 'Black' || colour === 'Brown';
}
