import { apiFetch } from '../api/client';

/** What the server takes over tus: audio masters, graphics PDFs (spec 2 §7) and the designer's images. */
export type UploadKind = 'audio' | 'files' | 'design_images';

/** `GET /api/upload_info/{kind}` (spec 2 §7): where to upload, and a short-lived token. */
export interface UploadGrant {
  upload_url: string;
  upload_token: string;
  expires_at: string;
  /** The largest file of this kind accepted, in bytes. */
  max_size: number;
}

export function getUploadGrant(kind: UploadKind): Promise<UploadGrant> {
  return apiFetch<UploadGrant>(`/upload_info/${kind}`);
}

/** A minute of margin: a token about to expire is replaced before a chunk is sent. */
const MARGIN_MS = 60_000;

/**
 * The upload token for every tus request: fetched once, fetched again shortly before it
 * expires, so a long upload (or one resumed after a reload) never sends a dead token.
 */
export function createGrantCache(
  kind: UploadKind,
  fetchGrant: () => Promise<UploadGrant> = () => getUploadGrant(kind),
) {
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
