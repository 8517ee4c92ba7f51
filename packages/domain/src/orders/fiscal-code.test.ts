import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateFiscalCodeCheckLetter, checkFiscalCode, fiscalCodeMessage } from './fiscal-code';

describe('Italian fiscal code (spec 1 §5)', () => {
  it.each([
    ['', 'empty', 'Insert fiscal code'],
    ['   ', 'empty', 'Insert fiscal code'],
    [null, 'empty', 'Insert fiscal code'],
    ['RSSMRA85T10A562S', 'valid', 'Valid fiscal code'],
    ['rssmra85t10a562s', 'valid', 'Valid fiscal code'],
    [' RSSMRA85T10A562S ', 'valid', 'Valid fiscal code'],
    ['RSSMRA85T10A562T', 'invalid', 'Invalid fiscal code'],
    ['RSSMRA85T10A562', 'invalid', 'Invalid fiscal code'],
    ['RSSMRA85T10A5621', 'invalid', 'Invalid fiscal code'],
    ['RSSMRA8AT10A562S', 'invalid', 'Invalid fiscal code'],
    ['RSSMRA85T10A56LS', 'invalid', 'Invalid fiscal code'],
  ])('%j is %s', (input, status, message) => {
    expect(checkFiscalCode(input)).toBe(status);
    expect(fiscalCodeMessage(input)).toBe(message);
  });

  it('computes the check letter with the odd and even tables', () => {
    expect(calculateFiscalCodeCheckLetter('RSSMRA85T10A562')).toBe('S');
  });

  const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const digit = fc.constantFrom(...'0123456789');
  const first15 = fc
    .tuple(
      fc.array(letter, { minLength: 6, maxLength: 6 }),
      fc.array(digit, { minLength: 2, maxLength: 2 }),
      letter,
      fc.array(digit, { minLength: 2, maxLength: 2 }),
      letter,
      fc.array(digit, { minLength: 3, maxLength: 3 }),
    )
    .map(([a, b, c, d, e, f]) => [...a, ...b, c, ...d, e, ...f].join(''));

  it('accepts any code with its check letter and refuses every single-character change of it', () => {
    fc.assert(
      fc.property(
        first15,
        fc.nat(15),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
        (body, position, replacement) => {
          const code = body + calculateFiscalCodeCheckLetter(body);
          expect(checkFiscalCode(code)).toBe('valid');
          fc.pre(code.charAt(position) !== replacement);
          const changed = code.slice(0, position) + replacement + code.slice(position + 1);
          expect(checkFiscalCode(changed)).toBe('invalid');
        },
      ),
    );
  });
});
