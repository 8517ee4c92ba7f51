import { describe, expect, it } from 'vitest';
import en from './locales/albums/en.json';
import italian from './locales/albums/it.json';
import main from './locales/more/en.json';

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
  });

  it('names album states apart from order states (issue 14 item 8, decision 014)', () => {
    // Spec 2 §4's album labels "Pending" and "Completed" are also the order tabs' words:
    // albums say New, In progress, Ready to order, Ordered; orders keep Paid for paid.
    expect(Object.values(main.states.album).map((state) => state.name)).toEqual([
      'New',
      'In progress',
      'Ready to order',
      'Ordered',
    ]);
    // Orders: the three of checkout, then the plant's production steps (issue 17).
    expect(Object.values(main.states.order).map((state) => state.name)).toEqual([
      'Awaiting payment',
      'Awaiting price',
      'Paid',
      'Artwork approved',
      'Artwork to fix',
      'Test pressing',
      'Pressing',
      'Packed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
    const albumNames = new Set(Object.values(main.states.album).map((state) => state.name));
    expect(Object.values(main.states.order).filter((state) => albumNames.has(state.name))).toEqual(
      [],
    );
  });
});
