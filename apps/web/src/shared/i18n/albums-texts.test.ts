import { describe, expect, it } from 'vitest';
import en from './locales/albums/en.json';
import italian from './locales/albums/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('album texts (their own namespace)', () => {
  it('Italian and English have the same keys', () => {
    expect(keys(italian).sort()).toEqual(keys(en).sort());
  });

  it('keeps the spec messages verbatim in English', () => {
    expect(en.vinyls.notAvailable).toBe('Not avaiable');
    expect(en.vinyls.common).toBe('Common formats');
    expect(en.vinyls.all).toBe('All formats');
    expect(en.album.noTracks).toBe('No tracks');
    expect(en.album.untitled).toBe('untitled album');
    expect(en.album.alreadyInState).toBe('The album is already in {{status}} state');
    expect(en.dashboard.cloned).toBe('The selected album has been cloned');
    expect(en.dashboard.removed).toBe('The selected album has been removed');
    expect(en.dashboard.limitWarning).toBe("You can't have more than {{num}} albums in progress");
    expect(en.dashboard.limitAdvice).toBe(
      'Please remove or complete some albums before creating new ones',
    );
    expect(en.dashboard.noOrders).toBe('There are no orders');
    expect(Object.values(en.album.status)).toEqual([
      'Created',
      'In Progress',
      'Pending',
      'Completed',
    ]);
  });
});
