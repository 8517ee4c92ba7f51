import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../i18n/messages';
import { escapeHtml, sendHtmlPage, type HtmlPage } from './html-page';
import { routedPath } from './paths';

/** Paths that belong to the server, never to the SPA's history fallback. */
const SERVER_PREFIXES = ['/api/', '/api', '/ext/', '/files/'];

export function isServerPath(url: string): boolean {
  const pathname = routedPath(url).split('?')[0] ?? url;
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/**
 * A person's browser navigation (a link, the address bar, a form), not an API client: the
 * browser asks for HTML (or says it navigates) and does not ask for JSON. The web app's
 * client always asks for `application/vnd.api+json`.
 */
export function wantsPage(request: Pick<FastifyRequest, 'headers'>): boolean {
  const accept = String(request.headers.accept ?? '').toLowerCase();
  if (/application\/(vnd\.api\+)?json/.test(accept)) return false;
  return request.headers['sec-fetch-mode'] === 'navigate' || accept.includes('text/html');
}

interface Texts {
  title: string;
  body: string;
}

const TEXTS: Record<
  Locale,
  Record<'400' | '401' | '403' | '404' | '410' | '429' | '500', Texts>
> = {
  en: {
    '400': { title: 'This address is not valid', body: 'The link may be cut short or mistyped.' },
    '401': { title: 'Please sign in', body: 'This page is for a signed-in customer.' },
    '403': { title: 'You cannot open this page', body: 'It belongs to someone else.' },
    '404': { title: 'Page not found', body: 'The link may be old, or the page was removed.' },
    '410': { title: 'This link has expired', body: 'Ask for a new one, or sign in.' },
    '429': { title: 'Too many requests', body: 'Please wait a minute and try again.' },
    '500': {
      title: 'Something went wrong',
      body: 'It is not your fault. Please try again in a moment.',
    },
  },
  it: {
    '400': {
      title: 'Questo indirizzo non è valido',
      body: 'Il link potrebbe essere incompleto o scritto male.',
    },
    '401': {
      title: 'Accedi per continuare',
      body: 'Questa pagina è per un cliente che ha effettuato l’accesso.',
    },
    '403': { title: 'Non puoi aprire questa pagina', body: 'Appartiene a qualcun altro.' },
    '404': {
      title: 'Pagina non trovata',
      body: 'Il link potrebbe essere vecchio, o la pagina è stata rimossa.',
    },
    '410': { title: 'Questo link è scaduto', body: 'Chiedine uno nuovo, oppure accedi.' },
    '429': { title: 'Troppe richieste', body: 'Attendi un minuto e riprova.' },
    '500': {
      title: 'Qualcosa è andato storto',
      body: 'Non dipende da te. Riprova tra un momento.',
    },
  },
};

const LINKS: Record<Locale, { shop: string; signIn: string }> = {
  en: { shop: 'Back to the shop', signIn: 'Sign in' },
  it: { shop: 'Torna al negozio', signIn: 'Accedi' },
};

function textsFor(status: number, locale: Locale): Texts {
  const table = TEXTS[locale];
  const key = String(status);
  if (key in table) return table[key as keyof typeof table];
  return status >= 500 ? table['500'] : table['400'];
}

/**
 * The HTML page a browser navigation gets instead of a JSON:API error (issue 13): what went
 * wrong in the person's language, the error's own title when it says more (never the path
 * or the input), and the way back to the shop.
 */
export function sendErrorPage(
  reply: FastifyReply,
  page: HtmlPage,
  error: { status: number; locale: Locale; message?: string | undefined },
): FastifyReply {
  const { status, locale } = error;
  const texts = textsFor(status, locale);
  const links = LINKS[locale];
  const detail = error.message && error.message !== texts.title ? error.message : texts.body;
  const body = `<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(detail)}</p>
<p class="dimmed">${escapeHtml(`${status}`)}</p>
<div class="actions"><a class="button" href="/">${escapeHtml(links.shop)}</a>${
    status === 401
      ? `<a class="button secondary" href="/login">${escapeHtml(links.signIn)}</a>`
      : ''
  }</div>`;
  return sendHtmlPage(reply, page, { status, locale, title: texts.title, body });
}
