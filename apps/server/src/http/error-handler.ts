import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { resolveLocale, translate, type Locale } from '../i18n/messages';
import { isServerPath, sendErrorPage, wantsPage } from './error-page';
import { AppError, errorDocument, TooManyRequestsError, type JsonApiError } from './errors';
import { SERVER_PAGE_CSP, type HtmlPage } from './html-page';

const FASTIFY_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'validation_failed' },
  // Raised before routing (see frameworkErrors): their messages quote the path, never sent.
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long' },
};

/**
 * JSON:API for API clients; for a person's browser navigation to a server path an HTML
 * page in the shop's look instead (issue 13: no page reached by a link shows raw JSON).
 */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: HtmlPage,
  status: number,
  errors: JsonApiError[],
): FastifyReply {
  if (wantsPage(request) && isServerPath(request.url)) {
    const message = status >= 500 ? undefined : errors[0]?.title;
    return sendErrorPage(reply, page, { status, locale: request.locale, message });
  }
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

/** The status and error entries of any error; 5xx without internals. */
function describe(request: FastifyRequest, error: FastifyError): [number, JsonApiError[]] {
  const locale = request.locale;
  if (error instanceof AppError) {
    const title = translate(error.code, locale, error.message, error.values);
    const entry: JsonApiError = { status: String(error.status), code: error.code, title };
    if (error.detail) entry.detail = error.detail;
    return [error.status, [entry]];
  }
  if (error.validation) return [400, validationErrors(request, error)];
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) {
    const title = translate(known.code, locale, 'The request is not valid');
    return [known.status, [{ status: String(known.status), code: known.code, title }]];
  }
  if (error.statusCode === 429) {
    const title = translate('rate_limited', locale, 'Too many requests');
    return [429, [{ status: '429', code: 'rate_limited', title }]];
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const status = error.statusCode;
    return [status, [{ status: String(status), code: 'bad_request', title: error.message }]];
  }
  request.log.error({ err: error }, 'unhandled error');
  const title = translate('internal_error', locale, 'Internal error');
  return [500, [{ status: '500', code: 'internal_error', title }]];
}

/**
 * The one place that turns errors into JSON:API documents: known errors keep
 * their status, bad input is a 4xx, anything else a 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance, page: HtmlPage): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // /api/health sits outside the context whose hook reads the locale (decision 055).
    if (!(request as Partial<FastifyRequest>).locale) request.locale = cookieLocale(request);
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    const [status, errors] = describe(request, error);
    return send(request, reply, page, status, errors);
  });
}

/** The `lang` cookie, read by hand: errors before routing run no hook (no cookie parser). */
function cookieLocale(request: FastifyRequest): Locale {
  const cookie = String(request.headers.cookie ?? '');
  const lang = /(?:^|;\s*)lang=([a-zA-Z-]{2,10})/.exec(cookie)?.[1];
  return resolveLocale(lang, request.headers['accept-language']);
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (`%E0%A4%A`) or a parameter
 * over the length limit fails before routing, so the error handler never sees it; Fastify's
 * own answer is not JSON:API and quotes the path back.
 */
export function frameworkErrors(page: HtmlPage) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.locale = cookieLocale(request);
    // No hook runs here, helmet's neither: the headers this answer needs, set by hand.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', SERVER_PAGE_CSP);
    const [status, errors] = describe(request, error);
    return send(request, reply, page, status, errors);
  };
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; title: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', title: 'Request timeout' },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    title: 'The request headers are too large',
  },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers over the
 * limit, malformed) never becomes a request, so no handler runs; the answer is written to
 * the socket, as Fastify's default does, but as a JSON:API error document (issue 13).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  const { status, code, title } = known ?? {
    status: 400,
    code: 'bad_request',
    title: 'The request is not valid',
  };
  this.log.trace({ err: error }, 'client error');
  const body = JSON.stringify(errorDocument([{ status: String(status), code, title }]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/vnd.api+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
