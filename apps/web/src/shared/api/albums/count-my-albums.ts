import { apiFetch } from '../client';
import type { JsonApiListMeta } from '../json-api';

/**
 * How many albums the user has, ordered ones included: guard rule 6 (spec 1 §2) keeps
 * anyone with at least one album on the dashboard, where their orders are too.
 */
export async function countMyAlbums(signal?: AbortSignal): Promise<number> {
  const document = await apiFetch<{ data?: unknown[]; meta?: JsonApiListMeta }>(
    '/albums?filter[mine]',
    signal ? { signal } : {},
  );
  return (
    document.meta?.pagination?.count ?? (Array.isArray(document.data) ? document.data.length : 0)
  );
}
