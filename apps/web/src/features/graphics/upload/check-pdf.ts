/** Why a file is refused before it is sent. */
export type PdfRefusal = 'notPdf' | 'tooLarge';

const SIGNATURE = '%PDF-';
/** Readers accept the signature anywhere in the first kilobyte, as the server does. */
const WINDOW = 1024;

/**
 * The checks the browser can make before uploading (spec 2 §5: PDF only, judged by
 * content as the server judges it, never by name), and the size cap of the grant.
 */
export async function checkPdfFile(file: Blob, maxBytes: number): Promise<PdfRefusal | null> {
  if (file.size > maxBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, WINDOW).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.includes(SIGNATURE) ? null : 'notPdf';
}

/** SHA-256 of a file as hex, for the server's check on completion (spec 2 §9). */
export async function sha256Hex(file: Blob): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new Error('insecure');
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
