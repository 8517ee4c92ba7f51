import { CatalogSchema, defaultCatalogue, type Catalog } from '@vinyl/domain';
import type { Clock } from '../../clock';
import { UnprocessableError } from '../../http/errors';
import type { ConfigRepository } from './catalogue.repository';

/** The config entry that holds the catalogue as a JSON string (spec 2 §7). */
export const CATALOG_ENTRY = 'Catalog';

interface Deps {
  config: ConfigRepository;
  clock: Clock;
}

/**
 * The catalogue lives in the database so the plant can change it without a
 * deploy; it is seeded from the default catalogue at first start and every
 * replacement must pass the schema.
 */
export function createCatalogueService({ config, clock }: Deps) {
  async function seedDefault(): Promise<void> {
    await config.insertIfAbsent({
      name: CATALOG_ENTRY,
      content: JSON.stringify(defaultCatalogue),
      modified_at: clock.now().toISOString(),
    });
  }

  async function listEntries() {
    const rows = await config.list();
    return rows.map((row) => ({
      type: 'config' as const,
      id: row.name,
      attributes: { name: row.name, content: row.content },
      meta: { modified: row.modified_at },
    }));
  }

  /** The current catalogue, parsed and checked. */
  async function requireCatalog(): Promise<Catalog> {
    const row = await config.find(CATALOG_ENTRY);
    if (!row) return defaultCatalogue;
    return CatalogSchema.parse(JSON.parse(row.content));
  }

  /** Replaces the catalogue; a catalogue that fails the schema is refused with the reasons. */
  async function replaceCatalog(candidate: unknown): Promise<Catalog> {
    const parsed = CatalogSchema.safeParse(candidate);
    if (!parsed.success) {
      const reasons = parsed.error.issues
        .slice(0, 10)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new UnprocessableError(
        'catalog_invalid',
        'The catalogue is not valid',
        reasons.join('; '),
      );
    }
    await config.upsert({
      name: CATALOG_ENTRY,
      content: JSON.stringify(parsed.data),
      modified_at: clock.now().toISOString(),
    });
    return parsed.data;
  }

  return { seedDefault, listEntries, requireCatalog, replaceCatalog };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
