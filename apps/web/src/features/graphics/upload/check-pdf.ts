import { hasPdfSignature, PDF_SIGNATURE_WINDOW } from '@vinyl/domain';

/** Why a file is refused before it is sent. */
export type PdfRefusal = 'notPdf' | 'tooLarge';

/**
 * The checks the browser can make before uploading (spec 2 §5: PDF only, judged by
 * content with the server's own rule, never by name), and the size cap of the grant.
 */
export async function checkPdfFile(file: Blob, maxBytes: number): Promise<PdfRefusal | null> {
  if (file.size > maxBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE_WINDOW).arrayBuffer());
  return hasPdfSignature(head) ? null : 'notPdf';
}
