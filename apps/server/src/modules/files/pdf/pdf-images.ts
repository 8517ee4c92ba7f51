import type { PdfImageFact } from '@vinyl/domain';
import {
  PDFArray,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFDict,
  type PDFDocument,
} from 'pdf-lib';
import { contentText, dictOf, operatorsOnly } from './pdf-content';

/**
 * The images placed on a page and their effective resolution (issue 8 item 4: "images below
 * 300 DPI at placed size where they can be found"), read from the content stream with pdf-lib:
 * the graphics state's matrix (`q`, `Q`, `cm`) at each `Do` of an image, through forms up to
 * a few levels deep. Nothing is decoded but the content, so it stays fast on a big photo.
 * Inline images, patterns and shadings are not looked into.
 */
type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const MAX_FORM_DEPTH = 4;
const MAX_IMAGES = 500;
const TOKEN = /\/[^\s/[\]<>(){}%]*|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+[0-9]*|[[\]]/g;

/** m × ctm, as `cm` concatenates: the new matrix applies first. */
export function concat(m: Matrix, ctm: Matrix): Matrix {
  return [
    m[0] * ctm[0] + m[1] * ctm[2],
    m[0] * ctm[1] + m[1] * ctm[3],
    m[2] * ctm[0] + m[3] * ctm[2],
    m[2] * ctm[1] + m[3] * ctm[3],
    m[4] * ctm[0] + m[5] * ctm[2] + ctm[4],
    m[4] * ctm[1] + m[5] * ctm[3] + ctm[5],
  ];
}

/** An image fills the unit square: its placed size is the length of the matrix's axes. */
export function imageFact(
  ctm: Matrix,
  width: number,
  height: number,
  unit: number,
): PdfImageFact | null {
  const inchesWide = (Math.hypot(ctm[0], ctm[1]) * unit) / 72;
  const inchesHigh = (Math.hypot(ctm[2], ctm[3]) * unit) / 72;
  // Hairline strips and one-pixel fills say nothing about resolution.
  if (width < 4 || height < 4 || inchesWide < 0.05 || inchesHigh < 0.05) return null;
  const dpi = Math.min(width / inchesWide, height / inchesHigh);
  return { widthPx: Math.round(width), heightPx: Math.round(height), dpi };
}

function numberOf(dict: PDFDict, key: string): number {
  const value = dict.get(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : 0;
}

function matrixOf(dict: PDFDict): Matrix {
  const value = dict.get(PDFName.of('Matrix'));
  if (!(value instanceof PDFArray) || value.size() !== 6) return IDENTITY;
  const numbers = value
    .asArray()
    .map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  return numbers.every(Number.isFinite) ? (numbers as Matrix) : IDENTITY;
}

interface Walk {
  doc: PDFDocument;
  unit: number;
  facts: PdfImageFact[];
}

function walk(
  walker: Walk,
  content: string,
  resources: PDFDict | undefined,
  start: Matrix,
  depth: number,
) {
  const xobjects = dictOf(walker.doc, resources?.get(PDFName.of('XObject')));
  const stack: Matrix[] = [];
  let ctm = start;
  let operands: string[] = [];
  for (const [token] of operatorsOnly(content).matchAll(TOKEN)) {
    if (!/^[A-Za-z'"*]/.test(token)) {
      operands.push(token);
      continue;
    }
    if (token === 'q') stack.push(ctm);
    else if (token === 'Q') ctm = stack.pop() ?? ctm;
    else if (token === 'cm' && operands.length >= 6) {
      ctm = concat(operands.slice(-6).map(Number) as Matrix, ctm);
    } else if (token === 'Do' && walker.facts.length < MAX_IMAGES) {
      const name = operands.at(-1)?.slice(1) ?? '';
      const found = xobjects?.get(PDFName.of(name));
      const xobject = found instanceof PDFRef ? walker.doc.context.lookup(found) : found;
      if (xobject instanceof PDFRawStream) visit(walker, xobject, ctm, depth);
    }
    operands = [];
  }
}

function visit(walker: Walk, xobject: PDFRawStream, ctm: Matrix, depth: number) {
  const { dict } = xobject;
  const subtype = dict.get(PDFName.of('Subtype'));
  if (subtype === PDFName.of('Image')) {
    // Stencil masks are one-bit shapes filled with a colour: no photo to judge.
    if (dict.get(PDFName.of('ImageMask'))?.toString() === 'true') return;
    const fact = imageFact(ctm, numberOf(dict, 'Width'), numberOf(dict, 'Height'), walker.unit);
    if (fact) walker.facts.push(fact);
  } else if (subtype === PDFName.of('Form') && depth < MAX_FORM_DEPTH) {
    const resources = dictOf(walker.doc, dict.get(PDFName.of('Resources')));
    walk(
      walker,
      contentText(xobject, walker.doc),
      resources,
      concat(matrixOf(dict), ctm),
      depth + 1,
    );
  }
}

/** The images a page paints, with their effective resolution at the size they are placed. */
export function measurePageImages(
  doc: PDFDocument,
  content: string,
  resources: PDFDict | undefined,
  unit: number,
): PdfImageFact[] {
  const walker: Walk = { doc, unit, facts: [] };
  walk(walker, content, resources, IDENTITY, 0);
  return walker.facts;
}
