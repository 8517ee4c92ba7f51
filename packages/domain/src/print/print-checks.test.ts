import { describe, expect, it } from 'vitest';
import { describeArtwork, type Artwork } from './artwork';
import { checkPrintFile, needsAcknowledgement, type PdfBox, type PdfFacts } from './print-checks';
import { DEFAULT_PRINT_SIZES as SIZES } from './print-sizes';

const label12 = describeArtwork({ part: 'label', format: '12' }, SIZES) as Artwork;
const cover12 = describeArtwork({ part: 'cover', format: '12' }, SIZES) as Artwork;

const box = (width: number, height: number, left = 0, bottom = 0): PdfBox => ({
  left,
  bottom,
  width,
  height,
});

function facts(overrides: Partial<PdfFacts> = {}): PdfFacts {
  return {
    pageCount: 1,
    page: box(106, 106),
    trimBox: null,
    bleedBox: null,
    rotation: 0,
    images: [],
    rgb: { images: 0, vector: false },
    ...overrides,
  };
}

const codes = (found: ReturnType<typeof checkPrintFile>) => found.map((problem) => problem.code);

describe('print checks (issue 8 item 4)', () => {
  it('passes a one-page CMYK file at the template size with 300 dpi images', () => {
    const ok = facts({ images: [{ widthPx: 1252, heightPx: 1252, dpi: 300 }] });
    expect(checkPrintFile(ok, label12, SIZES)).toEqual([]);
  });

  it('accepts a page within 1 mm of the size', () => {
    expect(checkPrintFile(facts({ page: box(106.9, 105.1) }), label12, SIZES)).toEqual([]);
  });

  it('calls a page at the finished size a missing bleed, to acknowledge', () => {
    const problems = checkPrintFile(facts({ page: box(100, 100) }), label12, SIZES);
    expect(problems).toEqual([
      {
        code: 'bleed',
        found: { width: 100, height: 100 },
        expected: { width: 106, height: 106 },
        acknowledge: true,
      },
    ]);
    expect(needsAcknowledgement(problems)).toBe(true);
  });

  it('calls any other page a wrong size, to acknowledge', () => {
    const problems = checkPrintFile(facts({ page: box(210.02, 297.04) }), label12, SIZES);
    expect(problems).toEqual([
      {
        code: 'size',
        found: { width: 210, height: 297 },
        expected: { width: 106, height: 106 },
        acknowledge: true,
      },
    ]);
  });

  it('reads a turned page as it is shown', () => {
    const turned = facts({ page: box(320, 637), rotation: 90 });
    expect(checkPrintFile(turned, cover12, SIZES)).toEqual([]);
    expect(codes(checkPrintFile({ ...turned, rotation: 0 }, cover12, SIZES))).toEqual(['size']);
  });

  describe('with a trim box (a file exported with marks)', () => {
    const withMarks = { page: box(131, 131), trimBox: box(100, 100, 15.5, 15.5) };

    it('checks the trim and finds the bleed around it', () => {
      const bleed = box(106, 106, 12.5, 12.5);
      expect(checkPrintFile(facts({ ...withMarks, bleedBox: bleed }), label12, SIZES)).toEqual([]);
      // No bleed box: the page around the trim is the bleed.
      expect(checkPrintFile(facts(withMarks), label12, SIZES)).toEqual([]);
    });

    it('finds a bleed box too tight around the trim', () => {
      const tight = facts({ ...withMarks, bleedBox: box(101, 101, 15, 15) });
      expect(codes(checkPrintFile(tight, label12, SIZES))).toEqual(['bleed']);
    });

    it('finds a wrong trim', () => {
      const wrong = facts({ page: box(120, 120), trimBox: box(92, 92, 14, 14) });
      expect(checkPrintFile(wrong, label12, SIZES)[0]).toMatchObject({
        code: 'size',
        found: { width: 92, height: 92 },
        expected: { width: 100, height: 100 },
      });
    });

    it('ignores a trim box that is the page itself', () => {
      const same = facts({ trimBox: box(106, 106) });
      expect(checkPrintFile(same, label12, SIZES)).toEqual([]);
    });
  });

  it('says only the first of several pages is printed', () => {
    expect(checkPrintFile(facts({ pageCount: 4 }), label12, SIZES)).toEqual([
      { code: 'pages', pages: 4, acknowledge: false },
    ]);
  });

  it('names the lowest image resolution below 300 dpi', () => {
    const images = [
      { widthPx: 2000, heightPx: 2000, dpi: 480 },
      { widthPx: 300, heightPx: 200, dpi: 149.6 },
      { widthPx: 1000, heightPx: 1000, dpi: 299.7 },
    ];
    expect(checkPrintFile(facts({ images }), label12, SIZES)).toEqual([
      { code: 'resolution', dpi: 149, required: 300, minimum: 200, acknowledge: false },
    ]);
    const fine = [{ widthPx: 1000, heightPx: 1000, dpi: 299.6 }];
    expect(checkPrintFile(facts({ images: fine }), label12, SIZES)).toEqual([]);
  });

  it('knows nothing of resolution before the page is analysed', () => {
    expect(checkPrintFile(facts({ images: null }), label12, SIZES)).toEqual([]);
  });

  it('warns of RGB images and RGB colours', () => {
    const rgb = facts({ rgb: { images: 2, vector: true } });
    expect(checkPrintFile(rgb, label12, SIZES)).toEqual([
      { code: 'rgb', images: 2, vector: true, acknowledge: false },
    ]);
    expect(needsAcknowledgement(checkPrintFile(rgb, label12, SIZES))).toBe(false);
  });

  it('lists the size first, and checks no size without a part', () => {
    const all = facts({ page: box(50, 50), pageCount: 2, rgb: { images: 0, vector: true } });
    expect(codes(checkPrintFile(all, label12, SIZES))).toEqual(['size', 'pages', 'rgb']);
    expect(codes(checkPrintFile(all, undefined, SIZES))).toEqual(['pages', 'rgb']);
  });
});
