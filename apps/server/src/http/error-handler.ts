import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '../i18n/messages';
import { AppError, errorDocument, TooManyRequestsError, type JsonApiError } from './errors';

const FASTIFY_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'validation_failed' },
};

function send(reply: FastifyReply, status: number, errors: JsonApiError[]): FastifyReply {
  return reply.status(status).type('application/vnd.api+json').send(errorDocument(errors));
}

function validationErrors(request: FastifyRequest, error: FastifyError): JsonApiError[] {
  const title = translate('validation_failed', request.locale, 'The request is not valid');
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return [{ status: '400', code: 'validation_failed', title, detail: error.message }];
  }
  return error.validation.map((issue) => ({
    status: '400',
    code: 'validation_failed',
    title,
    detail: issue.message,
    source: {
      pointer: `/${error.validationContext ?? 'body'}${issue.instancePath}`,
    },
  }));
}

/**
 * The one place that turns errors into JSON:API documents: known errors keep
 * their status, bad input is a 4xx, anything else a 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      const title = translate(error.code, locale, error.message);
      const entry: JsonApiError = { status: String(error.status), code: error.code, title };
      if (error.detail) entry.detail = error.detail;
      if (error instanceof TooManyRequestsError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return send(reply, error.status, [entry]);
    }
    if (error.validation) return send(reply, 400, validationErrors(request, error));
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      const title = translate(known.code, locale, error.message);
      return send(reply, known.status, [{ status: String(known.status), code: known.code, title }]);
    }
    if (error.statusCode === 429) {
      const title = translate('rate_limited', locale, 'Too many requests');
      return send(reply, 429, [{ status: '429', code: 'rate_limited', title }]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.statusCode;
      return send(reply, status, [
        { status: String(status), code: 'bad_request', title: error.message },
      ]);
    }
    request.log.error({ err: error }, 'unhandled error');
    const title = translate('internal_error', locale, 'Internal error');
    return send(reply, 500, [{ status: '500', code: 'internal_error', title }]);
  });
}
