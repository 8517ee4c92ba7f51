import { defaultCatalogue, type Catalog } from '@vinyl/domain';
import type { FakeResponse } from '../../../test/fake-api';

/** `GET /api/config` answering with a catalogue, as the server stores it. */
export function configRoute(catalog: Catalog = defaultCatalogue): FakeResponse {
  return {
    body: {
      data: [
        {
          type: 'config',
          id: 'Catalog',
          attributes: { name: 'Catalog', content: JSON.stringify(catalog) },
        },
      ],
    },
  };
}

/** Details a buyer would type, as the form holds them. */
export const BUYER = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  address: 'Via Roma 1',
  city: 'Milano',
  postalCode: '20121',
} as const;
