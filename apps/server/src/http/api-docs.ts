import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi, { type FastifySwaggerUiConfigOptions } from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { COMPRESS_THRESHOLD, isCompressible } from './compression';
import { CSRF_HEADER } from './csrf';

/** How to call the API outside the page: the docs' own description (issue 17). */
export const API_DOCS_DESCRIPTION = `The shop's JSON:API. Signed in to the shop in this browser (an admin for \`/api/admin\`), **Try it out** works here: the page sends your session cookie and fetches the CSRF token for every call that changes something.

From a terminal, keep the cookies in a jar and send the token as \`X-CSRF-Token\` on POST, PATCH, PUT and DELETE:

\`\`\`sh
curl -c jar -b jar https://shop.example/api/csrf               # {"token":"…"}
curl -c jar -b jar -H 'X-CSRF-Token: <token>' -H 'Content-Type: application/json' \\
     -d '{"username":"admin@example.com","password":"…"}' https://shop.example/api/login
curl -b jar https://shop.example/api/csrf                      # sign-in gives a new token
curl -b jar https://shop.example/api/admin/orders/board?filter[status]=standby
curl -b jar -H 'X-CSRF-Token: <token>' -H 'Content-Type: application/json' \\
     -d '{"price":48500,"message":"Test pressing included"}' \\
     https://shop.example/api/admin/orders/<id>/price
\`\`\`

Errors are JSON:API error documents; money is in cents.`;

/**
 * Swagger UI's request interceptor, run in the browser: state-changing calls to /api get
 * the CSRF token the page fetches from /api/csrf (the double-submit check of decision 001;
 * the cookie is httpOnly, so the page cannot read it). Written as source text: the UI
 * serialises the function with `toString()`, and a compiled TypeScript function can carry
 * helpers (esbuild's `__name`) that do not exist in the browser.
 */
export const csrfRequestInterceptor = new Function(
  'request',
  `var method = String(request.method || 'GET').toUpperCase();
if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return request;
if (new URL(request.url, window.location.href).pathname.indexOf('/api/') !== 0) return request;
return fetch('/api/csrf', { credentials: 'same-origin', headers: { accept: 'application/json' } })
  .then(function (response) { return response.json(); })
  .then(function (body) {
    request.headers = request.headers || {};
    request.headers['${CSRF_HEADER}'] = body.token;
    return request;
  });`,
) as NonNullable<FastifySwaggerUiConfigOptions['requestInterceptor']>;

/**
 * The OpenAPI collector: registered on the root, it sees the routes declared in every
 * context after it (the shop's and /api/health's, decision 055).
 */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Vinyl shop API', version: '1.0.0', description: API_DOCS_DESCRIPTION },
    },
    transform: jsonSchemaTransform,
  });
}

/**
 * The OpenAPI document at /api/docs/json and Swagger UI at /api/docs, in a context of their
 * own. Swagger UI's files (1.9 MB of JavaScript and CSS, 0.5 MB as gzip) are streamed from
 * its package, not compressed at build time like the web app's: @fastify/compress compresses
 * them, and its hooks run for this context's routes only (decision 065). Answers held in
 * memory (the document, the page) are compressed by the shop's own hook before it.
 */
export async function registerApiDocsPage(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    await docs.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      customTypes: isCompressible,
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { requestInterceptor: csrfRequestInterceptor, withCredentials: true },
    });
  });
}
