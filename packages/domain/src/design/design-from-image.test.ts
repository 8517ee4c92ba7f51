import { describe, expect, it } from 'vitest';
import { describeArtwork, templateSpecFor, type TemplateOptions } from '../print/artwork';
import { FILE_TYPES_BY_KIND, type FileKind, type FileType } from '../print/files';
import { DEFAULT_PRINT_SIZES } from '../print/print-sizes';
import { ACCENT } from './design-colour';
import { DesignDocumentSchema, type DesignDocument } from './design-document';
import { designsFromImage, factsForPart, type DesignPart } from './design-from-image';
import type { AlbumFacts } from './design-layout-parts';
import { designWarnings } from './design-warnings';

const facts: AlbumFacts = {
  title: 'Night Swim',
  author: 'The Lanterns',
  speed: '33',
  sides: ['A', 'B', 'C', 'D'].map((name) => ({
    name,
    tracks: [
      { title: `${name} opener`, durationSeconds: 221 },
      { title: `${name} closer`, durationSeconds: 305 },
    ],
  })),
};
const image = { imageId: 'img-1', widthPx: 3000, heightPx: 3000, dominantColour: '#2a9d8f' };

/** Every printed part a double 12″ gatefold album can have, as the graphics step lists them. */
function partsOf(options: TemplateOptions): DesignPart[] {
  return (Object.entries(FILE_TYPES_BY_KIND) as [FileKind, readonly FileType[]][]).flatMap(
    ([kind, types]) =>
      types.flatMap((type) => {
        const spec = templateSpecFor(kind, type, options);
        const artwork = spec && describeArtwork(spec, DEFAULT_PRINT_SIZES);
        return artwork ? [{ kind, type, artwork }] : [];
      }),
  );
}

const texts = (document: DesignDocument) =>
  document.elements.flatMap((element) => (element.type === 'text' ? [element.text] : []));

describe('one image is enough (issue 16)', () => {
  const parts = partsOf({ vinyl: { format: '12' }, cover: { gatefold: 'Yes' } });
  const designs = designsFromImage(parts, facts, image);
  const find = (kind: string, type: string) =>
    designs.find((design) => design.kind === kind && design.type === type)!.document;

  it('builds every printed part, each a valid design with no text out of place', () => {
    expect(designs.map((design) => `${design.kind}/${design.type}`)).toEqual(
      parts.map((part) => `${part.kind}/${part.type}`),
    );
    expect(designs).toHaveLength(12);
    for (const [index, design] of designs.entries()) {
      const artwork = parts[index]!.artwork;
      expect(DesignDocumentSchema.parse(design.document).page).toEqual(artwork.page);
      const warnings = designWarnings(design.document, artwork, DEFAULT_PRINT_SIZES, {});
      expect(warnings, `${design.kind}/${design.type}`).toEqual([]);
    }
  });

  it('the cover: the photo on the front, the track list on the back, the spine in its colour', () => {
    const cover = find('cover_print', 'external');
    expect(cover.background).toBe('#2a9d8f');
    expect(cover.elements.find((element) => element.id === 'photo')).toMatchObject({
      type: 'image',
      imageId: 'img-1',
    });
    expect(texts(cover)).toContain('Night Swim — The Lanterns');
    expect(texts(cover).join('\n')).toContain('A1 A opener 3:41');
    expect(texts(find('cover_print', 'internal')).join('\n')).toContain('D2 D closer 5:05');
  });

  it('labels per side, on the photo’s colour; picture discs show the photo; sleeves fade it', () => {
    const label = find('label_print', 'back_disc2');
    expect(label.background).toBe('#2a9d8f');
    expect(texts(label)).toEqual(['Night Swim', 'The Lanterns', 'SIDE D', '33 RPM']);
    expect(find('vinyl_print', 'front_disc1').elements[0]).toMatchObject({ type: 'image' });
    expect(find('sleeve_print', 'disc2').elements[0]).toMatchObject({
      type: 'image',
      opacity: 0.3,
    });
  });

  it('grounds an image with no dominant colour on the shop’s accent', () => {
    const [label] = designsFromImage(
      parts.filter((part) => part.kind === 'label_print'),
      facts,
      { ...image, dominantColour: undefined },
    );
    expect(label!.document.background).toBe(ACCENT);
  });
});

describe('the facts a part sees', () => {
  it.each([
    ['front_disc1', { side: 'A' }],
    ['back_disc1', { side: 'B' }],
    ['front_disc2', { side: 'C' }],
    ['back_disc2', { side: 'D' }],
    ['disc2', { disc: 2 }],
    ['external', {}],
  ])('%s', (type, expected) => {
    expect(factsForPart(facts, type)).toEqual({ ...facts, ...expected });
  });
});
