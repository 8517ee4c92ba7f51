import type { DesignFontId } from './design-document';

export const MM_PER_POINT = 25.4 / 72;
/** The smallest text a starting layout sets: small print on a label is still read at 6 pt. */
export const MIN_LAYOUT_PT = 6;
export const ELLIPSIS = '…';

/**
 * Advance widths of printable ASCII (space to `~`) in thousandths of an em, read from the
 * fonts the print PDF embeds (Inter, Fraunces, Roboto Mono at 400, `@fontsource`). The
 * PDF sets each line as it is, without wrapping, so a layout that wants its lines to stay
 * inside their box has to measure them; the domain reads no font file, hence the table.
 */
const ADVANCES: Record<Exclude<DesignFontId, 'mono'>, readonly number[]> = {
  sans: [
    281, 288, 466, 633, 642, 982, 644, 300, 365, 365, 501, 662, 288, 460, 288, 360, 631, 407, 610,
    618, 646, 593, 620, 566, 619, 620, 288, 302, 662, 662, 662, 511, 966, 690, 654, 730, 722, 601,
    590, 746, 743, 269, 571, 672, 565, 903, 753, 765, 639, 765, 644, 642, 646, 744, 690, 985, 682,
    679, 629, 365, 360, 365, 471, 456, 323, 562, 612, 571, 612, 583, 370, 613, 591, 242, 242, 549,
    242, 876, 591, 600, 612, 612, 376, 528, 327, 591, 562, 818, 546, 562, 552, 426, 333, 426, 662,
  ],
  serif: [
    225, 309, 336, 649, 591, 738, 960, 157, 346, 346, 624, 556, 253, 416, 243, 492, 649, 448, 594,
    539, 595, 565, 592, 505, 581, 596, 248, 259, 513, 556, 513, 495, 885, 712, 678, 696, 781, 646,
    595, 757, 828, 381, 470, 759, 615, 899, 777, 794, 665, 794, 714, 590, 675, 743, 701, 1032, 723,
    682, 636, 327, 492, 331, 481, 476, 230, 542, 592, 507, 605, 521, 366, 558, 617, 301, 301, 595,
    304, 932, 617, 583, 607, 592, 452, 466, 364, 607, 550, 810, 530, 554, 475, 389, 264, 389, 637,
  ],
};
/** Roboto Mono: every glyph is 0.6 em. Letters outside ASCII (è, ü, —, …) count wide. */
const MONO = 600;
const OTHER = 870;

function advance(fontId: DesignFontId, char: string): number {
  if (fontId === 'mono') return MONO;
  const code = char.codePointAt(0) ?? 0;
  return ADVANCES[fontId][code - 32] ?? OTHER;
}

/** How wide one line of text is set at a size, mm. */
export function textWidth(line: string, fontId: DesignFontId, sizePt: number): number {
  let thousandths = 0;
  for (const char of line) thousandths += advance(fontId, char);
  return (thousandths / 1000) * sizePt * MM_PER_POINT;
}

/** The height of `lines` lines at a size and line height, mm (as `textHeight` counts). */
export function linesHeight(lines: number, sizePt: number, lineHeight: number): number {
  return lines * sizePt * lineHeight * MM_PER_POINT;
}

/** The largest size, at most `maxPt`, at which every line fits `widthMm`; never under `minPt`. */
export function fitFontSize(
  lines: readonly string[],
  fontId: DesignFontId,
  widthMm: number,
  maxPt: number,
  minPt = MIN_LAYOUT_PT,
): number {
  const widest = Math.max(0, ...lines.map((line) => textWidth(line, fontId, 1)));
  const fitting = widest > 0 ? widthMm / widest : maxPt;
  return Math.max(minPt, Math.min(maxPt, Math.floor(fitting * 10) / 10));
}

/** The line itself when it fits, else as much of it as fits followed by "…". */
export function truncateToWidth(
  line: string,
  fontId: DesignFontId,
  sizePt: number,
  widthMm: number,
): string {
  if (textWidth(line, fontId, sizePt) <= widthMm) return line;
  const chars = [...line];
  while (chars.length > 0) {
    chars.pop();
    const candidate = `${chars.join('').trimEnd()}${ELLIPSIS}`;
    if (textWidth(candidate, fontId, sizePt) <= widthMm) return candidate;
  }
  return '';
}

export interface FittedLines {
  lines: string[];
  sizePt: number;
}

/**
 * A block of lines (a track list) fitted into a box: the size shrinks from `maxPt` until
 * the lines fit its height and width, not under `minPt`; lines still too wide end in "…",
 * and when even the smallest size holds too few lines the last one shown is "…".
 */
export function fitLines(
  lines: readonly string[],
  box: { width: number; height: number },
  font: { fontId: DesignFontId; lineHeight: number; maxPt: number; minPt?: number },
): FittedLines {
  const minPt = font.minPt ?? MIN_LAYOUT_PT;
  const byHeight = box.height / linesHeight(Math.max(1, lines.length), 1, font.lineHeight);
  const ceiling = Math.max(minPt, Math.min(font.maxPt, byHeight));
  const sizePt = fitFontSize(lines, font.fontId, box.width, ceiling, minPt);
  const room = Math.floor(box.height / linesHeight(1, sizePt, font.lineHeight) + 1e-9);
  const shown = lines.length <= room ? [...lines] : [...lines.slice(0, Math.max(0, room - 1))];
  if (shown.length < lines.length && room > 0) shown.push(ELLIPSIS);
  return {
    sizePt,
    lines: shown.map((line) => truncateToWidth(line, font.fontId, sizePt, box.width)),
  };
}
