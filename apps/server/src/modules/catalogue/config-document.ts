import { createHash } from 'node:crypto';
import { precompress, type Precompressed } from '../../http/compression';
import type { CatalogueService } from './catalogue.service';

/** `GET /api/config`'s document, serialised and compressed once for its stamp. */
export interface ConfigDocument {
  version: number;
  /** Strong: a hash of the bytes, after the catalogue version (`"c7-…"`). */
  etag: string;
  body: Precompressed;
}

/**
 * The catalogue is 195 KB of JSON that changes only when the plant publishes: it is
 * serialised, hashed and compressed once per stamp (the newest version and the other config
 * entries, read from the database on every request), not on every request. Keyed by what is
 * in the database, so a second server process on the same database answers the same.
 */
export function createConfigDocuments(
  catalogue: Pick<CatalogueService, 'configStamp' | 'listEntries'>,
) {
  let memo: { stamp: string; document: Promise<ConfigDocument> } | undefined;

  async function build(): Promise<ConfigDocument> {
    const { entries, version } = await catalogue.listEntries();
    const json = JSON.stringify({ data: entries, meta: { catalogue_version: version } });
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22);
    return { version, etag: `"c${version}-${hash}"`, body: await precompress(json) };
  }

  return async function currentConfigDocument(): Promise<ConfigDocument> {
    const { stamp } = await catalogue.configStamp();
    if (memo?.stamp !== stamp) {
      const entry = { stamp, document: build() };
      memo = entry;
      entry.document.catch(() => {
        if (memo === entry) memo = undefined;
      });
    }
    return memo.document;
  };
}

export type ConfigDocuments = ReturnType<typeof createConfigDocuments>;
