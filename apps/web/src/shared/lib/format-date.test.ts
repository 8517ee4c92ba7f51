import { describe, expect, it } from 'vitest';
import { formatMediumDate } from './format-date';

describe('formatMediumDate', () => {
  it.each(['en', 'it'])('writes every month as Intl does in %s', (lang) => {
    const intl = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 23, 30);
        expect(formatMediumDate(date, lang)).toBe(intl.format(date));
      }
    }
  });

  it('takes ISO strings and leaves other languages to Intl', () => {
    const iso = '2026-11-26T10:00:00Z';
    expect(formatMediumDate(iso, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(formatMediumDate(iso, 'de')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(formatMediumDate('not a date', 'en')).toBe('');
  });
});
