import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeArtwork,
  listTemplateSpecs,
  type Artwork,
  type TemplateSpec,
} from '../print/artwork';
import { DEFAULT_PRINT_SIZES } from '../print/print-sizes';
import { DesignDocumentSchema, type DesignDocument, type DesignElement } from './design-document';
import { elementBounds, panelBox, panelSafeBox, roundTextZone } from './design-geometry';
import type { AlbumFacts, LayoutImage } from './design-layout-parts';
import { startingLayouts } from './design-layouts';
import { ELLIPSIS, MIN_LAYOUT_PT, textWidth } from './design-text';
import { designWarnings } from './design-warnings';

const sizes = DEFAULT_PRINT_SIZES;
const artworkOf = (spec: TemplateSpec) => describeArtwork(spec, sizes)!;
const ALL = listTemplateSpecs(sizes).map(artworkOf);

const side = (name: string, count: number, title = 'Song') => ({
  name,
  tracks: Array.from({ length: count }, (_, i) => ({
    title: `${title} ${i + 1}`,
    durationSeconds: 180 + i * 7,
  })),
});
const FACTS: AlbumFacts = {
  title: 'Night Swim',
  author: 'The Lanterns',
  speed: '33',
  side: 'A',
  sides: [side('A', 5), side('B', 4)],
};
const LONG: AlbumFacts = {
  title: 'An Extraordinarily Long Album Title That Goes On And On Past Any Cover Width',
  author: 'Wolfgang Amadeus Mozart and the Philharmonic Orchestra of Somewhere Quite Far',
  speed: '45',
  side: 'D',
  sides: [
    side('A', 40, 'A title long enough to need cutting on a small label, surely'),
    side('B', 30),
    side('C', 3),
    side('D', 25),
  ],
};
const IMAGE: LayoutImage = {
  imageId: 'img-1',
  widthPx: 4000,
  heightPx: 3000,
  dominantColour: '#1d3557',
};

type Text = Extract<DesignElement, { type: 'text' }>;
const texts = (document: DesignDocument) =>
  document.elements.filter((e): e is Text => e.type === 'text');
const byId = (document: DesignDocument, id: string) => document.elements.find((e) => e.id === id);
const positionWarnings = (document: DesignDocument, artwork: Artwork) =>
  designWarnings(document, artwork, sizes, {}).filter(
    (warning) => warning.code !== 'low_resolution',
  );

/** A cover's text stays in one panel's safe area (the spine's text in the spine). */
function inOnePanel(element: Text, artwork: Artwork): boolean {
  const bounds = elementBounds(element);
  return artwork.panels.some((panel) => {
    const box = panel.name === 'spine' ? panelBox(artwork, panel) : panelSafeBox(artwork, panel);
    return (
      bounds.x >= box.x - 1e-6 &&
      bounds.y >= box.y - 1e-6 &&
      bounds.x + bounds.width <= box.x + box.width + 1e-6 &&
      bounds.y + bounds.height <= box.y + box.height + 1e-6
    );
  });
}

function checkLayouts(artwork: Artwork, facts: AlbumFacts, image?: LayoutImage) {
  const layouts = startingLayouts(artwork, facts, image);
  expect(layouts.length).toBeGreaterThanOrEqual(2);
  expect(new Set(layouts.map((layout) => layout.id)).size).toBe(layouts.length);
  for (const layout of layouts) {
    const document = DesignDocumentSchema.parse(layout.document);
    expect(document.page).toEqual(artwork.page);
    expect(positionWarnings(document, artwork), `${artwork.name} ${layout.id}`).toEqual([]);
    for (const text of texts(document)) {
      expect(text.fontSizePt).toBeGreaterThanOrEqual(MIN_LAYOUT_PT);
      // The PDF sets lines as they are: every line has to fit its box.
      for (const line of text.text.split('\n')) {
        expect(textWidth(line, text.fontId, text.fontSizePt)).toBeLessThanOrEqual(
          text.width + 1e-6,
        );
      }
      if (artwork.shape === 'rect' && artwork.panels.length > 0) {
        expect(inOnePanel(text, artwork), `${artwork.name} ${layout.id} ${text.id}`).toBe(true);
      }
    }
  }
  return layouts;
}

