import { CatalogSchema, defaultCatalogue, type Catalog } from '@vinyl/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { CatalogueInvalidError, catalogueIssues } from './catalogue-issues';
import type { CatalogueVersionsRepository } from './catalogue-versions.repository';
import type { ConfigRepository } from './catalogue.repository';

/** The config entry that holds the catalogue as a JSON string (spec 2 §7). */
export const CATALOG_ENTRY = 'Catalog';

/** Parsed catalogues kept in memory: versions never change, so a cached one never goes stale. */
const CACHED_VERSIONS = 4;

interface Deps {
  config: ConfigRepository;
  versions: CatalogueVersionsRepository;
  clock: Clock;
}

export interface CurrentCatalogue {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  note: string | null;
  catalog: Catalog;
}

export interface PublishInput {
  /** The admin publishing; null for the seeded catalogue and scripts. */
  by: string | null;
  note?: string | undefined;
  /** The version the editor started from: refused (409) when another was published since. */
  baseVersion?: number | undefined;
  /** Work that commits with the new version (the audit record). */
  alongside?: (version: number, trx: Transaction<Database>) => Promise<void>;
}

/**
 * The catalogue lives in the database so the plant can change it without a deploy (issue
 * 17): every change is published as a new version and the newest is the shop's. Version 1
 * is the default catalogue, seeded at first start; every version passed the schema.
 */
export function createCatalogueService({ config, versions, clock }: Deps) {
  const cache = new Map<number, Catalog>();

  async function seedDefault(): Promise<void> {
    if (await versions.latest()) return;
    await versions.insert({
      version: 1,
      content: JSON.stringify(defaultCatalogue),
      published_at: clock.now().toISOString(),
      published_by: null,
      note: null,
    });
  }

  /** A published version, parsed once per process. */
  async function requireVersion(version: number): Promise<Catalog> {
    const cached = cache.get(version);
    if (cached) return cached;
    const content = await versions.content(version);
    const catalog =
      content === undefined ? defaultCatalogue : CatalogSchema.parse(JSON.parse(content));
    cache.set(version, catalog);
    if (cache.size > CACHED_VERSIONS) cache.delete(Math.min(...cache.keys()));
    return catalog;
  }

  /** The catalogue the shop sells from now, with its version. */
  async function requireCurrent(): Promise<CurrentCatalogue> {
    const latest = await versions.latest();
    if (!latest) {
      return {
        version: 0,
        publishedAt: '',
        publishedBy: null,
        note: null,
        catalog: defaultCatalogue,
      };
    }
    const catalog = await requireVersion(latest.version);
    return {
      version: latest.version,
      publishedAt: latest.published_at,
      publishedBy: latest.published_by,
      note: latest.note,
      catalog,
    };
  }

  /** `GET /api/config`: the config entries, the catalogue's being the newest version. */
  async function listEntries() {
    const [rows, latest] = await Promise.all([config.list(), versions.latest()]);
    const content = latest
      ? ((await versions.content(latest.version)) ?? '')
      : JSON.stringify(defaultCatalogue);
    const catalogue = {
      type: 'config' as const,
      id: CATALOG_ENTRY,
      attributes: { name: CATALOG_ENTRY, content, catalogue_version: latest?.version ?? 0 },
      meta: { modified: latest?.published_at ?? null },
    };
    const others = rows
      .filter((row) => row.name !== CATALOG_ENTRY)
      .map((row) => ({
        type: 'config' as const,
        id: row.name,
        attributes: { name: row.name, content: row.content },
        meta: { modified: row.modified_at },
      }));
    return { entries: [catalogue, ...others], version: latest?.version ?? 0 };
  }

  /**
   * What `/api/config` answers depends on: the newest version (versions never change once
   * published) and the other config entries. Cheap to read on every request; the same
   * stamp means the same document.
   */
  async function configStamp(): Promise<{ version: number; stamp: string }> {
    const [rows, latest] = await Promise.all([config.list(), versions.latest()]);
    const version = latest?.version ?? 0;
    return { version, stamp: JSON.stringify([version, rows]) };
  }

  /** The candidate as a catalogue, or a 422 naming every issue by its path. */
  function validate(candidate: unknown): Catalog {
    const parsed = CatalogSchema.safeParse(candidate);
    if (!parsed.success) throw new CatalogueInvalidError(catalogueIssues(parsed.error));
    return parsed.data;
  }

  /** Publishes the candidate as the next version; it is the shop's once this returns. */
  async function publish(candidate: unknown, input: PublishInput): Promise<CurrentCatalogue> {
    const catalog = validate(candidate);
    const publishedAt = clock.now().toISOString();
    const version = await versions.transaction(async (trx) => {
      const latest = (await versions.latest(trx))?.version ?? 0;
      if (input.baseVersion !== undefined && input.baseVersion !== latest) throw conflict();
      const next = latest + 1;
      const inserted = await versions.insert(
        {
          version: next,
          content: JSON.stringify(catalog),
          published_at: publishedAt,
          published_by: input.by,
          note: input.note ?? null,
        },
        trx,
      );
      // Another publish took the number between our read and our insert.
      if (!inserted) throw conflict();
      await input.alongside?.(next, trx);
      return next;
    });
    cache.set(version, catalog);
    return { version, publishedAt, publishedBy: input.by, note: input.note ?? null, catalog };
  }

  return {
    seedDefault,
    listEntries,
    configStamp,
    requireCatalog: async (): Promise<Catalog> => (await requireCurrent()).catalog,
    requireCurrent,
    requireVersion,
    /** The version in force at a time (an album last changed then was priced with it). */
    versionAt: async (at: string): Promise<number> => (await versions.versionAt(at)) ?? 0,
    listVersions: (limit = 20) => versions.list(limit),
    validate,
    publish,
    /** Publishes without an editor (scripts, tests): the same checks, no admin. */
    replaceCatalog: async (candidate: unknown): Promise<Catalog> =>
      (await publish(candidate, { by: null })).catalog,
  };
}

function conflict() {
  return new ConflictError(
    'catalogue_version_conflict',
    'Another catalogue was published since you started: reload it and apply your changes again',
  );
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
