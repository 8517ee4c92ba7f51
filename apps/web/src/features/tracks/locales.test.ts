import {
  EXTENSION_NOT_ALLOWED,
  MINUTES_EXCEEDED,
  SAMPLE_RATE_WARNING,
  SIDE_FULL,
  TIME_LIMIT_PER_SIDE_EXCEEDED,
} from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import italian from './locales/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('uploader texts', () => {
  it('Italian and English have the same keys', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });

  it('keeps the spec messages verbatim in English (spec 2 §8)', () => {
    expect(en.errors.extensionNotAllowed).toBe(EXTENSION_NOT_ALLOWED);
    expect(en.errors.sideFull).toBe(SIDE_FULL);
    expect(en.errors.minutesExceeded).toBe(MINUTES_EXCEEDED);
    expect(en.errors.timeLimitPerSide).toBe(TIME_LIMIT_PER_SIDE_EXCEEDED);
    expect(en.errors.sampleRate).toBe(SAMPLE_RATE_WARNING);
  });
});
