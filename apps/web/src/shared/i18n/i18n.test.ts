import { describe, expect, it } from 'vitest';
import { effectiveLanguage } from './effective-language';
import en from './locales/en.json';
import italian from './locales/it.json';
import enMore from './locales/more/en.json';
import italianMore from './locales/more/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('effectiveLanguage (issue 14 item 3: one language for the whole visit)', () => {
  it.each([
    [null, ['it-IT'], 'it'],
    [null, ['en-US', 'it'], 'en'],
    [null, ['en'], 'en'],
    [null, ['EN-gb'], 'en'],
    [null, ['de-DE', 'en-US'], 'it'],
    [null, ['fr'], 'it'],
    [null, [], 'it'],
    ['en', ['it-IT'], 'en'],
    ['it', ['en-US'], 'it'],
  ] as const)('chosen %s, browser %j → %s', (chosen, browser, expected) => {
    expect(effectiveLanguage(chosen, browser)).toBe(expected);
  });
});

describe('locales', () => {
  it('Italian and English have the same keys (a page loads one language only)', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
    expect(keys(italianMore).sort()).toEqual(keys(enMore).sort());
  });

  it("keeps the login screen's texts and the later ones apart (one key, one file)", () => {
    expect(Object.keys(en).filter((key) => key in enMore)).toEqual([]);
  });

  it('keeps the spec messages verbatim in English', () => {
    expect(en.login.loginFailed).toBe('Login failed, please retry or recover password');
    expect(en.login.draftUser).toBe('You have to active your email');
    expect(en.login.guestError).toBe('There was an error, retry');
    expect(en.browser.title).toBe('Your browser is not fully supported');
    expect(en.browser.ok).toBe('Ok, I understand');
    expect(enMore.exit.text).toBe('Your album project is automatically saved');
    expect(enMore.user.guest).toBe('Guest user');
  });
});
