import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n/messages';
import { pickEncoding, precompress, sendEncoded, type Precompressed } from './compression';
import { encodedEntityTag, matchesEntityTag } from './entity-tags';
import { isServerPath, sendErrorPage, wantsPage } from './error-page';
import { errorDocument } from './errors';
import { escapeHtml, type HtmlPage } from './html-page';

export interface WebAppOptions {
  /** The current `/api/config` token, written into index.html (decision 025). */
  configToken?: () => Promise<string>;
}

/**
 * index.html with the catalogue's token in `<meta name="catalogue-version">`, so the app
 * asks `/api/config?v=<token>` (cached for a year) instead of the whole catalogue on every
 * start; made and compressed once per token, answered `no-cache` with a strong ETag.
 */
function createIndexPage(indexFile: string, configToken: WebAppOptions['configToken']) {
  const template = fs.readFileSync(indexFile, 'utf8');
  const templateHash = createHash('sha256').update(template).digest('base64url').slice(0, 16);
  let memo: { token: string; etag: string; body: Promise<Precompressed> } | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = configToken ? await configToken() : '';
    if (memo?.token !== token) {
      const meta = `<meta name="catalogue-version" content="${escapeHtml(token)}" />`;
      const html = token ? template.replace('</head>', `    ${meta}\n  </head>`) : template;
      memo = { token, etag: `"i-${templateHash}-${token}"`, body: precompress(html) };
    }
    const picked = pickEncoding(request, await memo.body);
    reply
      .header('cache-control', 'no-cache')
      .header('etag', encodedEntityTag(memo.etag, picked.encoding));
    if (matchesEntityTag(request.headers['if-none-match'], memo.etag)) {
      return reply.status(304).header('vary', 'accept-encoding').send();
    }
    return sendEncoded(reply.type('text/html; charset=utf-8'), picked);
  };
}

/**
 * Serves the built SPA: hashed assets with long caching, brotli or gzip files written at
 * build time when the browser takes them (apps/web/vite.config.ts), and index.html for
 * every other page path (history mode). Unknown server paths stay JSON:API 404s for API
 * clients and are an HTML page for a person's browser.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  page: HtmlPage,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexPage = built ? createIndexPage(indexFile, options.configToken) : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsIndex = request.method === 'GET' || request.method === 'HEAD';
    const serverPath = isServerPath(request.url);
    if (!serverPath && wantsIndex) {
      if (indexPage) return indexPage(request, reply);
      const title = translate('web_not_built', request.locale, 'The web app is not built');
      return reply.status(503).type('text/plain; charset=utf-8').send(title);
    }
    const title = translate('not_found', request.locale, 'Not found');
    if (serverPath && wantsPage(request)) {
      return sendErrorPage(reply, page, { status: 404, locale: request.locale });
    }
    return reply
      .status(404)
      .type('application/vnd.api+json')
      .send(errorDocument([{ status: '404', code: 'not_found', title }]));
  });
}
