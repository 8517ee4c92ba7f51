import { Readable } from 'node:stream';
import type { ZipArchive } from 'archiver';
import { NotFoundError } from '../../http/errors';
import { StoredFileMissingError } from '../../storage/storage';

/** What goes in the zip for one entry; `name` replaces the planned one (an audio's extension). */
export interface PackSource {
  body: Readable | Buffer | string;
  name?: string;
}

export interface PackEntry {
  /** Its path inside the zip. */
  name: string;
  /** Stored as is (PDFs, audio: compressing them costs CPU for little) or deflated. */
  store: boolean;
  /** Opened only when its turn comes: one file open at a time, never all the zip at once. */
  open(): Promise<PackSource>;
}

/** Something the pack should have held and does not, with why (MISSING.txt). */
export interface PackMissing {
  name: string;
  reason: string;
}

export const MISSING_FILE = 'MISSING.txt';

/** Entries are added one by one: the next is opened once the archive has taken the last. */
function appendAndWait(archive: ZipArchive, entry: PackEntry, source: PackSource): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      archive.off('entry', added);
      archive.off('error', failed);
      archive.off('close', closed);
    };
    const release = () => {
      if (source.body instanceof Readable) source.body.destroy();
    };
    const added = () => {
      cleanup();
      resolve();
    };
    const failed = (error: Error) => {
      cleanup();
      release();
      reject(error);
    };
    // The download was dropped (Fastify destroys the archive): let the open file go.
    const closed = () => failed(new Error('production pack closed before it was complete'));
    archive.on('entry', added);
    archive.on('error', failed);
    archive.on('close', closed);
    archive.append(source.body, { name: source.name ?? entry.name, store: entry.store });
  });
}

function missingText(missing: readonly PackMissing[]): string {
  const lines = missing.map((item) => `${item.name}: ${item.reason}`);
  return `These files should be in this pack and are not:\r\n\r\n${lines.join('\r\n')}\r\n`;
}

/**
 * Writes the pack into `archive` (piped to the reply by the route) and finalises it. A
 * source that cannot be opened (its stored file deleted, its album gone) does not stop
 * the zip: it is named in MISSING.txt at the end, with `missing` known beforehand.
 * `onMissing` hears each one, for the log.
 */
export async function writePack(
  archive: ZipArchive,
  entries: readonly PackEntry[],
  known: readonly PackMissing[],
  onMissing: (item: PackMissing, error?: unknown) => void = () => undefined,
): Promise<PackMissing[]> {
  const missing = [...known];
  for (const item of known) onMissing(item);
  for (const entry of entries) {
    let source: PackSource;
    try {
      source = await entry.open();
    } catch (error) {
      const reason =
        error instanceof StoredFileMissingError
          ? 'its stored file is missing'
          : error instanceof NotFoundError
            ? 'it is no longer in the shop'
            : 'it could not be read';
      const item = { name: entry.name, reason };
      missing.push(item);
      onMissing(item, error);
      continue;
    }
    await appendAndWait(archive, entry, source);
  }
  if (missing.length > 0) {
    archive.append(missingText(missing), { name: MISSING_FILE });
  }
  await archive.finalize();
  return missing;
}
