import {
  blankDesign,
  DEFAULT_PRINT_SIZES,
  describeArtwork,
  listTemplateSpecs,
  type DesignDocument,
} from '@vinyl/domain';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderDesignPdf } from '../../src/modules/designs/design-pdf';

const MM_PER_PT = 25.4 / 72;
const mm = (points: number) => points * MM_PER_PT;

const text = (
  fontId: 'sans' | 'serif' | 'mono',
  y: number,
): DesignDocument['elements'][number] => ({
  type: 'text',
  id: `t-${fontId}`,
  text: `Side A\nNight Swim ${fontId}`,
  fontId,
  fontSizePt: 14,
  fill: '#101010',
  align: 'center',
  lineHeight: 1.2,
  x: 10,
  y,
  width: 60,
  rotation: 15,
  opacity: 1,
});

/** The names of the font files embedded in a PDF (FontFile2/FontFile3 streams). */
function embeddedFontFiles(pdf: PDFDocument): number {
  let count = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object instanceof PDFRawStream) continue;
    if (object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = ['FontFile', 'FontFile2', 'FontFile3'].some((name) =>
      object.has(PDFName.of(name)),
    );
    if (file) count += 1;
  }
  return count;
}

describe('the print PDF of a design', () => {
  it('is one page at trim + bleed with the trim box set, for every part of every format', async () => {
    for (const spec of listTemplateSpecs(DEFAULT_PRINT_SIZES)) {
      const artwork = describeArtwork(spec, DEFAULT_PRINT_SIZES);
      if (!artwork) continue;
      const bytes = await renderDesignPdf(blankDesign(artwork.page), artwork);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      const page = pdf.getPage(0);
      expect(mm(page.getWidth()), artwork.name).toBeCloseTo(artwork.page.width, 1);
      expect(mm(page.getHeight()), artwork.name).toBeCloseTo(artwork.page.height, 1);
      const trim = page.getTrimBox();
      expect(mm(trim.x)).toBeCloseTo(artwork.bleed, 1);
      expect(mm(trim.width)).toBeCloseTo(artwork.trim.width, 1);
      expect(mm(trim.height)).toBeCloseTo(artwork.trim.height, 1);
    }
  });

  it('writes vanishingly small numbers as numbers (pdf-lib wrote 5e-324 as "-0.000…finity")', async () => {
    const artwork = describeArtwork({ part: 'inner-sleeve', format: '7' }, DEFAULT_PRINT_SIZES)!;
    const tiny = 5e-324;
    const document: DesignDocument = {
      ...blankDesign(artwork.page),
      elements: [
        { ...text('sans', tiny), id: 'title', x: -tiny, rotation: tiny },
        {
          type: 'rect',
          id: 'box',
          x: tiny,
          y: 10,
          width: tiny,
          height: 20,
          rotation: 90,
          opacity: 1,
          fill: '#ff0000',
          stroke: null,
          strokeWidthMm: tiny,
        },
      ],
    };
    const pdf = await PDFDocument.load(await renderDesignPdf(document, artwork));
    const contents = pdf.getPage(0).node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const operators = streams
      .map((ref) => pdf.context.lookup(ref as PDFRef))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
    expect(operators).toContain(' cm');
    expect(operators).not.toMatch(/finity|NaN|e-/);
  });

  it('embeds every font its text uses, subset, and no other', async () => {
    const artwork = describeArtwork(
      { part: 'label', format: '7', bigHole: true },
      DEFAULT_PRINT_SIZES,
    )!;
    const plain = await PDFDocument.load(await renderDesignPdf(blankDesign(artwork.page), artwork));
    expect(embeddedFontFiles(plain)).toBe(0);
    const document: DesignDocument = {
      ...blankDesign(artwork.page),
      elements: [text('sans', 10), text('serif', 30), text('mono', 50), text('sans', 70)].map(
        (element, index) => ({ ...element, id: `t${index}` }),
      ),
    };
    const pdf = await PDFDocument.load(await renderDesignPdf(document, artwork));
    expect(embeddedFontFiles(pdf)).toBe(3);
  });
});
