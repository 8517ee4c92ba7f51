import {
  describeArtwork,
  isDoubleAlbum,
  listRequiredPrintItems,
  sideLetter,
  templateSpecFor,
  type AlbumOptions,
  type FileKind,
  type FileType,
  type PrintPart,
  type PrintSizes,
} from '@vinyl/domain';

/** A text of the graphics namespace; `part` is itself a text, put in as `{{part}}`. */
export interface SlotText {
  key: string;
  values: Record<string, string | number>;
  part?: SlotText;
}

/** A `t` of the graphics namespace (i18next's, or a test's). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Translates a slot text with the graphics namespace's `t`. */
export function translateSlotText(t: Translate, text: SlotText): string {
  return t(text.key, {
    ...text.values,
    ...(text.part && { part: translateSlotText(t, text.part) }),
  });
}

/** One file the options call for (spec 2 §2 "Sections"), as a card of the graphics screen. */
export interface GraphicsSlot {
  kind: FileKind;
  type: FileType;
  part: PrintPart;
  /** The card's name. */
  title: SlotText;
  /** The template for this slot (`/files/template/{name}.pdf`), null when there is none. */
  template: string | null;
}

export interface GraphicsSection {
  key: string;
  title: SlotText;
  slots: GraphicsSlot[];
}

/** Disc 2's sides are C and D, as on the tracks step (issue 14 item 7). */
const SIDE_OF: Partial<Record<FileType, { side: string; disc: number }>> = {
  front_disc1: { side: sideLetter(1, 'a'), disc: 1 },
  back_disc1: { side: sideLetter(1, 'b'), disc: 1 },
  front_disc2: { side: sideLetter(2, 'a'), disc: 2 },
  back_disc2: { side: sideLetter(2, 'b'), disc: 2 },
};

const SECTION_KEYS: Record<PrintPart, string> = {
  Cover: 'sections.cover',
  Vinyl: 'sections.vinyl',
  Label: 'sections.label',
  'Inner sleeve': 'sections.sleeve',
};

function slotTitle(
  part: PrintPart,
  type: FileType,
  options: AlbumOptions,
  double: boolean,
): SlotText {
  const ofDisc = (key: string, values: Record<string, string | number>, disc: number) =>
    double
      ? { key: 'slots.ofDisc', values: { number: disc }, part: { key, values } }
      : { key, values };
  if (part === 'Cover') {
    if (type === 'internal') return { key: 'slots.internalCover', values: {} };
    const gatefold = options.cover?.gatefold === 'Yes';
    return { key: gatefold ? 'slots.externalCover' : 'slots.cover', values: {} };
  }
  if (part === 'Inner sleeve') return ofDisc('slots.sleeve', {}, type === 'disc2' ? 2 : 1);
  // The side's letter names its disc too (C and D are disc 2's).
  const { side = 'A' } = SIDE_OF[type] ?? {};
  return { key: part === 'Vinyl' ? 'slots.vinylSide' : 'slots.labelSide', values: { side } };
}

/**
 * The graphics screen's sections and cards, in the spec's order: cover (external and, for a
 * gatefold, internal), the picture disc per disc (sides A and B, C and D), the printed label
 * per disc (likewise), the printed inner sleeve per disc.
 */
export function listGraphicsSections(options: AlbumOptions, sizes: PrintSizes): GraphicsSection[] {
  const double = isDoubleAlbum(options);
  const sections: GraphicsSection[] = [];
  for (const item of listRequiredPrintItems(options)) {
    const disc =
      item.part === 'Vinyl' || item.part === 'Label' ? (SIDE_OF[item.type]?.disc ?? 1) : null;
    const key = disc && double ? `${item.kind}-${disc}` : item.kind;
    let section = sections.find((candidate) => candidate.key === key);
    if (!section) {
      const title: SlotText =
        disc && double
          ? {
              key: 'sections.ofDisc',
              values: { number: disc },
              part: { key: SECTION_KEYS[item.part], values: {} },
            }
          : { key: SECTION_KEYS[item.part], values: {} };
      section = { key, title, slots: [] };
      sections.push(section);
    }
    const spec = templateSpecFor(item.kind, item.type, options);
    const artwork = spec && describeArtwork(spec, sizes);
    section.slots.push({
      kind: item.kind,
      type: item.type,
      part: item.part,
      title: slotTitle(item.part, item.type, options, double),
      template: artwork?.name ?? null,
    });
  }
  return sections;
}
