import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFRawStream,
  PDFRef,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';

/** Compressed content streams larger than this are not decoded for the searches. */
const MAX_CONTENT_BYTES = 16 * 1024 * 1024;
/** Only the start of a long content stream is searched: the checks stay fast on any file. */
const MAX_SCANNED_BYTES = 2 * 1024 * 1024;

export function dictOf(doc: PDFDocument, value: PDFObject | undefined): PDFDict | undefined {
  const found = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return found instanceof PDFDict ? found : undefined;
}

/** The decoded text of a content stream (latin1), or '' when it cannot be decoded. */
export function contentText(stream: PDFObject | undefined, doc: PDFDocument): string {
  const value = stream instanceof PDFRef ? doc.context.lookup(stream) : stream;
  if (value instanceof PDFArray) {
    return value
      .asArray()
      .map((item) => contentText(item, doc))
      .join('\n');
  }
  if (!(value instanceof PDFRawStream) || value.contents.length > MAX_CONTENT_BYTES) return '';
  try {
    const decoded = decodePDFRawStream(value).decode();
    return Buffer.from(decoded.subarray(0, MAX_SCANNED_BYTES)).toString('latin1');
  } catch {
    return '';
  }
}

/** Strings, comments and inline image data hold bytes that look like operators: drop them. */
export function operatorsOnly(content: string): string {
  return content
    .replace(/\bBI\b[\s\S]*?\bID\b[\s\S]*?\bEI\b/g, ' ')
    .replace(/\((?:\\[\s\S]|[^\\)])*\)/g, ' ')
    .replace(/<[0-9A-Fa-f\s]*>/g, ' ')
    .replace(/%[^\r\n]*/g, ' ');
}
