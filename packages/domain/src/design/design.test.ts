import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeArtwork, listTemplateSpecs } from '../print/artwork';
import { DEFAULT_PRINT_SIZES } from '../print/print-sizes';
import {
  blankDesign,
  DesignDocumentSchema,
  designImageIds,
  MAX_DESIGN_ELEMENTS,
  type DesignDocument,
  type DesignElement,
} from './design-document';
import { designWarnings, effectiveDpi } from './design-warnings';

const cover12 = describeArtwork(
  { part: 'cover', format: '12', gatefold: false, inside: false, dieCut: false },
  DEFAULT_PRINT_SIZES,
)!;

function photo(widthMm: number, overrides: Partial<DesignElement> = {}): DesignElement {
  return {
    type: 'image',
    id: 'photo',
    imageId: 'img-1',
    x: 0,
    y: 0,
    width: widthMm,
    height: widthMm,
    rotation: 0,
    opacity: 1,
    ...overrides,
  } as DesignElement;
}

const withElements = (...elements: DesignElement[]): DesignDocument => ({
  ...blankDesign(cover12.page),
  elements,
});

describe('the design document', () => {
  it('a blank design of every part validates, at the part page (trim + bleed)', () => {
    for (const spec of listTemplateSpecs(DEFAULT_PRINT_SIZES)) {
      const artwork = describeArtwork(spec, DEFAULT_PRINT_SIZES);
      if (!artwork) continue;
      const design = DesignDocumentSchema.parse(blankDesign(artwork.page));
      expect(design.page.width).toBeCloseTo(artwork.trim.width + 2 * artwork.bleed);
      expect(design.page.height).toBeCloseTo(artwork.trim.height + 2 * artwork.bleed);
    }
  });

  it('refuses what a browser could send but a print file cannot hold', () => {
    const parse = (document: unknown) => DesignDocumentSchema.safeParse(document).success;
    expect(parse(withElements(photo(100)))).toBe(true);
    expect(parse({ ...withElements(photo(100)), version: 2 })).toBe(false);
    expect(parse({ ...withElements(), background: 'red' })).toBe(false);
    expect(parse(withElements(photo(Number.POSITIVE_INFINITY)))).toBe(false);
    expect(parse(withElements(photo(100), photo(50)))).toBe(false); // the same id twice
    expect(parse({ ...withElements(photo(100)), script: 'alert(1)' })).toBe(false);
    const many = Array.from({ length: MAX_DESIGN_ELEMENTS + 1 }, (_, index) =>
      photo(10, { id: `e${index}` }),
    );
    expect(parse(withElements(...many))).toBe(false);
  });

  it('names each image it places once', () => {
    const document = withElements(
      photo(10),
      photo(20, { id: 'again' }),
      photo(30, { id: 'b', imageId: 'img-2' } as Partial<DesignElement>),
    );
    expect(designImageIds(document)).toEqual(['img-1', 'img-2']);
  });
});

describe('the designer warnings', () => {
  const sizes = DEFAULT_PRINT_SIZES;
  const image = (widthPx: number) => ({ 'img-1': { widthPx, heightPx: widthPx } });
  // A 254 mm (10″) wide photo: its pixels are its dpi.
  const at = (px: number) => designWarnings(withElements(photo(254)), cover12, sizes, image(px));

  it('warns amber under 300 dpi and red under 200 dpi, with the figure', () => {
    expect(at(3000)).toEqual([]);
    expect(at(2999)).toEqual([
      { code: 'low_resolution', elementId: 'photo', level: 'amber', dpi: 299 },
    ]);
    expect(at(2000)).toEqual([
      { code: 'low_resolution', elementId: 'photo', level: 'amber', dpi: 200 },
    ]);
    expect(at(1999)).toEqual([
      { code: 'low_resolution', elementId: 'photo', level: 'red', dpi: 199 },
    ]);
  });

  it('counts the crop: half the pixels shown over the same size halves the dpi', () => {
    const element = photo(254, {
      crop: { x: 0, y: 0, width: 0.5, height: 0.5 },
    } as Partial<DesignElement>);
    expect(
      effectiveDpi(element as Extract<DesignElement, { type: 'image' }>, {
        widthPx: 6000,
        heightPx: 6000,
      }),
    ).toBe(300);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 600 }),
        (px, mm) => {
          const placed = photo(mm) as Extract<DesignElement, { type: 'image' }>;
          return (
            effectiveDpi(placed, { widthPx: px, heightPx: px }) === Math.floor(px / (mm / 25.4))
          );
        },
      ),
    );
  });

  it('warns about text outside the safe area, not inside it', () => {
    const text = (x: number, y: number): DesignElement => ({
      type: 'text',
      id: `t${x}-${y}`,
      text: 'Night Swim',
      fontId: 'sans',
      fontSizePt: 24,
      fill: '#000000',
      align: 'left',
      lineHeight: 1.2,
      x,
      y,
      width: 100,
      rotation: 0,
      opacity: 1,
    });
    const inside = designWarnings(withElements(text(20, 20)), cover12, sizes, {});
    expect(inside).toEqual([]);
    const edge = designWarnings(withElements(text(2, 20)), cover12, sizes, {});
    expect(edge).toEqual([{ code: 'outside_safe_area', elementId: 't2-20', level: 'amber' }]);
  });

  it('warns when a photo or block reaches the trim but not the bleed, not when it covers it', () => {
    const { page, bleed } = cover12;
    const block = (id: string, x: number, width: number): DesignElement => ({
      type: 'rect',
      id,
      x,
      y: 0,
      width,
      height: page.height,
      fill: '#1d3557',
      stroke: null,
      strokeWidthMm: 0,
      rotation: 0,
      opacity: 1,
    });
    const codes = (element: DesignElement) =>
      designWarnings(withElements(element), cover12, sizes, {}).map((warning) => warning.code);
    // Full bleed, and a block well inside the page: nothing to say.
    expect(codes(block('full', 0, page.width))).toEqual([]);
    expect(codes(block('inside', 40, 100))).toEqual([]);
    // Stopping at the trim line (or just inside it) leaves a white sliver when cut.
    expect(codes(block('trim', bleed, 100))).toEqual(['bleed_not_covered']);
    expect(codes(block('near', bleed + 0.5, 100))).toEqual(['bleed_not_covered']);
    expect(codes(photo(100, { x: page.width - bleed - 100 }))).toContain('bleed_not_covered');
    // An outline only draws no area to run off the page.
    expect(codes({ ...block('outline', bleed, 100), fill: null } as DesignElement)).toEqual([]);
  });

  it('says when the design was made for another page size', () => {
    const other = { ...withElements(), page: { width: 100, height: 100 } };
    expect(designWarnings(other, cover12, sizes, {})).toEqual([
      { code: 'page_size', level: 'red', expected: cover12.page },
    ]);
  });
});
