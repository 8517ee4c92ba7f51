import type { VinylSide } from '@vinyl/domain';

/**
 * Uploads that were on their way when the page went (a reload, a closed tab). The
 * browser cannot reopen a file by itself, so the page names them; dropping the same file
 * again resumes it where it stopped (tus-js-client keeps its upload URL).
 */
export interface UnfinishedUpload {
  name: string;
  size: number;
  lastModified: number;
  vinylId: string;
  side: VinylSide;
}

export const UNFINISHED_UPLOADS_KEY = 'vinyl-shop-unfinished-uploads';

export const sameFile = (a: Omit<UnfinishedUpload, 'vinylId' | 'side'>, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function isUnfinished(value: unknown): value is UnfinishedUpload {
  const item = value as UnfinishedUpload;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.name === 'string' &&
    typeof item.size === 'number' &&
    typeof item.lastModified === 'number' &&
    typeof item.vinylId === 'string' &&
    (item.side === 'a' || item.side === 'b')
  );
}

export function loadUnfinished(storage: Storage | undefined): UnfinishedUpload[] {
  try {
    const parsed = JSON.parse(storage?.getItem(UNFINISHED_UPLOADS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isUnfinished) : [];
  } catch {
    return [];
  }
}

export function saveUnfinished(storage: Storage | undefined, items: UnfinishedUpload[]) {
  try {
    if (items.length === 0) storage?.removeItem(UNFINISHED_UPLOADS_KEY);
    else storage?.setItem(UNFINISHED_UPLOADS_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the hint is a convenience, the upload goes on.
  }
}
