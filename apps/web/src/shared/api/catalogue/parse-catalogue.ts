import { CatalogSchema, type Catalog } from '@vinyl/domain';

/**
 * The catalogue's text checked against the domain's schema. A module of its own, loaded when
 * the first answer arrives (get-catalogue.ts): the summary box beside the preview asks for the
 * catalogue, and the schemas (28 KB brotli and their set-up) stay off that page's first paint
 * (issue 18, decision 061).
 */
export function parseCatalogue(content: string): Catalog {
  return CatalogSchema.parse(JSON.parse(content));
}
