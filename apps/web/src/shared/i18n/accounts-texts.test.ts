import { describe, expect, it } from 'vitest';
import en from './locales/accounts/en.json';
import italian from './locales/accounts/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('account texts (their own namespace)', () => {
  it('Italian and English have the same keys', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });

  it('keeps the spec messages verbatim in English (spec 1 §5, §8)', () => {
    expect(en.signup.mismatch).toBe('Passwords do not match');
    expect(en.signup.strongPassword).toBe('Use a strong password');
    expect(en.signup.tooShort).toBe('Password is too short');
    expect(en.signup.failed).toBe(
      'There was a problem processing the signup request, please retry',
    );
    expect(en.activate.expired).toBe('The activation link has expired');
    expect(en.reset.emailNotFound).toBe('Email not found');
    expect(en.reset.emailBadRequest).toBe('Email bad request');
    expect(en.reset.error).toBe('There was an error, contact');
    expect(en.profile.updated).toBe('User profile updated!');
    expect([en.profile.fiscalEmpty, en.profile.fiscalInvalid, en.profile.fiscalValid]).toEqual([
      'Insert fiscal code',
      'Invalid fiscal code',
      'Valid fiscal code',
    ]);
  });
});
