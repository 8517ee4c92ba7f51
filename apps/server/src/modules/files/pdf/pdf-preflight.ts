import { createInflate, inflateSync } from 'node:zlib';
import type { PdfLimitFigures, PdfLimitReason, PdfLimits } from './pdf-tasks';

/** A file over one of the caps: refused before pdfjs or pdf-lib parse it. */
export class PdfLimitError extends Error {
  constructor(
    readonly reason: PdfLimitReason,
    readonly figures: PdfLimitFigures,
  ) {
    super(`PDF ${reason} (${figures.found ?? '?'} > ${figures.limit ?? '?'})`);
    this.name = 'PdfLimitError';
  }
}

const OBJ = Buffer.from('obj');
const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');
/** How far before a `stream` keyword its dictionary is looked for. */
const DICT_WINDOW = 16 * 1024;

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

/** `N G obj` at `at` (the position of `obj`): digits, space, digits, space before it. */
function isObjectHeader(bytes: Uint8Array, at: number): boolean {
  let index = at - 1;
  if (!isSpace(bytes[index])) return false;
  while (isSpace(bytes[index])) index--;
  if (!isDigit(bytes[index])) return false;
  while (isDigit(bytes[index])) index--;
  if (!isSpace(bytes[index])) return false;
  while (isSpace(bytes[index])) index--;
  return isDigit(bytes[index]);
}

interface StreamFound {
  dict: string;
  start: number;
  end: number;
}

/** Each `stream … endstream` with the dictionary before it (latin1), found by scanning. */
function* streamsOf(bytes: Buffer): Generator<StreamFound> {
  for (let at = bytes.indexOf(STREAM); at !== -1; at = bytes.indexOf(STREAM, at + 1)) {
    if (bytes[at - 1] === 0x64 /* d of endstream */) continue;
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] !== 0x0a && bytes[start - 1] !== 0x0d) continue;
    if (bytes[start] === 0x0a) start++;
    const dict = bytes.toString('latin1', Math.max(0, at - DICT_WINDOW), at);
    const open = dict.lastIndexOf(' obj') === -1 ? 0 : dict.lastIndexOf(' obj');
    const own = dict.slice(open);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(own);
    const declared = length ? start + Number(length[1]) : -1;
    const end =
      declared > start && declared <= bytes.length
        ? declared
        : Math.max(start, bytes.indexOf(ENDSTREAM, start));
    yield { dict: own, start, end: end === -1 ? bytes.length : end };
    at = Math.max(at, end - 1);
  }
}

function filtersOf(dict: string): string[] {
  const found = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict)?.[1] ?? '';
  return [...found.matchAll(/\/([A-Za-z0-9]+)/g)].map((match) => match[1] ?? '');
}

/**
 * Inflates at most `cap` bytes, or null when the stream holds more. A stream cut short or
 * broken counts what came out of it, as readers decode a damaged stream as far as it goes.
 */
async function inflateCapped(data: Uint8Array, cap: number): Promise<Buffer | null> {
  if (cap <= 0) return null;
  try {
    return inflateSync(data, { maxOutputLength: cap });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return null;
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const inflate = createInflate();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size > cap) {
        inflate.destroy();
        resolve(null);
      }
    });
    const done = () => resolve(size > cap ? null : Buffer.concat(chunks));
    inflate.on('error', done);
    inflate.on('end', done);
    inflate.end(data);
  });
}

const FLATE = new Set(['FlateDecode', 'Fl']);

/**
 * The caps of issue 13 hole 9, checked on the raw bytes before any parser runs: objects
 * (counted from `N G obj` headers and object streams' `/N`) and the size of every stream
 * once decoded (Flate, chained filters too; a stream stops counting at a filter that is
 * not Flate, e.g. DCT images). Throws `PdfLimitError`; the page count is checked after
 * pdfjs opens the file, which reads it without loading the pages.
 */
export async function preflightPdf(data: Uint8Array, limits: PdfLimits): Promise<void> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let objects = 0;
  for (let at = bytes.indexOf(OBJ); at !== -1; at = bytes.indexOf(OBJ, at + 3)) {
    if (bytes[at - 1] !== 0x64 /* d of endobj */ && isObjectHeader(bytes, at)) objects++;
  }
  let unpacked = 0;
  for (const stream of streamsOf(bytes)) {
    const packed = /\/Type\s*\/ObjStm\b/.test(stream.dict)
      ? Number(/\/N\s+(\d+)/.exec(stream.dict)?.[1] ?? 0)
      : 0;
    objects += packed;
    if (objects > limits.maxObjects) {
      throw new PdfLimitError('too_many_objects', { found: objects, limit: limits.maxObjects });
    }
    let content: Buffer | null = bytes.subarray(stream.start, stream.end);
    for (const filter of filtersOf(stream.dict)) {
      if (!FLATE.has(filter) || !content) break;
      content = await inflateCapped(content, limits.maxUnpackedBytes - unpacked);
    }
    unpacked = content ? unpacked + content.length : Infinity;
    if (unpacked > limits.maxUnpackedBytes) {
      throw new PdfLimitError('unpacks_too_large', { limit: limits.maxUnpackedBytes });
    }
  }
  if (objects > limits.maxObjects) {
    throw new PdfLimitError('too_many_objects', { found: objects, limit: limits.maxObjects });
  }
}
