import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import italian from './locales/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('graphics texts', () => {
  it('Italian and English have the same keys', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });

  it('keep the spec wording in English (spec 2 §2)', () => {
    expect(en.slots.externalCover).toBe('External cover');
    expect(en.modal.title).toBe('{{part}} Graphics upload');
    expect(en.card.createOnline).toBe('Create online');
    expect(en.card.uploadFile).toBe('Upload file');
    expect(en.kit.download).toBe('Download Template Kit');
    expect(en.browser.continue).toBe('Continue anyway');
    expect([en.switch.cancel, en.switch.confirm]).toEqual(['Cancel', 'Confirm']);
    expect(en.save).toBe('Save and continue');
  });
});
