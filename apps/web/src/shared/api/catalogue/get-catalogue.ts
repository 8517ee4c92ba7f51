import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalog } from '@vinyl/domain';
import { apiFetch } from '../client';

interface ConfigEntry {
  type: 'config';
  id: string;
  attributes: { name: string; content: string };
}

/** The config entry holding the catalogue as a JSON string (spec 2 §7). */
export const CATALOG_ENTRY = 'Catalog';

let pageTokenUsed = false;

/**
 * The catalogue the page was served with: the server writes its token into index.html
 * (`<meta name="catalogue-version">`, decision 025). Only the first read of a page uses it:
 * `/api/config?v=<token>` is cached for a year, so a start with an unchanged catalogue asks
 * nothing. Later reads (the price changed, the plant published) ask `/api/config` again,
 * which the browser revalidates by its ETag.
 */
function takePageToken(): string | undefined {
  if (pageTokenUsed || typeof document === 'undefined') return undefined;
  pageTokenUsed = true;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="catalogue-version"]');
  return meta?.content || undefined;
}

/** `GET /api/config`: the catalogue the format chooser and the options are built from. */
export async function getCatalogue(signal?: AbortSignal): Promise<Catalog> {
  const token = takePageToken();
  const document = await apiFetch<{ data: ConfigEntry[] }>('/config', {
    ...(signal && { signal }),
    ...(token && { query: { v: token } }),
  });
  const entry = document.data.find((item) => item.attributes.name === CATALOG_ENTRY);
  if (!entry) throw new Error('The catalogue is missing from the configuration');
  const { parseCatalogue } = await import('./parse-catalogue');
  return parseCatalogue(entry.attributes.content);
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
