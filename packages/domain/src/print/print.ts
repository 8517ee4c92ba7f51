import { PICTURE_DISC, PRINTED } from '../catalogue/values';
import type { AlbumOptions } from '../options/album-options';
import { isDoubleAlbum } from '../options/double-album';
import type { AlbumFile, FileKind, FileType } from './files';

/**
 * Print completeness (spec 1 §5, spec 2 §5 "Missing printed items"): a printed cover
 * needs the external file (and internal if gatefold); a picture-disc vinyl needs front
 * and back for disc 1 (and disc 2 for a double); a printed label likewise; a printed
 * inner sleeve needs disc1 (and disc2 for a double).
 */
export type PrintPart = 'Cover' | 'Vinyl' | 'Label' | 'Inner sleeve';
export interface PrintItem {
  part: PrintPart;
  kind: FileKind;
  type: FileType;
}

/** File types present per kind. */
export type PrintFileTypes = Partial<Record<FileKind, readonly string[]>>;

type PrintOptions = Pick<AlbumOptions, 'vinyl' | 'label' | 'innerSleeve' | 'cover'>;

function discSides(double: boolean): FileType[] {
  const sides: FileType[] = ['front_disc1', 'back_disc1'];
  return double ? [...sides, 'front_disc2', 'back_disc2'] : sides;
}

/** Every file the chosen options need, in the order the graphics screen lists them. */
export function listRequiredPrintItems(options: PrintOptions): PrintItem[] {
  const double = isDoubleAlbum(options);
  const items: PrintItem[] = [];
  if (options.cover?.color === PRINTED) {
    items.push({ part: 'Cover', kind: 'cover_print', type: 'external' });
    if (options.cover.gatefold === 'Yes') {
      items.push({ part: 'Cover', kind: 'cover_print', type: 'internal' });
    }
  }
  if (options.vinyl?.color === PICTURE_DISC) {
    for (const type of discSides(double)) items.push({ part: 'Vinyl', kind: 'vinyl_print', type });
  }
  if (options.label?.color === PRINTED) {
    for (const type of discSides(double)) items.push({ part: 'Label', kind: 'label_print', type });
  }
  if (options.innerSleeve?.color === PRINTED) {
    const types: FileType[] = double ? ['disc1', 'disc2'] : ['disc1'];
    for (const type of types) items.push({ part: 'Inner sleeve', kind: 'sleeve_print', type });
  }
  return items;
}

export function findMissingPrintItems(options: PrintOptions, files: PrintFileTypes): PrintItem[] {
  return listRequiredPrintItems(options).filter((item) => !files[item.kind]?.includes(item.type));
}

/** The parts to name in the "missing print elements" reason (spec 1 §2). */
export function listMissingPrintParts(missing: readonly PrintItem[]): PrintPart[] {
  return [...new Set(missing.map((item) => item.part))];
}

/** File types present per kind, from the album's related files. */
export function collectPrintFileTypes(
  filesByKind: Partial<Record<FileKind, readonly AlbumFile[]>>,
): PrintFileTypes {
  return Object.fromEntries(
    Object.entries(filesByKind).map(([kind, files]) => [
      kind,
      files.map((file) => file.meta.relation.params.type),
    ]),
  );
}

export interface ReadinessInput {
  /** Seconds of music on the whole album. */
  duration: number;
  missingPrintItems: readonly PrintItem[];
  /** True when any side is over its limit. */
  exceeded: boolean;
}

/** Ready only if duration > 0, no print item is missing and no side is over its limit (spec 1 §4). */
export function isPreviewReady(input: ReadinessInput): boolean {
  return input.duration > 0 && input.missingPrintItems.length === 0 && !input.exceeded;
}

export type OrderBlocker = 'minutes_exceeded' | 'no_tracks' | 'missing_print_items';

/** The reasons listed under "It is not possible to continue with the order" (spec 1 §2). */
export function findOrderBlockers(input: ReadinessInput): OrderBlocker[] {
  const blockers: OrderBlocker[] = [];
  if (input.exceeded) blockers.push('minutes_exceeded');
  if (input.duration <= 0) blockers.push('no_tracks');
  if (input.missingPrintItems.length > 0) blockers.push('missing_print_items');
  return blockers;
}
