import type { AuditService } from '../audit';
import { priceExamples } from './catalogue-examples';
import type { CatalogueService, CurrentCatalogue } from './catalogue.service';

interface Deps {
  catalogue: CatalogueService;
  audit: Pick<AuditService, 'record'>;
}

export interface PublishRequest {
  note?: string | undefined;
  baseVersion?: number | undefined;
}

/** A published version as a JSON:API resource, with the whole catalogue. */
function catalogueResource(current: CurrentCatalogue) {
  return {
    type: 'catalogues' as const,
    id: String(current.version),
    attributes: {
      version: current.version,
      published_at: current.publishedAt,
      published_by: current.publishedBy,
      note: current.note,
      catalogue: current.catalog,
    },
  };
}

/**
 * The plant's catalogue editor (issue 17): the published catalogue to start from, a preview
 * of what example albums cost before and after an edit, and publishing it as the next
 * version, recorded in the audit log in the same transaction.
 */
export function createCatalogueEditor({ catalogue, audit }: Deps) {
  async function current() {
    const [published, versions] = await Promise.all([
      catalogue.requireCurrent(),
      catalogue.listVersions(),
    ]);
    return { data: catalogueResource(published), meta: { versions } };
  }

  /** Checks the candidate (422 with pointers) and prices the examples with both catalogues. */
  async function preview(candidate: unknown) {
    const after = catalogue.validate(candidate);
    const published = await catalogue.requireCurrent();
    return {
      data: {
        type: 'catalogue_previews' as const,
        id: String(published.version),
        attributes: {
          base_version: published.version,
          examples: priceExamples(published.catalog, after),
        },
      },
    };
  }

  async function publish(adminUserId: string, candidate: unknown, request: PublishRequest) {
    const published = await catalogue.publish(candidate, {
      by: adminUserId,
      note: request.note,
      baseVersion: request.baseVersion,
      alongside: (version, trx) =>
        audit.record(
          {
            adminUserId,
            action: 'catalogue.published',
            target: { type: 'catalogues', id: String(version) },
            data: { version, previous_version: version - 1, note: request.note ?? null },
          },
          trx,
        ),
    });
    return { data: catalogueResource(published) };
  }

  return { current, preview, publish };
}

export type CatalogueEditor = ReturnType<typeof createCatalogueEditor>;
