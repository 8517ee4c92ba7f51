import {
  NONE,
  PICTURE_DISC,
  PRINTED,
  type AlbumOptions,
  type FileKind,
  type FileType,
  sideLetter,
  type SideLetter,
  type Thumbnails,
} from '@vinyl/domain';

/**
 * What view 0 of the preview draws (spec 1 §2): the cover (external and, for a gatefold,
 * internal), each disc in its colour or picture print with its label, sides A and B when
 * something on them is printed, and an inner sleeve per disc. A print is its thumbnail;
 * `missing` while the thumbnail is being made ("Image not ready"); `none` when no file was
 * given for it yet ("No artwork yet — add it on Graphics", issue 14 item 17).
 */
export type PrintImage = { url: string } | 'missing' | 'none';

export interface CoverPreview {
  colour: string;
  gatefold: boolean;
  /** Printed covers only: the spreads (back | spine | front, and the inside). */
  external: PrintImage | null;
  internal: PrintImage | null;
}

export interface DiscSidePreview {
  side: 'A' | 'B';
  /** What a person reads: A and B on disc 1, C and D on disc 2 (issue 14 item 7). */
  letter: SideLetter;
  vinylPrint: PrintImage | null;
  labelPrint: PrintImage | null;
}

export interface DiscPreview {
  number: 1 | 2;
  /** Inches (spec 2 §9 formats): the drawing's size follows it. */
  format: string;
  colour: string;
  labelColour: string;
  /** The text typed for the label on the options step, drawn on a plain label. */
  labelText: string;
  hole: 'standard' | 'big';
  /** Both sides when a side is printed (picture disc or printed label); else one drawing. */
  sides: DiscSidePreview[];
}

export interface SleevePreview {
  number: 1 | 2;
  colour: string;
  print: PrintImage | null;
}

export interface AlbumPreviewModel {
  cover: CoverPreview;
  discs: DiscPreview[];
  sleeves: SleevePreview[];
}

function imageOf(thumbnails: Thumbnails | undefined, kind: FileKind, type: FileType): PrintImage {
  const thumbnail = thumbnails?.[kind]?.[type];
  if (!thumbnail) return 'none';
  return thumbnail.ready && thumbnail.url ? { url: thumbnail.url } : 'missing';
}

export function buildAlbumPreview(
  options: AlbumOptions | null,
  thumbnails: Thumbnails | undefined,
  labelText = '',
): AlbumPreviewModel {
  const count = options?.vinyl?.vinylsQuantity === 2 ? 2 : 1;
  const numbers = count === 2 ? ([1, 2] as const) : ([1] as const);
  const coverColour = options?.cover?.color ?? NONE;
  const coverPrinted = coverColour === PRINTED;
  const gatefold = coverColour !== NONE && options?.cover?.gatefold === 'Yes';
  const vinylColour = options?.vinyl?.color ?? 'Black';
  const labelColour = options?.label?.color ?? NONE;
  const pictureDisc = vinylColour === PICTURE_DISC;
  const printedLabel = labelColour === PRINTED;
  const sleeveColour = options?.innerSleeve?.color ?? NONE;

  const sideOf = (disc: 1 | 2, side: 'A' | 'B'): DiscSidePreview => {
    const type = `${side === 'A' ? 'front' : 'back'}_disc${disc}` as FileType;
    return {
      side,
      letter: sideLetter(disc, side),
      vinylPrint: pictureDisc ? imageOf(thumbnails, 'vinyl_print', type) : null,
      labelPrint: printedLabel ? imageOf(thumbnails, 'label_print', type) : null,
    };
  };

  return {
    cover: {
      colour: coverColour,
      gatefold,
      external: coverPrinted ? imageOf(thumbnails, 'cover_print', 'external') : null,
      internal: coverPrinted && gatefold ? imageOf(thumbnails, 'cover_print', 'internal') : null,
    },
    discs: numbers.map((number) => ({
      number,
      format: options?.vinyl?.format ?? '12',
      colour: vinylColour,
      labelColour,
      labelText: labelText.trim(),
      hole: options?.vinyl?.hole === 'big' ? 'big' : 'standard',
      sides:
        pictureDisc || printedLabel
          ? [sideOf(number, 'A'), sideOf(number, 'B')]
          : [{ side: 'A', letter: sideLetter(number, 'a'), vinylPrint: null, labelPrint: null }],
    })),
    sleeves:
      sleeveColour === NONE
        ? []
        : numbers.map((number) => ({
            number,
            colour: sleeveColour,
            print:
              sleeveColour === PRINTED
                ? imageOf(thumbnails, 'sleeve_print', `disc${number}` as FileType)
                : null,
          })),
  };
}
