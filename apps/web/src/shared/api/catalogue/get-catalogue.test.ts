import { defaultCatalogue } from '@vinyl/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';

const configDocument = {
  data: [
    {
      type: 'config',
      id: 'Catalog',
      attributes: { name: 'Catalog', content: JSON.stringify(defaultCatalogue) },
    },
  ],
  meta: { catalogue_version: 3 },
};

/** A fresh copy of the module: which read is a page's first is the module's own state. */
async function loadGetCatalogue() {
  vi.resetModules();
  return (await import('./get-catalogue')).getCatalogue;
}

describe('getCatalogue', () => {
  beforeEach(() => {
    document.head.querySelector('meta[name="catalogue-version"]')?.remove();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the version index.html names first, then for the current catalogue', async () => {
    const meta = document.createElement('meta');
    meta.name = 'catalogue-version';
    meta.content = 'c3-abcDEF_12';
    document.head.append(meta);
    const api = fakeApi({ 'GET /api/config': { body: configDocument } });
    const getCatalogue = await loadGetCatalogue();

    const first = await getCatalogue();
    await getCatalogue();

    expect(first.formats).toEqual(defaultCatalogue.formats);
    const [cached, fresh] = api.callsTo('GET', '/api/config');
    expect(cached?.url.searchParams.get('v')).toBe('c3-abcDEF_12');
    expect(fresh?.url.searchParams.has('v')).toBe(false);
  });

  it('asks /api/config without a version when the page names none', async () => {
    const api = fakeApi({ 'GET /api/config': { body: configDocument } });
    const getCatalogue = await loadGetCatalogue();

    await getCatalogue();

    expect(api.callsTo('GET', '/api/config')[0]?.url.searchParams.has('v')).toBe(false);
  });
});
