import { apiFetch } from '../../../shared/api/client';

/** `GET /api/upload_info/files` (spec 2 §7): where to upload graphics, and a token. */
export interface FilesGrant {
  upload_url: string;
  upload_token: string;
  expires_at: string;
  /** The largest file accepted, in bytes (the plant's cap). */
  max_size: number;
}

export function getFilesGrant(): Promise<FilesGrant> {
  return apiFetch<FilesGrant>('/upload_info/files');
}

/** A minute of margin: a token about to expire is replaced before a chunk is sent. */
const MARGIN_MS = 60_000;

/** The token for every tus request of an upload, fetched again shortly before it expires. */
export function createFilesGrantCache(fetchGrant: () => Promise<FilesGrant> = getFilesGrant) {
  let current: Promise<FilesGrant> | null = null;
  return {
    async get(): Promise<FilesGrant> {
      const grant = current && (await current.catch(() => null));
      if (grant && Date.parse(grant.expires_at) - Date.now() > MARGIN_MS) return grant;
      current = fetchGrant();
      return current;
    },
  };
}

export type FilesGrantCache = ReturnType<typeof createFilesGrantCache>;
