import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import it_ from './locales/it.json';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('the catalogue editor texts', () => {
  it('say the same things in English and Italian', () => {
    expect(keysOf(it_).sort()).toEqual(keysOf(en).sort());
  });
});
