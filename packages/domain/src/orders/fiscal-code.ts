import { FISCAL_CODE_EMPTY, FISCAL_CODE_INVALID, FISCAL_CODE_VALID } from '../shared/messages';

/**
 * Italian fiscal code (codice fiscale) check of spec 1 §5: uppercased, 6 letters,
 * 2 digits, 1 letter, 2 digits, 1 letter, 3 digits, 1 letter, and the last letter must
 * equal the check letter: characters in odd positions (1st, 3rd, …) weigh by the odd
 * table, those in even positions by their value (0–9 for digits, 0–25 for A–Z), and
 * the sum modulo 26 gives the letter (0 = A). Codes with omocodia letters in place of
 * digits do not match the spec's pattern and are therefore refused.
 */
export type FiscalCodeStatus = 'empty' | 'invalid' | 'valid';

export const FISCAL_CODE_PATTERN = /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/;

export const FISCAL_CODE_MESSAGES: Readonly<Record<FiscalCodeStatus, string>> = {
  empty: FISCAL_CODE_EMPTY,
  invalid: FISCAL_CODE_INVALID,
  valid: FISCAL_CODE_VALID,
};

/** Weights of A–Z (and of 0–9, which weigh as A–J) in odd positions. */
const ODD_WEIGHTS = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
] as const;

/** 0–9 for digits, 0–25 for A–Z. */
function ordinal(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** The check letter of the first 15 characters of an uppercase code. */
export function calculateFiscalCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const value = ordinal(first15.charAt(index));
    // index 0 is position 1, an odd position.
    sum += index % 2 === 0 ? (ODD_WEIGHTS[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function normaliseFiscalCode(input: string): string {
  return input.trim().toUpperCase();
}

export function checkFiscalCode(input: string | null | undefined): FiscalCodeStatus {
  const code = normaliseFiscalCode(input ?? '');
  if (code === '') return 'empty';
  if (!FISCAL_CODE_PATTERN.test(code)) return 'invalid';
  return calculateFiscalCodeCheckLetter(code) === code.charAt(15) ? 'valid' : 'invalid';
}

export function fiscalCodeMessage(input: string | null | undefined): string {
  return FISCAL_CODE_MESSAGES[checkFiscalCode(input)];
}
