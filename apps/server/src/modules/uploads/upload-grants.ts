import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import { AppError } from '../../http/errors';
import type { UploadsRepository } from './uploads.repository';

/** Audio masters (issue 6), graphics files (issue 8) and the designer's images (issue 16). */
export type UploadKind = 'audio' | 'files' | 'design_images';

export interface UploadGrant {
  upload_token: string;
  expires_at: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 401 for a missing, unknown or expired upload token (the tus endpoint's only login). */
export class UploadTokenError extends AppError {
  constructor(code: 'upload_token_missing' | 'upload_token_invalid') {
    super(
      401,
      code,
      code === 'upload_token_missing' ? 'Upload token missing' : 'Upload token invalid',
    );
  }
}

/**
 * Upload tokens (issue 6 item 1): random, short-lived, bound to the user who asked. Only
 * their SHA-256 is stored, so a leaked table hands out nothing; any number of server
 * processes can check them.
 */
export function createUploadGrants(deps: {
  uploads: UploadsRepository;
  clock: Clock;
  ttlMs: number;
}) {
  const { uploads, clock, ttlMs } = deps;

  async function issue(userId: string, kind: UploadKind): Promise<UploadGrant> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
    await uploads.insertGrant({
      id: hashToken(token),
      user_id: userId,
      kind,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    });
    return { upload_token: token, expires_at: expiresAt };
  }

  /** The user an `Authorization: Bearer <token>` header stands for, or a 401. */
  async function requireBearer(
    header: string | undefined,
  ): Promise<{ userId: string; kind: UploadKind }> {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header?.trim() ?? '');
    if (!header) throw new UploadTokenError('upload_token_missing');
    if (!match?.[1]) throw new UploadTokenError('upload_token_invalid');
    const grant = await uploads.findLiveGrant(hashToken(match[1]), clock.now().toISOString());
    if (!grant) throw new UploadTokenError('upload_token_invalid');
    return { userId: grant.user_id, kind: grant.kind };
  }

  return { issue, requireBearer };
}

export type UploadGrants = ReturnType<typeof createUploadGrants>;
