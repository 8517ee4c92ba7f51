import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n/messages';
import { isServerPath, sendErrorPage, wantsPage } from './error-page';
import { errorDocument } from './errors';
import { escapeHtml, type HtmlPage } from './html-page';
import { SESSION_COOKIE } from './request-context';

type PageLanguage = 'it' | 'en';

export interface WebAppOptions {
  /** The current `/api/config` token, written into index.html (decision 025). */
  configToken?: () => Promise<string>;
  /**
   * The social sign-ins the shop offers (`GET /api/auth/providers`), named in every page so
   * that the sign-in page draws its buttons with the page, without asking (decision 056).
   */
  signInProviders?: readonly string[];
  /** What the page tells the app about the visitor's session (decision 056). */
  pageSession?: (sessionToken: string) => Promise<PageSession>;
}

/**
 * The session as `GET /api/me` would answer for it, written into index.html so that the app's
 * first guard run has it without a round trip (decision 056): the user's document, or the
 * code of the 401 (`not_authenticated`, `session_expired`); and a customer's number of albums,
 * which guard rule 6 asks for on home and the dashboard (`GET /api/albums?filter[mine]`).
 */
export interface PageSession {
  me: { data: unknown } | 'not_authenticated' | 'session_expired';
  albumCount?: number;
}

const NO_SESSION: PageSession = { me: 'not_authenticated' };

/** JSON inside `<script type="application/json">`: no `<` can end the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const pageSessionScript = (session: PageSession) =>
  `<script type="application/json" id="page-session">${scriptJson(session)}</script>`;

/**
 * The language the app will show this visitor, by the app's own rule
 * (apps/web/src/shared/i18n/effective-language.ts): `/it` and `/en` choose theirs
 * (apps/web/src/shared/lib/paths.ts `languageOfPath`), else the `lang` cookie the app writes for the language it shows,
 * else the browser's first language — English when it is English, Italian otherwise.
 */
function pageLanguage(request: FastifyRequest, pathname: string): PageLanguage {
  if (pathname === '/it' || pathname === '/en') return pathname === '/it' ? 'it' : 'en';
  const cookie = request.cookies.lang?.slice(0, 2).toLowerCase();
  if (cookie === 'it' || cookie === 'en') return cookie;
  const first = String(request.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.trim()
    .slice(0, 2)
    .toLowerCase();
  return first === 'en' ? 'en' : 'it';
}

/**
 * The built files of each language's texts (the Vite manifest): the first screen's texts and
 * the second file every signed-in page loads (apps/web/src/shared/i18n/i18n.ts).
 */
function textFiles(webDistDir: string): Record<PageLanguage, { first?: string; more?: string }> {
  const files: Record<PageLanguage, { first?: string; more?: string }> = { it: {}, en: {} };
  try {
    const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file?: string }
    >;
    for (const lang of ['it', 'en'] as const) {
      files[lang].first = manifest[`src/shared/i18n/locales/${lang}.json`]?.file;
      files[lang].more = manifest[`src/shared/i18n/locales/more/${lang}.json`]?.file;
    }
  } catch {
    // No manifest (a hand-made index.html in tests): nothing to preload.
  }
  return files;
}

