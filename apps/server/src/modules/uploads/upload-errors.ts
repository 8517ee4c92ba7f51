import { AppError, errorDocument } from '../../http/errors';
import { translate, type Locale } from '../../i18n/messages';

/**
 * An error inside a tus hook: @tus/server answers its `status_code` and `body`. The body
 * is the shop's JSON:API error document, like every other API error.
 */
export interface TusError {
  status_code: number;
  body: string;
}

export function toTusError(error: AppError, locale: Locale): TusError {
  const title = translate(error.code, locale, error.message, error.values);
  const entry = {
    status: String(error.status),
    code: error.code,
    title,
    ...(error.detail && { detail: error.detail }),
  };
  return { status_code: error.status, body: JSON.stringify(errorDocument([entry])) };
}

export function isTusError(value: unknown): value is TusError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TusError).status_code === 'number' &&
    typeof (value as TusError).body === 'string'
  );
}

/** 413 before a byte is written: the declared Upload-Length is over the cap. */
export class UploadTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super(413, 'upload_too_large', 'The file is too large to upload', `At most ${maxBytes} bytes`);
  }
}