describe('starting layouts', () => {
  it('for every part of the catalogue, with and without an image, keep text where it prints', () => {
    for (const artwork of ALL) {
      for (const facts of [FACTS, LONG, { ...FACTS, author: '', sides: [] }]) {
        checkLayouts(artwork, facts, IMAGE);
        checkLayouts(artwork, facts);
      }
    }
  });

  it('whatever the album says, no text leaves the safe area, the label circle or the hole', () => {
    const some = ALL.filter((_, index) => index % 3 === 0);
    const facts = fc.record({
      title: fc.string({ maxLength: 120 }),
      author: fc.string({ maxLength: 120 }),
      speed: fc.constantFrom('33', '45', undefined),
      side: fc.constantFrom('A', 'B', 'C', 'D'),
      sides: fc.array(
        fc.record({
          name: fc.constantFrom('A', 'B', 'C', 'D'),
          tracks: fc.array(
            fc.record({ title: fc.string({ maxLength: 90 }), durationSeconds: fc.nat(3600) }),
            { maxLength: 30 },
          ),
        }),
        { maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(fc.constantFrom(...some), facts, fc.boolean(), (artwork, album, withImage) => {
        const layouts = startingLayouts(
          artwork,
          album as AlbumFacts,
          withImage ? IMAGE : undefined,
        );
        return layouts.every(
          (layout) =>
            DesignDocumentSchema.safeParse(layout.document).success &&
            positionWarnings(layout.document, artwork).length === 0,
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe('cover layouts', () => {
  const cover12 = artworkOf({ part: 'cover', format: '12' });
  const gatefold12 = artworkOf({ part: 'cover', format: '12', gatefold: true });

  it('with an image: full-bleed photo with title, title and track list on the back, plain', () => {
    const layouts = startingLayouts(cover12, FACTS, IMAGE);
    expect(layouts.map((layout) => [layout.id, layout.name.en])).toEqual([
      ['photo-title', 'Full-bleed photo with title'],
      ['tracks-back', 'Title and track list on the back'],
      ['plain', 'Plain, with the title'],
    ]);
    expect(layouts.every((layout) => layout.name.it.length > 0)).toBe(true);
  });

  it('places the photo over the front and its bleed, cut from the centre keeping its shape', () => {
    const [photoTitle] = startingLayouts(cover12, FACTS, IMAGE);
    const photo = byId(photoTitle!.document, 'photo') as Extract<DesignElement, { type: 'image' }>;
    // The front panel: from the spine fold to the page's right edge, bleed top and bottom.
    expect(photo).toMatchObject({ x: 3 + 314 + 3, y: 0, width: 314 + 3, height: 320 });
    const crop = photo.crop!;
    expect((crop.width * IMAGE.widthPx) / (crop.height * IMAGE.heightPx)).toBeCloseTo(
      photo.width / photo.height,
    );
    expect(crop.x).toBeCloseTo((1 - crop.width) / 2);
    expect(crop.height).toBe(1);
    expect(byId(photoTitle!.document, 'title')).toMatchObject({
      text: 'Night Swim',
      fill: '#ffffff',
    });
  });

  it('lists the tracks per side on the back, A1 Title 3:41', () => {
    const back = startingLayouts(cover12, FACTS, IMAGE).find(
      (layout) => layout.id === 'tracks-back',
    )!;
    const tracks = byId(back.document, 'back-tracks') as Text;
    expect(tracks.text.split('\n').slice(0, 2)).toEqual(['A1 Song 1 3:00', 'A2 Song 2 3:07']);
    expect(tracks.text).toContain('\n\nB1 Song 1 3:00');
    expect(tracks.fontSizePt).toBe(10);
  });

  it('shrinks a long track list, not under 6 pt, and ends it with "…" when it still overflows', () => {
    const many = { ...FACTS, sides: [side('A', 60), side('B', 60)] };
    const tracks = byId(
      startingLayouts(cover12, many).find((l) => l.id === 'tracks-back')!.document,
      'back-tracks',
    ) as Text;
    expect(tracks.fontSizePt).toBeLessThan(10);
    expect(tracks.fontSizePt).toBeGreaterThanOrEqual(6);
    const huge = { ...FACTS, sides: [side('A', 400)] };
    const cut = byId(
      startingLayouts(cover12, huge).find((l) => l.id === 'tracks-back')!.document,
      'back-tracks',
    ) as Text;
    expect(cut.fontSizePt).toBe(6);
    expect(cut.text.split('\n').at(-1)).toBe(ELLIPSIS);
  });

  it('sets title — author on a spine of 4 mm or more, turned to read top to bottom', () => {
    const spine = byId(startingLayouts(gatefold12, FACTS, IMAGE)[0]!.document, 'spine') as Text;
    expect(spine).toMatchObject({ text: 'Night Swim — The Lanterns', rotation: 90 });
    const bounds = elementBounds(spine);
    expect(bounds.x + bounds.width / 2).toBeCloseTo(3 + 313 + 2.5); // centred on the 5 mm spine
    // A 3 mm single jacket's spine stays bare.
    expect(
      startingLayouts(cover12, FACTS, IMAGE).every((l) => byId(l.document, 'spine') === undefined),
    ).toBe(true);
  });

  it('without an image leaves out the photo layout and puts a colour block on the front', () => {
    const layouts = startingLayouts(cover12, FACTS);
    expect(layouts.map((layout) => layout.id)).toEqual(['tracks-back', 'plain']);
    expect(byId(layouts[0]!.document, 'block')?.type).toBe('rect');
    expect(byId(layouts[0]!.document, 'title')).toBeDefined();
  });

  it('on a gatefold’s inside: the photo across the spread, track list beside the photo, plain', () => {
    const inside = artworkOf({ part: 'cover', format: '12', gatefold: true, inside: true });
    expect(startingLayouts(inside, FACTS, IMAGE).map((layout) => layout.id)).toEqual([
      'photo-spread',
      'tracks-inside',
      'plain',
    ]);
    expect(startingLayouts(inside, FACTS).map((layout) => layout.id)).toEqual([
      'tracks-inside',
      'plain',
    ]);
  });
});

describe('label and picture-disc layouts', () => {
  const label7 = artworkOf({ part: 'label', format: '7', bigHole: true });
  const zone = roundTextZone(label7)!;

  it('set the title above the hole and the side and speed below it', () => {
    const [layout] = startingLayouts(label7, FACTS, IMAGE);
    expect(layout!.id).toBe('title-side-speed');
    expect(layout!.document.background).toBe(IMAGE.dominantColour);
    const title = elementBounds(byId(layout!.document, 'title')!);
    const sideText = byId(layout!.document, 'side') as Text;
    expect(title.y + title.height).toBeLessThan(zone.inner.cy - zone.inner.r);
    expect(sideText.text).toBe('SIDE A');
    expect(elementBounds(sideText).y).toBeGreaterThan(zone.inner.cy + zone.inner.r);
    expect((byId(layout!.document, 'speed') as Text).text).toBe('33 RPM');
  });

  it('with the track list: the side’s own tracks in the lower half', () => {
    const layout = startingLayouts(label7, { ...FACTS, side: 'B' }).find((l) => l.id === 'tracks')!;
    const tracks = byId(layout.document, 'tracks') as Text;
    expect(tracks.text.split('\n')).toEqual([
      'B1 Song 1 3:00',
      'B2 Song 2 3:07',
      'B3 Song 3 3:14',
      'B4 Song 4 3:21',
    ]);
    expect(tracks.y).toBeGreaterThan(zone.inner.cy + zone.inner.r);
    expect((byId(layout.document, 'side') as Text).text).toBe('SIDE B · 33 RPM');
  });

  it('a picture disc: the photo over the disc with an image; title and tracks round the centre', () => {
    const disc = artworkOf({ part: 'picture-disc', format: '12' });
    expect(startingLayouts(disc, FACTS, IMAGE).map((layout) => layout.id)).toEqual([
      'photo-disc',
      'tracks-ring',
    ]);
    const [plain, colour] = startingLayouts(disc, FACTS);
    expect([plain!.id, colour!.id]).toEqual(['title-ring', 'tracks-ring']);
    expect(colour!.document.elements.map((element) => element.id)).toEqual([
      'side',
      'title',
      'author',
      'tracks',
    ]);
  });
});

describe('inner sleeve layouts', () => {
  const sleeve = artworkOf({ part: 'inner-sleeve', format: '12' });

  it('fade the photo under the title, and list the disc’s sides in columns', () => {
    const layouts = startingLayouts(sleeve, { ...LONG, disc: 2 }, IMAGE);
    expect(layouts.map((layout) => layout.id)).toEqual(['photo-faded', 'tracks', 'plain']);
    expect(byId(layouts[0]!.document, 'photo')).toMatchObject({ opacity: 0.3 });
    const columns = layouts[1]!.document.elements
      .filter((e) => e.id.startsWith('tracks-'))
      .map((e) => e.id);
    expect(columns).toEqual(['tracks-C', 'tracks-D']);
  });
});
