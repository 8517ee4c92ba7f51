import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CatalogSchema, type Catalog } from '@vinyl/domain';
import { catalogueQueryOptions } from '../../../shared/api/catalogue/get-catalogue';
import { apiFetch } from '../../../shared/api/client';

export interface CatalogueVersionHeader {
  version: number;
  published_at: string;
  published_by: string | null;
  note: string | null;
}

export interface PublishedCatalogue extends CatalogueVersionHeader {
  catalogue: Catalog;
}

interface CatalogueDocument {
  data: {
    type: 'catalogues';
    id: string;
    attributes: CatalogueVersionHeader & { catalogue: unknown };
  };
  meta?: { versions?: CatalogueVersionHeader[] };
}

/** Cents: the album per copy and for its copies, its delivery, and the VAT inside both. */
export interface ExamplePrice {
  unit: number;
  total: number;
  shipping: number;
  order_total: number;
  vat: number;
}

export interface CatalogueExample {
  id: string;
  format: string;
  discs: 1 | 2;
  quantity: number;
  printed: boolean;
  country: string;
  before: ExamplePrice | null;
  after: ExamplePrice | null;
  before_error: string | null;
  after_error: string | null;
}

export interface CataloguePreview {
  base_version: number;
  examples: CatalogueExample[];
}

export const adminCatalogueQueryKey = ['admin', 'catalogue'] as const;

const catalogueBody = (catalogue: Catalog, extra: Record<string, unknown> = {}) => ({
  data: { type: 'catalogues', attributes: { catalogue, ...extra } },
});

/** `GET /api/admin/catalogue`: the published catalogue, its version and the history. */
export function useAdminCatalogue() {
  return useQuery({
    queryKey: adminCatalogueQueryKey,
    queryFn: async ({ signal }) => {
      const document = await apiFetch<CatalogueDocument>('/admin/catalogue', { signal });
      const { catalogue, ...header } = document.data.attributes;
      const published: PublishedCatalogue = {
        ...header,
        catalogue: CatalogSchema.parse(catalogue),
      };
      return { published, versions: document.meta?.versions ?? [] };
    },
  });
}

/** `POST /api/admin/catalogue/preview`: example prices before and after the edit. */
export function usePreviewCatalogue() {
  return useMutation({
    mutationFn: (catalogue: Catalog) =>
      apiFetch<{ data: { attributes: CataloguePreview } }>('/admin/catalogue/preview', {
        method: 'POST',
        body: catalogueBody(catalogue),
      }).then((document) => document.data.attributes),
  });
}

export interface PublishInput {
  catalogue: Catalog;
  baseVersion: number;
  note: string;
}

/**
 * `POST /api/admin/catalogue/versions`: publishes the edit as the next version. The shop's
 * own catalogue query reads again, so this tab prices with it at once.
 */
export function usePublishCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ catalogue, baseVersion, note }: PublishInput) =>
      apiFetch<CatalogueDocument>('/admin/catalogue/versions', {
        method: 'POST',
        body: catalogueBody(catalogue, {
          base_version: baseVersion,
          ...(note.trim() && { note: note.trim() }),
        }),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey }),
        queryClient.invalidateQueries({ queryKey: catalogueQueryOptions().queryKey }),
      ]);
    },
  });
}
