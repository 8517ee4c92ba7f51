/**
 * Upload constants of spec 2 §9 ("Uploads: 2 parallel, chunk size 5242880 bytes, retry
 * delays 3, 6 and 9 seconds, SHA-256 checksum") and the names both ends of the tus
 * upload agree on (ARCHITECTURE "upload grants").
 */
export const UPLOAD_CHUNK_SIZE = 5_242_880;
export const UPLOAD_PARALLEL_FILES = 2;
export const UPLOAD_RETRY_DELAYS_MS: readonly number[] = [3000, 6000, 9000];

/** tus `Upload-Metadata` keys the server reads. */
export const UPLOAD_METADATA = {
  fileName: 'filename',
  fileType: 'filetype',
  sha256: 'sha256',
} as const;

/** Headers of the finished upload's answer: the object made from it. */
export const OBJECT_ID_HEADER = 'X-Object-Id';
export const OBJECT_TYPE_HEADER = 'X-Object-Type';

/** A SHA-256 as the upload metadata carries it: 64 lower-case hex digits. */
export function isSha256Hex(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}
