import { FORMATS, type Format, type Hole, type YesNo } from '../catalogue/values';
import type { FileKind, FileType } from './files';
import type { PrintSizes, Rectangle } from './print-sizes';

/**
 * The artwork of each printed part (spec 2 §2 graphics, shared/reference/print-and-disc-sizes.md):
 * what a template draws and what a print check measures. Sizes come from the catalogue's
 * `printSizes`, so the plant can correct them.
 *
 * - cover: one spread, back | spine | front (a gatefold's inside: inside left | spine |
 *   inside right), at the jacket's finished size, with an optional die-cut centre hole;
 * - label and picture disc: a round part, artwork = diameter + bleed all round, with the
 *   spindle hole (or the 7″ jukebox hole) marked;
 * - inner sleeve: a rectangle at the sleeve's finished size.
 */
export type ArtworkPart = 'cover' | 'label' | 'picture-disc' | 'inner-sleeve';

export interface TemplateSpec {
  part: ArtworkPart;
  format: Format;
  /** Covers: a gatefold jacket. */
  gatefold?: boolean;
  /** Gatefold covers: the inside spread. */
  inside?: boolean;
  /** Covers: a die-cut centre hole (cover option `central_hole`). */
  dieCut?: boolean;
  /** Labels: the 7″ jukebox hole. */
  bigHole?: boolean;
}

/** The choices a template depends on (album_options satisfies it). */
export interface TemplateOptions {
  vinyl?: { format: Format; hole?: Hole | null } | undefined;
  cover?: { gatefold?: YesNo; central_hole?: YesNo } | undefined;
}

/** The template a slot of the graphics screen needs, from the chosen options. */
export function templateSpecFor(
  kind: FileKind,
  type: FileType,
  options: TemplateOptions,
): TemplateSpec | undefined {
  const format = options.vinyl?.format;
  if (!format) return undefined;
  switch (kind) {
    case 'cover_print': {
      const gatefold = options.cover?.gatefold === 'Yes';
      return {
        part: 'cover',
        format,
        gatefold,
        inside: gatefold && type === 'internal',
        dieCut: options.cover?.central_hole === 'Yes',
      };
    }
    case 'vinyl_print':
      return { part: 'picture-disc', format };
    case 'label_print':
      return { part: 'label', format, bigHole: options.vinyl?.hole === 'big' };
    case 'sleeve_print':
      return { part: 'inner-sleeve', format };
  }
}

/** `cover-12-gatefold-inside-hole`, `label-7-big-hole`, `picture-disc-10`, `inner-sleeve-7`. */
export function templateName(spec: TemplateSpec): string {
  const parts: string[] = [spec.part, spec.format];
  if (spec.part === 'cover') {
    if (spec.gatefold) parts.push('gatefold');
    if (spec.gatefold && spec.inside) parts.push('inside');
    if (spec.dieCut) parts.push('hole');
  }
  if (spec.part === 'label' && spec.bigHole) parts.push('big-hole');
  return parts.join('-');
}

const NAME_PATTERN =
  /^(cover|label|picture-disc|inner-sleeve)-(\d+)(-gatefold)?(-inside)?(-hole|-big-hole)?$/;

/** The spec a template name stands for, or undefined for a name no template has. */
export function parseTemplateName(name: string): TemplateSpec | undefined {
  const match = NAME_PATTERN.exec(name);
  if (!match) return undefined;
  const [, part, format, gatefold, inside, hole] = match;
  if (!(FORMATS as readonly string[]).includes(format ?? '')) return undefined;
  const spec: TemplateSpec = { part: part as ArtworkPart, format: format as Format };
  if (part === 'cover') {
    if (hole === '-big-hole' || (inside && !gatefold)) return undefined;
    Object.assign(spec, { gatefold: !!gatefold, inside: !!inside, dieCut: hole === '-hole' });
  } else if (gatefold || inside || (hole && !(part === 'label' && hole === '-big-hole'))) {
    return undefined;
  } else if (part === 'label') {
    spec.bigHole = hole === '-big-hole';
  }
  // Round trip: only the canonical spelling names a template.
  return templateName(spec) === name ? spec : undefined;
}

/** A panel of a cover spread, left to right, in mm from the trim's left edge. */
export interface ArtworkPanel {
  name: 'back' | 'spine' | 'front' | 'inside-left' | 'inside-right';
  x: number;
  width: number;
}

/** A circle to mark, centred at (x, y) mm from the trim's bottom-left corner. */
export interface ArtworkCircle {
  role: 'trim' | 'safety' | 'lead-in' | 'label-zone' | 'spindle-hole' | 'big-hole' | 'die-cut';
  x: number;
  y: number;
  diameter: number;
}

export interface Artwork {
  spec: TemplateSpec;
  name: string;
  shape: 'rect' | 'round';
  /** The finished (trimmed) size, mm. */
  trim: Rectangle;
  /** Bleed beyond the trim on every edge, mm. */
  bleed: number;
  /** The page of the artwork: trim plus bleed on every edge, mm. */
  page: Rectangle;
  /** Keep texts this far inside the trim, mm. */
  safety: number;
  panels: ArtworkPanel[];
  circles: ArtworkCircle[];
}

