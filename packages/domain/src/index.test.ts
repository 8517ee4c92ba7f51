import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry', () => {
  it('re-exports every topic', () => {
    for (const name of [
      'CatalogSchema',
      'defaultCatalogue',
      'selectVinyl',
      'calculateAlbumPrice',
      'isAlbumOptionsComplete',
      'checkFiscalCode',
      'formatDuration',
      'calculateVolumeAdvice',
      'parseQuantity',
      'canCreateAlbum',
      'cleanFileName',
      'checkNewPassword',
      'guestUsername',
      'findMissingPrintItems',
      'DEFAULT_PRINT_SIZES',
      'applyProgress',
      'isBrowserSupported',
      'buildCheckoutLines',
      'success',
      'failure',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });

  it('builds typed results', () => {
    expect(domain.success(1)).toEqual({ ok: true, value: 1 });
    expect(domain.failure('x', 'y')).toEqual({ ok: false, code: 'x', message: 'y' });
  });
});
