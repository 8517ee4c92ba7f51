import { apiFetch } from '../../../shared/api/client';

/** `GET /api/upload_info/audio` (spec 2 §7): where to upload, and a short-lived token. */
export interface UploadGrant {
  upload_url: string;
  upload_token: string;
  expires_at: string;
  max_size: number;
}

export function getUploadGrant(): Promise<UploadGrant> {
  return apiFetch<UploadGrant>('/upload_info/audio');
}

/** A minute of margin: a token about to expire is replaced before a chunk is sent. */
const MARGIN_MS = 60_000;

/**
 * The upload token for every tus request: fetched once, fetched again shortly before it
 * expires, so a long upload (or one resumed after a reload) never sends a dead token.
 */
export function createGrantCache(fetchGrant: () => Promise<UploadGrant> = getUploadGrant) {
  let current: Promise<UploadGrant> | null = null;
  return {
    async get(): Promise<UploadGrant> {
      const grant = current && (await current.catch(() => null));
      if (grant && Date.parse(grant.expires_at) - Date.now() > MARGIN_MS) return grant;
      current = fetchGrant();
      return current;
    },
  };
}

export type GrantCache = ReturnType<typeof createGrantCache>;