function coverTrim(spec: TemplateSpec, sizes: PrintSizes) {
  const format = sizes.formats[spec.format];
  if (spec.gatefold) {
    if (!format.gatefoldClosed || format.gatefoldSpine === null) return undefined;
    return { panel: format.gatefoldClosed, spine: format.gatefoldSpine };
  }
  return { panel: format.jacket, spine: format.jacketSpine.oneDisc };
}

function coverArtwork(spec: TemplateSpec, sizes: PrintSizes) {
  const cover = coverTrim(spec, sizes);
  if (!cover) return undefined;
  const { panel, spine } = cover;
  const names = spec.inside
    ? (['inside-left', 'spine', 'inside-right'] as const)
    : (['back', 'spine', 'front'] as const);
  const panels: ArtworkPanel[] = [
    { name: names[0], x: 0, width: panel.width },
    { name: names[1], x: panel.width, width: spine },
    { name: names[2], x: panel.width + spine, width: panel.width },
  ].filter((item) => item.width > 0);
  const trim = { width: 2 * panel.width + spine, height: panel.height };
  const labelDiameter = sizes.formats[spec.format].labelDiameter;
  const circles: ArtworkCircle[] = spec.dieCut
    ? [0, panel.width + spine].map((x) => ({
        role: 'die-cut' as const,
        x: x + panel.width / 2,
        y: panel.height / 2,
        diameter: labelDiameter,
      }))
    : [];
  return { shape: 'rect' as const, trim, panels, circles };
}

function roundArtwork(spec: TemplateSpec, sizes: PrintSizes) {
  const format = sizes.formats[spec.format];
  const label = spec.part === 'label';
  const diameter = label ? format.labelDiameter : format.discDiameter;
  const centre = { x: diameter / 2, y: diameter / 2 };
  const circles: ArtworkCircle[] = [{ role: 'trim', ...centre, diameter }];
  if (label) {
    circles.push({ role: 'safety', ...centre, diameter: diameter - 2 * sizes.safetyMargin });
  } else {
    // Picture discs: no text in the lead-in nor in the centre label zone (reference sheet).
    const leadIn = diameter - 2 * sizes.pictureDiscLeadIn;
    circles.push({ role: 'lead-in', ...centre, diameter: leadIn });
    circles.push({ role: 'label-zone', ...centre, diameter: format.labelDiameter });
  }
  if (label && spec.bigHole && format.bigHoleDiameter !== null) {
    circles.push({ role: 'big-hole', ...centre, diameter: format.bigHoleDiameter });
  } else {
    circles.push({ role: 'spindle-hole', ...centre, diameter: sizes.spindleHoleDiameter });
  }
  return { shape: 'round' as const, trim: { width: diameter, height: diameter }, circles };
}

/** The artwork of a template, or undefined when the format has no such part (a 5″ gatefold). */
export function describeArtwork(spec: TemplateSpec, sizes: PrintSizes): Artwork | undefined {
  if (
    spec.part === 'label' &&
    spec.bigHole &&
    sizes.formats[spec.format].bigHoleDiameter === null
  ) {
    return undefined;
  }
  const { bleed, safetyMargin } = sizes;
  const base = { spec, name: templateName(spec), bleed, safety: safetyMargin };
  const withPage = (trim: Rectangle) => ({
    width: trim.width + 2 * bleed,
    height: trim.height + 2 * bleed,
  });
  switch (spec.part) {
    case 'cover': {
      const cover = coverArtwork(spec, sizes);
      return cover && { ...base, ...cover, page: withPage(cover.trim) };
    }
    case 'label':
    case 'picture-disc': {
      const round = roundArtwork(spec, sizes);
      return { ...base, ...round, panels: [], page: withPage(round.trim) };
    }
    case 'inner-sleeve': {
      const trim = sizes.formats[spec.format].innerSleeve;
      return { ...base, shape: 'rect', trim, panels: [], circles: [], page: withPage(trim) };
    }
  }
}

/** Every template the shop offers, for the catalogue's print sizes. */
export function listTemplateSpecs(sizes: PrintSizes): TemplateSpec[] {
  const specs: TemplateSpec[] = [];
  for (const format of FORMATS) {
    for (const gatefold of [false, true]) {
      for (const inside of gatefold ? [false, true] : [false]) {
        for (const dieCut of [false, true]) {
          specs.push({ part: 'cover', format, gatefold, inside, dieCut });
        }
      }
    }
    specs.push({ part: 'label', format, bigHole: false });
    specs.push({ part: 'label', format, bigHole: true });
    specs.push({ part: 'picture-disc', format });
    specs.push({ part: 'inner-sleeve', format });
  }
  return specs.filter((spec) => describeArtwork(spec, sizes) !== undefined);
}
