import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config-storage';

/**
 * The S3 client settings of a STORAGE_URL, shared by the file store and the tus uploads'
 * store. Checksums are sent and checked only where S3 requires them: the SDK's default
 * (CRC32 on every request, `aws-chunked` bodies with trailing checksums) is refused or
 * mis-stored by several S3-compatible servers, and each upload is already checked by its
 * SHA-256 (decision 024).
 */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client(s3ClientConfig(config));
}

/** Whether an S3 error means "no such object" (AWS says NoSuchKey or NotFound; others 404). */
export function isS3NotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}
