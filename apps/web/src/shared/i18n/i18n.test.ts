import { describe, expect, it } from 'vitest';
import { effectiveLanguage } from './effective-language';
import en from './locales/en.json';
import italian from './locales/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('effectiveLanguage (spec 1 §9)', () => {
  it.each([
    [null, '/login', 'it'],
    [null, '/login/', 'it'],
    [null, '/', 'en'],
    [null, '/dashboard', 'en'],
    [null, '/signup', 'en'],
    [null, '/texts', 'it'],
    ['en', '/texts', 'en'],
    ['en', '/login', 'en'],
    ['it', '/dashboard', 'it'],
  ] as const)('chosen %s on %s → %s', (chosen, path, expected) => {
    expect(effectiveLanguage(chosen, path)).toBe(expected);
  });
});

describe('locales', () => {
  it('Italian and English have the same keys (a page loads one language only)', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });

  it('keeps the spec messages verbatim in English', () => {
    expect(en.login.loginFailed).toBe('Login failed, please retry or recover password');
    expect(en.login.draftUser).toBe('You have to active your email');
    expect(en.login.guestError).toBe('There was an error, retry');
    expect(en.browser.title).toBe('Your browser is not fully supported');
    expect(en.browser.ok).toBe('Ok, I understand');
    expect(en.exit.text).toBe('Your album project is automatically saved');
    expect(en.user.guest).toBe('Guest user');
  });
});
