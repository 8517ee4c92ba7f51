import { deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { cmyk, PDFDocument, rgb } from 'pdf-lib';

const pt = (mm: number) => (mm * 72) / 25.4;

export interface PdfOptions {
  widthMm: number;
  heightMm: number;
  pages?: number;
  /** Fill the page with an RGB colour instead of a CMYK one. */
  rgbFill?: boolean;
  /** An RGB image `pixels` wide placed `placedMm` wide (effective dpi = pixels / inches). */
  image?: { pixels: number; placedMm: number };
  /** Trim and bleed boxes in mm, as a layout program writes them. */
  trim?: { bleedMm: number };
}

/** A print PDF made in code with pdf-lib: CMYK fill and a title, optionally an image. */
export async function makePdf(options: PdfOptions): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const width = pt(options.widthMm);
  const height = pt(options.heightMm);
  for (let index = 0; index < (options.pages ?? 1); index++) {
    const page = doc.addPage([width, height]);
    const color = options.rgbFill ? rgb(0.9, 0.3, 0.2) : cmyk(0, 0.6, 0.8, 0);
    page.drawRectangle({ x: 0, y: 0, width, height, color });
    page.drawText(`Page ${index + 1}`, { x: 20, y: height / 2, size: 24, color: cmyk(0, 0, 0, 1) });
    if (options.trim) {
      const bleed = pt(options.trim.bleedMm);
      page.setTrimBox(bleed, bleed, width - 2 * bleed, height - 2 * bleed);
      page.setBleedBox(0, 0, width, height);
    }
  }
  if (options.image) {
    const canvas = createCanvas(options.image.pixels, options.image.pixels);
    const context = canvas.getContext('2d');
    context.fillStyle = '#2a7';
    context.fillRect(0, 0, options.image.pixels, options.image.pixels);
    const image = await doc.embedPng(await canvas.encode('png'));
    const size = pt(options.image.placedMm);
    doc.getPage(0).drawImage(image, { x: pt(5), y: pt(5), width: size, height: size });
  }
  return Buffer.from(await doc.save());
}

/**
 * A PDF written by hand (pdf-lib takes seconds for thousands of pages): `pages` pages
 * sharing one content stream, a page size in points, and the content given.
 */
export function rawPdf(options: {
  pages: number;
  size?: number;
  content?: Buffer;
  /** The content stream already Flate-encoded (a bomb is built without holding it whole). */
  deflated?: Buffer;
}): Buffer {
  const { pages, size = 300 } = options;
  const content = options.content ?? Buffer.from('0 0 1 rg 10 10 100 100 re f');
  const compressed = options.deflated ?? deflateSync(content);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [0];
  let length = parts[0]?.length ?? 0;
  const add = (body: Buffer | string) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${offsets.length - 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body) : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  };
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pages }, (_, index) => `${4 + index} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  add(
    Buffer.concat([
      Buffer.from(`<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`),
      compressed,
      Buffer.from('\nendstream'),
    ]),
  );
  const page = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size} ${size}] /Contents 3 0 R >>`;
  for (let index = 0; index < pages; index++) add(page);
  const xref = [`xref\n0 ${offsets.length}\n0000000000 65535 f \n`];
  for (const offset of offsets.slice(1))
    xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${offsets.length} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join('')));
  return Buffer.concat(parts);
}

/** A page whose drawing takes pdfjs a long time: `count` tiny filled squares. */
export function slowContent(count: number): Buffer {
  const unit = Buffer.from('1 1 1 1 re f\n');
  return Buffer.concat(Array.from({ length: count }, () => unit));
}

/** Width and height of a PNG, read from its header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
