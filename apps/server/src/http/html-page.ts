import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../i18n/messages';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The web app's two fonts, as Vite emitted them into WEB_DIST_DIR/assets (hashed names). */
function fontFaces(webDistDir: string | undefined): string {
  let files: string[] = [];
  try {
    files = webDistDir ? fs.readdirSync(path.join(webDistDir, 'assets')) : [];
  } catch {
    return '';
  }
  const find = (pattern: RegExp) => files.find((file) => pattern.test(file));
  const faces: string[] = [];
  const inter = find(/^inter-latin-wght-normal-[\w-]+\.woff2$/);
  const fraunces = find(/^fraunces-latin-600-normal-[\w-]+\.woff2$/);
  if (inter) {
    faces.push(
      `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/${inter}) format('woff2')}`,
    );
  }
  if (fraunces) {
    faces.push(
      `@font-face{font-family:'Fraunces';font-style:normal;font-display:swap;font-weight:600;src:url(/assets/${fraunces}) format('woff2')}`,
    );
  }
  return faces.join('\n');
}

/** The web app's look (apps/web/src/shared/ui/theme.ts): paper, ink, the ember accent. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f7f2e8;color:#1c1a17;font:16px/1.55 'Inter Variable','Inter',system-ui,-apple-system,'Segoe UI',sans-serif}
header{background:#161412;color:#fcfaf6;padding:14px 24px}
header a{color:#fcfaf6;text-decoration:none;font:600 20px/1.2 'Fraunces',Georgia,'Times New Roman',serif}
main{max-width:560px;margin:40px auto;padding:0 16px}
.card{background:#fff;border:1px solid #ddd3c1;border-radius:12px;padding:28px 28px 24px}
h1,h2{font-family:'Fraunces',Georgia,'Times New Roman',serif;font-weight:600;line-height:1.2}
h1{font-size:28px;margin:0 0 12px}
h2{font-size:18px;margin:24px 0 8px}
p{margin:0 0 12px}
.dimmed{color:#6f665a;font-size:14px}
.banner{background:#fff0e8;border:2px solid #b9410f;color:#7a2a09;border-radius:10px;padding:14px 16px;margin:0 0 20px;text-align:center}
.banner strong{display:block;font-size:30px;line-height:1.2;font-family:'Fraunces',Georgia,serif}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 16px}
dt{color:#6f665a}
dd{margin:0;text-align:right}
dd.total,dt.total{font-weight:700;color:#1c1a17;font-size:18px}
ul{padding-left:20px;margin:0 0 12px}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:20px 0 12px;align-items:center}
form{margin:0}
.button{display:inline-block;border:0;border-radius:8px;padding:12px 22px;font-weight:600;font-size:16px;line-height:1.2;font-family:inherit;cursor:pointer;text-decoration:none;background:#b9410f;color:#fff}
.button.secondary{background:#ede5d6;color:#1c1a17}
.button:focus-visible,a:focus-visible{outline:3px solid #f2703a;outline-offset:2px}
a{color:#9a360c}
code{font-size:13px;word-break:break-all}
`;

export interface HtmlPageOptions {
  locale: Locale;
  title: string;
  /** Inner HTML of the card, already escaped. */
  body: string;
}

/**
 * The shop's own server pages (payment link, test payment page, error pages for browser
 * navigations) in the web app's look: its colours and fonts, no script and nothing from
 * another origin, so the CSP holds; every link is relative to the host the browser is on.
 */
export function createHtmlPage(webDistDir: string | undefined) {
  const faces = fontFaces(webDistDir);
  return ({ locale, title, body }: HtmlPageOptions): string => `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Vinyl Press</title>
<style>${faces}${STYLE}</style>
</head>
<body>
<header><a href="/">Vinyl Press</a></header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

export type HtmlPage = ReturnType<typeof createHtmlPage>;

/**
 * The policy of every server page: its inline style and the shop's fonts, no script, forms
 * posted to the shop only, never framed. Set by `sendHtmlPage`, so a page sent from an API
 * path (whose answers carry the API's `default-src 'none'`) is styled too.
 */
export const SERVER_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; font-src 'self' data:; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Sends a server page: never cached, with the page's own CSP (above). */
export function sendHtmlPage(
  reply: FastifyReply,
  page: HtmlPage,
  options: HtmlPageOptions & { status: number },
): FastifyReply {
  const { status, ...content } = options;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', SERVER_PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page(content));
}
