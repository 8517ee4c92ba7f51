import type { PdfBox, PdfImageFact } from '@vinyl/domain';
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFDict,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { contentText, dictOf, operatorsOnly } from './pdf-content';
import { measurePageImages } from './pdf-images';

/**
 * What pdf-lib reads of page 1 for the print checks (issue 8 item 4): its boxes in
 * millimetres and whether it uses RGB. Runs in the PDF worker, never on the server's
 * event loop. "Where it can be detected": images and forms nested deeper than a few
 * levels, shadings and patterns are not looked into.
 */
export interface PageStructure {
  page: PdfBox;
  /** Images placed on page 1 and their resolution at that size. */
  images: PdfImageFact[];
  trimBox: PdfBox | null;
  bleedBox: PdfBox | null;
  rotation: number;
  rgb: { images: number; vector: boolean };
}

const MM_PER_POINT = 25.4 / 72;
const MAX_FORM_DEPTH = 4;

function numbersOf(array: PDFArray | undefined): number[] | undefined {
  if (!array || array.size() !== 4) return undefined;
  const values = array.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  return values.every(Number.isFinite) ? values : undefined;
}

function toBox(array: PDFArray | undefined, unit: number): PdfBox | null {
  const values = numbersOf(array);
  if (!values) return null;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = values;
  const scale = MM_PER_POINT * unit;
  return {
    left: Math.min(x1, x2) * scale,
    bottom: Math.min(y1, y2) * scale,
    width: Math.abs(x2 - x1) * scale,
    height: Math.abs(y2 - y1) * scale,
  };
}

function intersect(a: PdfBox, b: PdfBox): PdfBox {
  const left = Math.max(a.left, b.left);
  const bottom = Math.max(a.bottom, b.bottom);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const top = Math.min(a.bottom + a.height, b.bottom + b.height);
  return { left, bottom, width: Math.max(0, right - left), height: Math.max(0, top - bottom) };
}

/** True for DeviceRGB, CalRGB, a three-channel ICC profile, or an index over one of them. */
function isRgbSpace(space: PDFObject | undefined, doc: PDFDocument, depth = 0): boolean {
  const value = space instanceof PDFRef ? doc.context.lookup(space) : space;
  if (value instanceof PDFName) return ['DeviceRGB', 'CalRGB'].includes(value.decodeText());
  if (!(value instanceof PDFArray) || depth > 3) return false;
  const family = value.get(0);
  const name = family instanceof PDFName ? family.decodeText() : '';
  if (name === 'CalRGB') return true;
  if (name === 'ICCBased') {
    const profile = doc.context.lookup(value.get(1));
    const channels =
      profile instanceof PDFRawStream ? profile.dict.get(PDFName.of('N')) : undefined;
    return channels instanceof PDFNumber && channels.asNumber() === 3;
  }
  if (name === 'Indexed') return isRgbSpace(value.get(1), doc, depth + 1);
  return false;
}

const RGB_OPERATOR = /(?:^|\s)(?:rg|RG)(?=\s|$)/;
const SPACE_OPERATOR = /\/([^\s/[\]<>(){}%]+)\s+(?:cs|CS)(?=\s|$)/g;

function usesRgbOperators(content: string, resources: PDFDict | undefined, doc: PDFDocument) {
  const text = operatorsOnly(content);
  if (RGB_OPERATOR.test(text)) return true;
  const spaces = dictOf(doc, resources?.get(PDFName.of('ColorSpace')));
  for (const match of text.matchAll(SPACE_OPERATOR)) {
    const name = match[1] ?? '';
    if (['DeviceRGB', 'CalRGB'].includes(name)) return true;
    if (isRgbSpace(spaces?.get(PDFName.of(name)), doc)) return true;
  }
  return false;
}

function scanResources(
  doc: PDFDocument,
  resources: PDFDict | undefined,
  found: PageStructure['rgb'],
  depth: number,
  seen: Set<PDFRawStream>,
): void {
  const xobjects = dictOf(doc, resources?.get(PDFName.of('XObject')));
  for (const [, ref] of xobjects?.entries() ?? []) {
    const xobject = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
    if (!(xobject instanceof PDFRawStream) || seen.has(xobject)) continue;
    seen.add(xobject);
    const subtype = xobject.dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image')) {
      if (isRgbSpace(xobject.dict.get(PDFName.of('ColorSpace')), doc)) found.images += 1;
    } else if (subtype === PDFName.of('Form') && depth < MAX_FORM_DEPTH) {
      const formResources = dictOf(doc, xobject.dict.get(PDFName.of('Resources')));
      if (!found.vector)
        found.vector = usesRgbOperators(contentText(xobject, doc), formResources, doc);
      scanResources(doc, formResources, found, depth + 1, seen);
    }
  }
}

function rgbOfPage(doc: PDFDocument, page: PDFPage): PageStructure['rgb'] {
  const found = { images: 0, vector: false };
  const resources = page.node.Resources();
  found.vector = usesRgbOperators(contentText(page.node.Contents(), doc), resources, doc);
  scanResources(doc, resources, found, 0, new Set());
  return found;
}

/** Page 1's boxes and colour use, or undefined when pdf-lib cannot read the file. */
export async function readPageStructure(data: Uint8Array): Promise<PageStructure | undefined> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return undefined;
  }
  const page = doc.getPages()[0];
  if (!page) return undefined;
  const unitValue = page.node.get(PDFName.of('UserUnit'));
  const unit =
    unitValue instanceof PDFNumber && unitValue.asNumber() > 0 ? unitValue.asNumber() : 1;
  const media = toBox(page.node.MediaBox(), unit);
  if (!media) return undefined;
  const crop = toBox(page.node.CropBox(), unit);
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as number;
  return {
    page: crop ? intersect(crop, media) : media,
    trimBox: toBox(page.node.TrimBox(), unit),
    bleedBox: toBox(page.node.BleedBox(), unit),
    rotation,
    // An encrypted file's streams cannot be read here: its colours stay unknown.
    rgb: doc.isEncrypted ? { images: 0, vector: false } : rgbOfPage(doc, page),
    images: doc.isEncrypted
      ? []
      : measurePageImages(doc, contentText(page.node.Contents(), doc), page.node.Resources(), unit),
  };
}
