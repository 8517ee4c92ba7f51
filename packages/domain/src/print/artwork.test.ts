import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hole, YesNo } from '../catalogue/values';
import {
  describeArtwork,
  listTemplateSpecs,
  parseTemplateName,
  templateName,
  templateSpecFor,
  type TemplateOptions,
  type TemplateSpec,
} from './artwork';
import { designerPath } from './designer';
import { DEFAULT_PRINT_SIZES as SIZES } from './print-sizes';

const options = (
  vinyl: { format: '12' | '10' | '7' | '5'; hole?: Hole },
  cover: { gatefold?: YesNo; central_hole?: YesNo } = {},
): TemplateOptions => ({ vinyl, cover });

describe('template of each slot (spec 2 §2 graphics)', () => {
  it.each([
    ['cover_print', 'external', options({ format: '12' }), 'cover-12'],
    ['cover_print', 'external', options({ format: '7' }, { gatefold: 'Yes' }), 'cover-7-gatefold'],
    [
      'cover_print',
      'internal',
      options({ format: '10' }, { gatefold: 'Yes', central_hole: 'Yes' }),
      'cover-10-gatefold-inside-hole',
    ],
    [
      'cover_print',
      'external',
      options({ format: '12' }, { central_hole: 'Yes' }),
      'cover-12-hole',
    ],
    ['vinyl_print', 'front_disc1', options({ format: '12' }), 'picture-disc-12'],
    ['label_print', 'back_disc2', options({ format: '7', hole: 'big' }), 'label-7-big-hole'],
    ['label_print', 'front_disc1', options({ format: '7', hole: 'standard' }), 'label-7'],
    ['sleeve_print', 'disc2', options({ format: '10' }), 'inner-sleeve-10'],
  ] as const)('%s %s → %s', (kind, type, opts, name) => {
    const spec = templateSpecFor(kind, type, opts);
    expect(spec && templateName(spec)).toBe(name);
  });

  it('has no template before a format is chosen', () => {
    expect(templateSpecFor('cover_print', 'external', {})).toBeUndefined();
  });
});

describe('template names', () => {
  it('round-trips every template the shop offers', () => {
    const specs = listTemplateSpecs(SIZES);
    // 4 formats × (2 single + 4 gatefold covers, 2 labels, disc, sleeve) less the 5″'s
    // gatefolds and every big hole but the 7″'s.
    expect(specs).toHaveLength(4 * 10 - 4 - 3);
    for (const spec of specs) expect(parseTemplateName(templateName(spec))).toEqual(spec);
  });

  it.each([
    'cover-11',
    'cover-12-inside',
    'cover-12-big-hole',
    'label-7-hole',
    'label-7-gatefold',
    'picture-disc-12-hole',
    'inner-sleeve-7-inside',
    'cover-12-hole-gatefold',
    '../etc/passwd',
    '',
  ])('refuses %j', (name) => {
    expect(parseTemplateName(name)).toBeUndefined();
  });

  it('never accepts a name it would not write (property)', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const spec = parseTemplateName(name);
        return spec === undefined || templateName(spec) === name;
      }),
    );
  });
});

