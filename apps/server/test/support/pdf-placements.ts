import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFDocument,
  type PDFNumber,
  type PDFPage,
} from 'pdf-lib';

/** [a b c d e f]: a PDF transformation matrix. */
type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n, PDF's row-vector order: `n` is the current matrix, `m` the one `cm` adds. */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

const apply = (m: Matrix, x: number, y: number) => ({
  x: m[0] * x + m[2] * y + m[4],
  y: m[1] * x + m[3] * y + m[5],
});

export interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

function boundsOf(points: { x: number; y: number }[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return {
    left: Math.min(...xs),
    bottom: Math.min(...ys),
    right: Math.max(...xs),
    top: Math.max(...ys),
  };
}

/** An image drawn on the page: its XObject and the page box (points) it covers. */
export interface ImagePlacement {
  name: string;
  /** The XObject's object number: one image drawn twice has two names, one ref. */
  ref: string;
  widthPx: number;
  heightPx: number;
  colourSpace: string;
  filter: string;
  hasSoftMask: boolean;
  /** Bounds of the image's unit square through the matrix in force. */
  box: Box;
  /** The corners of the unit square on the page, in order (0,0) (1,0) (1,1) (0,1). */
  corners: { x: number; y: number }[];
  /** Bounds of the clip rectangles (`re W n`) in force, on the page. */
  clips: Box[];
}

function contentOf(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((item) => {
      const stream = item instanceof PDFRef ? pdf.context.lookup(item) : item;
      if (!(stream instanceof PDFRawStream)) return '';
      return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    })
    .join('\n');
}

function xObject(pdf: PDFDocument, page: PDFPage, name: string) {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const ref = xObjects?.get(PDFName.of(name));
  const stream = ref && pdf.context.lookup(ref);
  return stream instanceof PDFRawStream ? { dict: stream.dict, ref: String(ref) } : undefined;
}

const numberOf = (dict: PDFDict, key: string) =>
  (dict.lookup(PDFName.of(key)) as PDFNumber | undefined)?.asNumber() ?? 0;
const nameOf = (dict: PDFDict, key: string) => dict.get(PDFName.of(key))?.toString() ?? '';

/**
 * The images page 1 draws, read from its content stream: a small interpreter of the
 * operators pdf-lib writes (q Q cm re W n Do), enough to say where each image lands.
 */
export function imagePlacements(pdf: PDFDocument, page = pdf.getPage(0)): ImagePlacement[] {
  const tokens = contentOf(pdf, page).split(/\s+/).filter(Boolean);
  const stack: { matrix: Matrix; clips: Box[] }[] = [];
  let state = { matrix: IDENTITY, clips: [] as Box[] };
  let pendingRect: Box | undefined;
  const operands: string[] = [];
  const placements: ImagePlacement[] = [];
  for (const token of tokens) {
    if (/^[-+.\d/]/.test(token) || token.startsWith('/')) {
      operands.push(token);
      continue;
    }
    const numbers = operands.map(Number);
    if (token === 'q') stack.push({ matrix: state.matrix, clips: [...state.clips] });
    if (token === 'Q') state = stack.pop() ?? { matrix: IDENTITY, clips: [] };
    if (token === 'cm') state.matrix = multiply(numbers.slice(-6) as Matrix, state.matrix);
    if (token === 're') {
      const [x = 0, y = 0, w = 0, h = 0] = numbers.slice(-4);
      const m = state.matrix;
      pendingRect = boundsOf([
        apply(m, x, y),
        apply(m, x + w, y),
        apply(m, x + w, y + h),
        apply(m, x, y + h),
      ]);
    }
    if (token === 'W' && pendingRect) state.clips.push(pendingRect);
    if (token === 'Do') {
      const name = (operands.at(-1) ?? '').slice(1);
      const found = xObject(pdf, page, name);
      const dict = found?.dict;
      if (found && dict && nameOf(dict, 'Subtype') === '/Image') {
        const corners = [apply(state.matrix, 0, 0), apply(state.matrix, 1, 0)];
        corners.push(apply(state.matrix, 1, 1), apply(state.matrix, 0, 1));
        placements.push({
          name,
          ref: found.ref,
          widthPx: numberOf(dict, 'Width'),
          heightPx: numberOf(dict, 'Height'),
          colourSpace: nameOf(dict, 'ColorSpace'),
          filter: nameOf(dict, 'Filter'),
          hasSoftMask: dict.has(PDFName.of('SMask')),
          box: boundsOf(corners),
          corners,
          clips: [...state.clips],
        });
      }
    }
    operands.length = 0;
  }
  return placements;
}
