import { z } from 'zod';

/**
 * Upload settings (issue 6). A side of 24-bit/96 kHz stereo WAV is about 35 MB a minute,
 * so a 25-minute LP side is near 900 MB: the default cap leaves room for that and more.
 */
export const UploadsEnvShape = {
  UPLOAD_MAX_AUDIO_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  UPLOAD_TOKEN_TTL_MINUTES: z.coerce.number().positive().default(60),
  UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().default(24),
};

export interface UploadsConfig {
  /** Largest audio file accepted, checked against Upload-Length before a byte is written. */
  maxAudioBytes: number;
  /** How long an upload token from `GET /api/upload_info/audio` is accepted. */
  tokenTtlMs: number;
  /** An unfinished upload untouched for this long is removed with its bytes. */
  expiryMs: number;
}

type UploadsEnv = { [K in keyof typeof UploadsEnvShape]: z.infer<(typeof UploadsEnvShape)[K]> };

export function toUploadsConfig(env: UploadsEnv): UploadsConfig {
  return {
    maxAudioBytes: env.UPLOAD_MAX_AUDIO_BYTES,
    tokenTtlMs: env.UPLOAD_TOKEN_TTL_MINUTES * 60_000,
    expiryMs: env.UPLOAD_EXPIRY_HOURS * 3_600_000,
  };
}
