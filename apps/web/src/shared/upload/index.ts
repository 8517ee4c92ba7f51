/**
 * The shop's one upload client (decision 020): upload grants, resumable tus uploads with
 * progress, and the SHA-256 the server checks. Tracks and graphics send through it.
 */
export { hashFile } from './hash-file';
export {
  createTusTransport,
  preloadUploads,
  sendOne,
  UploadFailure,
  type SentUpload,
  type TusOptions,
  type UploadTransport,
} from './tus-client';
export {
  createGrantCache,
  getUploadGrant,
  type GrantCache,
  type UploadGrant,
  type UploadKind,
} from './upload-grant';
