import {
  createDefaultAlbumOptions,
  DEFAULT_PRINT_SIZES,
  defaultCatalogue,
  type AlbumOptions,
} from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import { listGraphicsSections, translateSlotText, type SlotText } from './graphics-slots';
import en from './locales/en.json';

/** A tiny `t` over the English file, enough to read the cards' names. */
function t(key: string, values: Record<string, string | number> = {}): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
const read = (text: SlotText) => translateSlotText(t, text);

function options(
  format: '7' | '12',
  discs: 1 | 2,
  change: (o: AlbumOptions) => void = () => undefined,
) {
  const made = createDefaultAlbumOptions(format, discs, defaultCatalogue, { albumId: 'a1' });
  change(made);
  return made;
}

describe('graphics cards (spec 2 §2 sections)', () => {
  it('a single with the default printed cover has one card: Cover, on the cover-7 template', () => {
    const sections = listGraphicsSections(options('7', 1), DEFAULT_PRINT_SIZES);
    expect(sections.map((section) => read(section.title))).toEqual(['Cover']);
    expect(sections[0]?.slots.map((slot) => [read(slot.title), slot.template])).toEqual([
      ['Cover', 'cover-7'],
    ]);
  });

  it('a gatefold double with every printed part: external and internal cover, then each disc', () => {
    const all = options('7', 2, (o) => {
      if (o.vinyl) o.vinyl.color = 'Picture Disc';
      if (o.label) o.label.color = 'Printed';
      if (o.innerSleeve) o.innerSleeve.color = 'Printed';
    });
    const sections = listGraphicsSections(all, DEFAULT_PRINT_SIZES);
    expect(
      sections.map((section) => [
        read(section.title),
        section.slots.map((slot) => read(slot.title)),
      ]),
    ).toEqual([
      ['Cover', ['External cover', 'Internal cover']],
      // Disc 2's sides are C and D, as on the tracks step (issue 14 item 7).
      ['Vinyl (picture disc), disc 1', ['Vinyl side A', 'Vinyl side B']],
      ['Vinyl (picture disc), disc 2', ['Vinyl side C', 'Vinyl side D']],
      ['Label, disc 1', ['Label side A', 'Label side B']],
      ['Label, disc 2', ['Label side C', 'Label side D']],
      ['Inner sleeve', ['Inner sleeve, disc 1', 'Inner sleeve, disc 2']],
    ]);
    expect(sections.flatMap((section) => section.slots.map((slot) => slot.template))).toEqual([
      'cover-7-gatefold',
      'cover-7-gatefold-inside',
      'picture-disc-7',
      'picture-disc-7',
      'picture-disc-7',
      'picture-disc-7',
      'label-7',
      'label-7',
      'label-7',
      'label-7',
      'inner-sleeve-7',
      'inner-sleeve-7',
    ]);
  });

  it('a single names sides without a disc, and nothing printed means no card', () => {
    const label = options('12', 1, (o) => {
      if (o.label) o.label.color = 'Printed';
      if (o.cover) o.cover.color = 'None';
    });
    const sections = listGraphicsSections(label, DEFAULT_PRINT_SIZES);
    expect(sections.map((section) => read(section.title))).toEqual(['Label']);
    expect(sections[0]?.slots.map((slot) => read(slot.title))).toEqual([
      'Label side A',
      'Label side B',
    ]);
    const plain = options('12', 1, (o) => {
      if (o.cover) o.cover.color = 'None';
    });
    expect(listGraphicsSections(plain, DEFAULT_PRINT_SIZES)).toEqual([]);
  });
});
