import { queryOptions, useQuery } from '@tanstack/react-query';
import { CatalogSchema, type Catalog } from '@vinyl/domain';
import { apiFetch } from '../client';

interface ConfigEntry {
  type: 'config';
  id: string;
  attributes: { name: string; content: string };
}

/** The config entry holding the catalogue as a JSON string (spec 2 §7). */
export const CATALOG_ENTRY = 'Catalog';

/** `GET /api/config`: the catalogue the format chooser and the options are built from. */
export async function getCatalogue(signal?: AbortSignal): Promise<Catalog> {
  const document = await apiFetch<{ data: ConfigEntry[] }>('/config', signal ? { signal } : {});
  const entry = document.data.find((item) => item.attributes.name === CATALOG_ENTRY);
  if (!entry) throw new Error('The catalogue is missing from the configuration');
  return CatalogSchema.parse(JSON.parse(entry.attributes.content));
}

export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: ['config', 'catalogue'],
    queryFn: ({ signal }) => getCatalogue(signal),
    // The plant changes the catalogue rarely; one read per visit is enough.
    staleTime: 30 * 60 * 1000,
  });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
