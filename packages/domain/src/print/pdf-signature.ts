const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Readers accept the signature anywhere in the first kilobyte (PDF 2.0, §7.5.2 note). */
export const PDF_SIGNATURE_WINDOW = 1024;

/**
 * A PDF by content, never by name (spec 2 §5): true when the first kilobyte carries the
 * `%PDF-` signature. The browser checks before sending, the server when the upload ends.
 */
export function hasPdfSignature(head: Uint8Array): boolean {
  const end = Math.min(head.length, PDF_SIGNATURE_WINDOW) - SIGNATURE.length;
  for (let start = 0; start <= end; start += 1) {
    if (SIGNATURE.every((byte, index) => head[start + index] === byte)) return true;
  }
  return false;
}
