import { describe, expect, it } from 'vitest';
import { hasPdfSignature, PDF_SIGNATURE_WINDOW } from './pdf-signature';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('hasPdfSignature', () => {
  it('finds %PDF- at the start or after junk within the first kilobyte', () => {
    expect(hasPdfSignature(bytes('%PDF-1.7\n'))).toBe(true);
    expect(hasPdfSignature(bytes(`${' '.repeat(PDF_SIGNATURE_WINDOW - 5)}%PDF-`))).toBe(true);
  });

  it('refuses a signature past the first kilobyte, a partial one, and other files', () => {
    expect(hasPdfSignature(bytes(`${' '.repeat(PDF_SIGNATURE_WINDOW - 4)}%PDF-`))).toBe(false);
    expect(hasPdfSignature(bytes('%PDF'))).toBe(false);
    expect(hasPdfSignature(bytes('RIFF....WAVE'))).toBe(false);
    expect(hasPdfSignature(new Uint8Array())).toBe(false);
  });
});