describe('artwork sizes (reference sheet)', () => {
  const artwork = (spec: TemplateSpec) => {
    const found = describeArtwork(spec, SIZES);
    if (!found) throw new Error(`no artwork for ${templateName(spec)}`);
    return found;
  };

  it('a 12″ label is Ø100 trimmed, 106 mm with bleed, with the spindle hole and a safety line', () => {
    const label = artwork({ part: 'label', format: '12' });
    expect(label.shape).toBe('round');
    expect(label.page).toEqual({ width: 106, height: 106 });
    expect(label.circles.map((circle) => [circle.role, circle.diameter])).toEqual([
      ['trim', 100],
      ['safety', 94],
      ['spindle-hole', 7.24],
    ]);
  });

  it('a 7″ label with the jukebox hole marks Ø38.1; no other format has one', () => {
    const label = artwork({ part: 'label', format: '7', bigHole: true });
    expect(label.circles.find((circle) => circle.role === 'big-hole')?.diameter).toBe(38.1);
    expect(describeArtwork({ part: 'label', format: '12', bigHole: true }, SIZES)).toBeUndefined();
  });

  it('a picture disc keeps texts out of the lead-in and the label zone', () => {
    const disc = artwork({ part: 'picture-disc', format: '12' });
    expect(disc.page).toEqual({ width: 308, height: 308 });
    const roles = Object.fromEntries(disc.circles.map((circle) => [circle.role, circle.diameter]));
    expect(roles).toEqual({ trim: 302, 'lead-in': 290, 'label-zone': 100, 'spindle-hole': 7.24 });
  });

  it('a single 12″ jacket is back | 3 mm spine | front, 631 × 314 trimmed', () => {
    const cover = artwork({ part: 'cover', format: '12', gatefold: false });
    expect(cover.trim).toEqual({ width: 631, height: 314 });
    expect(cover.page).toEqual({ width: 637, height: 320 });
    expect(cover.panels.map((panel) => [panel.name, panel.x, panel.width])).toEqual([
      ['back', 0, 314],
      ['spine', 314, 3],
      ['front', 317, 314],
    ]);
  });

  it('a 7″ single jacket has no spine; a gatefold inside is inside left | spine | inside right', () => {
    expect(artwork({ part: 'cover', format: '7' }).panels.map((panel) => panel.name)).toEqual([
      'back',
      'front',
    ]);
    const inside = artwork({ part: 'cover', format: '7', gatefold: true, inside: true });
    expect(inside.trim).toEqual({ width: 370, height: 184 });
    expect(inside.panels.map((panel) => panel.name)).toEqual([
      'inside-left',
      'spine',
      'inside-right',
    ]);
  });

  it('a die-cut cover marks a hole the size of the label at the centre of both panels', () => {
    const cover = artwork({ part: 'cover', format: '12', gatefold: true, dieCut: true });
    expect(cover.circles).toEqual([
      { role: 'die-cut', x: 156.5, y: 156.5, diameter: 100 },
      { role: 'die-cut', x: 474.5, y: 156.5, diameter: 100 },
    ]);
  });

  it('a 5″ has no gatefold; an inner sleeve is a plain rectangle', () => {
    expect(describeArtwork({ part: 'cover', format: '5', gatefold: true }, SIZES)).toBeUndefined();
    const sleeve = artwork({ part: 'inner-sleeve', format: '12' });
    expect([sleeve.trim, sleeve.page]).toEqual([
      { width: 305, height: 305 },
      { width: 311, height: 311 },
    ]);
  });

  it('every page is its trim plus bleed on each edge (property)', () => {
    for (const spec of listTemplateSpecs(SIZES)) {
      const found = artwork(spec);
      expect(found.page.width - found.trim.width).toBeCloseTo(2 * SIZES.bleed);
      expect(found.page.height - found.trim.height).toBeCloseTo(2 * SIZES.bleed);
    }
  });
});

describe('designer address (spec 2 §7)', () => {
  it('names the album, the slot and the language, with format, hole and gatefold', () => {
    const path = designerPath(
      { albumId: 'a1', kind: 'label_print', type: 'back_disc1', lang: 'it' },
      options({ format: '7', hole: 'big' }, { gatefold: 'No' }),
    );
    expect(path).toBe(
      '/designer-app/a1/label_print/it?param=type&value=back_disc1&format=7&hole=big&gatefold=No',
    );
  });

  it('falls back to a standard hole and no gatefold', () => {
    expect(
      designerPath({ albumId: 'a b', kind: 'cover_print', type: 'external', lang: 'en' }, {}),
    ).toBe(
      '/designer-app/a%20b/cover_print/en?param=type&value=external&format=&hole=standard&gatefold=No',
    );
  });
});