const preload = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`;
// Vite's loader adds a chunk's stylesheet with `crossorigin` (a CORS request): the preload
// must ask the same way, or the browser fetches the file a second time.
const preloadStyle = (file: string) =>
  `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`;

interface PagePreload {
  scripts: string[];
  styles: string[];
  /** Named only for a signed-in visitor whose browser speaks HTTP/2 to the shop (060). */
  signedIn?: true;
}

/**
 * Whether the browser reached the shop over HTTP/2: HTTPS, the shop's own (decision 060:
 * HTTP/2 is only ever spoken over its TLS, and `request.protocol` is `https` on its streams)
 * or a trusted proxy's, which speaks HTTP/2 to browsers nowadays. Over HTTP/1.1 a signed-in
 * page's ~130 KB of code named beside the entry share six connections with it and made the
 * first paint later (decisions 051, 056, measured again in 060).
 */
const overHttp2 = (request: FastifyRequest) => request.protocol === 'https';

/** Whether the page carries a signed-in session (`/api/me`'s user document). */
const signedIn = (session: PageSession | undefined) => typeof session?.me === 'object';

/**
 * The files the code of the listed pages (the login page) brings beyond the entry
 * (`.vite/page-preloads.json`, written by the web build from
 * apps/web/src/app/page-modules.ts; decision 051).
 */
function pagePreloads(webDistDir: string): Map<string, PagePreload> {
  try {
    const file = path.join(webDistDir, '.vite', 'page-preloads.json');
    return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as object));
  } catch {
    // An older build or a hand-made index.html in tests: the pages load as before.
    return new Map();
  }
}

/** "/login/" is "/login"; the query is not part of the page. */
function pagePath(url: string): string {
  const trimmed = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * index.html with the catalogue's token in `<meta name="catalogue-version">`, so the app
 * asks `/api/config?v=<token>` (cached for a year) instead of the whole catalogue on every
 * start.
 * Issue 18 (decision 046): `<html lang>` is the language the app will show, and the texts
 * of that language are preloaded beside the entry instead of being asked for once it has run
 * (a round trip before the first screen); a visitor with a session also gets the second file
 * of texts every page but the login page shows. Decision 051: on the pages the web build
 * lists (the login page; decision 060: a signed-in visitor's pages, over HTTP/2) the page's
 * own code is named too (module preloads, its stylesheets as preloads that block nothing),
 * so it downloads beside the entry instead of once the entry has run.
 * Decision 056: every page names the social sign-ins (`<meta name="sign-in-providers">`)
 * and carries the visitor's session (`<script id="page-session">`). A page that says who is
 * signed in is never stored (`no-store`): neither a shared cache nor the browser's history
 * may show it again once the session has changed. What does not depend on the session is
 * made once per token, language, session cookie and page.
 */
function createIndexPage(indexFile: string, webDistDir: string, options: WebAppOptions) {
  const { configToken, signInProviders, pageSession } = options;
  const template = fs.readFileSync(indexFile, 'utf8');
  const texts = textFiles(webDistDir);
  const pages = pagePreloads(webDistDir);
  const memo = new Map<string, string>();
  let memoToken: string | undefined;
  // The page is answered even when the session cannot be read now: it then carries none
  // (as without `pageSession`), and the app asks `GET /api/me` itself.
  const readPageSession = async (request: FastifyRequest, sessionToken: string) => {
    try {
      return await pageSession?.(sessionToken);
    } catch (error) {
      request.log.warn({ err: error }, 'the page went out without its session');
      return undefined;
    }
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = configToken ? await configToken() : '';
    if (memoToken !== token) {
      memo.clear();
      memoToken = token;
    }
    const pathname = pagePath(request.url);
    const lang = pageLanguage(request, pathname);
    const sessionToken = request.cookies[SESSION_COOKIE];
    // No cookie: `GET /api/me` could only answer 401 not_authenticated. With one, the
    // session is looked up as that call would (its expiry slides the same way).
    let session: PageSession | undefined = NO_SESSION;
    if (sessionToken) session = await readPageSession(request, sessionToken);
    const withMore = Boolean(sessionToken) && pathname !== '/login';
    // Only paths of the table make variants: any other path shares the plain page. A signed-in
    // page's code is named only for a visitor the page lets in, over HTTP/2.
    const listed = pages.get(pathname);
    const page =
      listed && (!listed.signedIn || (signedIn(session) && overHttp2(request)))
        ? listed
        : undefined;
    const key = `${lang}${withMore ? '+' : ''}${page ? pathname : ''}`;
    let html = memo.get(key);
    if (html === undefined) {
      const head: string[] = [];
      if (token) head.push(`<meta name="catalogue-version" content="${escapeHtml(token)}" />`);
      if (signInProviders) {
        const names = escapeHtml(signInProviders.join(' '));
        head.push(`<meta name="sign-in-providers" content="${names}" />`);
      }
      const { first, more } = texts[lang];
      if (first) head.push(preload(first));
      if (withMore && more) head.push(preload(more));
      for (const file of page?.scripts ?? []) head.push(preload(file));
      for (const file of page?.styles ?? []) head.push(preloadStyle(file));
      html = template
        .replace(/<html lang="[a-z-]*"/i, `<html lang="${lang}"`)
        .replace('</head>', () => `${head.map((line) => `    ${line}\n`).join('')}  </head>`);
      memo.set(key, html);
    }
    const body = session
      ? // A replacer function: a `$` in a name is text, never a replacement pattern.
        html.replace('</head>', () => `    ${pageSessionScript(session)}\n  </head>`)
      : html;
    // Compressed by the context's compression hook, like any other answer over 1 KB.
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(body);
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
  const indexPage = built ? createIndexPage(indexFile, webDistDir, options) : undefined;
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
