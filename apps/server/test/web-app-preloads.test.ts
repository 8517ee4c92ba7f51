import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/http/request-context';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const LOGIN = {
  scripts: ['assets/login-page-a1.js', 'assets/forms-b2.js'],
  styles: ['assets/password-field-c3.css'],
};
const ACCOUNT = { scripts: ['assets/account-pages-d4.js', 'assets/forms-b2.js'], styles: [] };
// Decision 060: the dashboard's code and the chrome, for a signed-in visitor over HTTP/2.
const DASHBOARD = {
  scripts: ['assets/dashboard-page-e5.js', 'assets/signed-in-chrome-f6.js', 'assets/ui-g7.js'],
  styles: ['assets/dashboard-page-h8.css'],
  signedIn: true,
};

/** A build as the web's Vite config leaves it: the manifest's texts and the page preloads. */
function writeWebBuild(dir: string, withPreloads = true): void {
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  const html =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Vinyl shop</title>\n  </head>\n' +
    '  <body><div id="root"></div></body>\n</html>\n';
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/shared/i18n/locales/it.json': { file: 'assets/it-1.js' },
      'src/shared/i18n/locales/en.json': { file: 'assets/en-1.js' },
      'src/shared/i18n/locales/more/it.json': { file: 'assets/it-more.js' },
      'src/shared/i18n/locales/more/en.json': { file: 'assets/en-more.js' },
    }),
  );
  if (withPreloads) {
    fs.writeFileSync(
      path.join(dir, '.vite', 'page-preloads.json'),
      JSON.stringify({
        '/login': LOGIN,
        '/signup': ACCOUNT,
        '/': DASHBOARD,
        '/dashboard': DASHBOARD,
        '/preview': { ...DASHBOARD, scripts: ['assets/preview-page-i9.js'] },
      }),
    );
  }
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)" \/>/g)].map(
    ([, file]) => file,
  );
const stylePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="style" crossorigin href="\/([^"]+)" \/>/g)].map(
    ([, file]) => file,
  );

describe(`index.html names the page's own code (issue 18, decision 051) on ${testDialect}`, () => {
  let t: TestApp;
  let bare: TestApp;
  const dirs: string[] = [];
  beforeAll(async () => {
    const [withPreloads, without] = [true, false].map((preloads) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-web-pages-'));
      writeWebBuild(dir, preloads);
      dirs.push(dir);
      return dir;
    });
    // One proxy in front (the usual TLS terminator): its X-Forwarded-Proto says HTTPS.
    t = await createTestApp({ webDistDir: withPreloads, env: { TRUST_PROXY: 'true' } });
    bare = await createTestApp({ webDistDir: without });
  });
  afterAll(async () => {
    await Promise.all([t.close(), bare.close()]);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = (app: TestApp, url: string, signedIn = false, etag?: string) =>
    app.app.inject({
      url,
      headers: {
        'accept-language': 'en-GB,en;q=0.8',
        ...(signedIn && { cookie: `${SESSION_COOKIE}=some-session` }),
        ...(etag && { 'if-none-match': etag }),
      },
    });

  it("preloads the login page's scripts and stylesheets for anyone, beside the texts", async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Forders']) {
      const page = await open(t, url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en"');
      expect(modulePreloads(page.body)).toEqual(['assets/en-1.js', ...LOGIN.scripts]);
      expect(stylePreloads(page.body)).toEqual(LOGIN.styles);
      // A preload never blocks the first paint: no stylesheet link is added.
      expect(page.body).not.toContain('rel="stylesheet"');
    }
  });

  it('writes the language /it and /en choose, whatever the browser and the cookie say', async () => {
    for (const [url, lang] of [
      ['/it', 'it'],
      ['/it/', 'it'],
      ['/en?x=1', 'en'],
    ] as const) {
      const page = await t.app.inject({
        url,
        headers: {
          'accept-language': lang === 'it' ? 'en-GB,en;q=0.8' : 'it-IT,it;q=0.9',
          cookie: `lang=${lang === 'it' ? 'en' : 'it'}`,
        },
      });
      expect(page.body).toContain(`<html lang="${lang}"`);
      expect(modulePreloads(page.body)).toEqual([`assets/${lang}-1.js`]);
    }
    // Elsewhere the cookie still decides.
    const login = await t.app.inject({ url: '/login', headers: { cookie: 'lang=it' } });
    expect(login.body).toContain('<html lang="it"');
  });

  it("preloads an account page's code, with or without a session, and no signed-in page's", async () => {
    for (const signedIn of [false, true]) {
      const signup = await open(t, '/signup', signedIn);
      expect(modulePreloads(signup.body)).toEqual([
        'assets/en-1.js',
        ...(signedIn ? ['assets/en-more.js'] : []),
        ...ACCOUNT.scripts,
      ]);
      const login = await open(t, '/login', signedIn);
      expect(modulePreloads(login.body)).toEqual(['assets/en-1.js', ...LOGIN.scripts]);
    }
    for (const url of ['/', '/dashboard', '/preview']) {
      const member = await open(t, url, true);
      expect(modulePreloads(member.body)).toEqual(['assets/en-1.js', 'assets/en-more.js']);
      expect(stylePreloads(member.body)).toEqual([]);
    }
  });

  it("names a signed-in page's code for a signed-in visitor over HTTPS only (decision 060)", async () => {
    const guest = new TestClient(t.app);
    await guest.loginAsGuest();
    const https = { 'accept-language': 'en', 'x-forwarded-proto': 'https' };
    for (const url of ['/', '/dashboard', '/dashboard/']) {
      const page = await guest.get(url, https);
      expect(page.statusCode).toBe(200);
      expect(modulePreloads(page.body)).toEqual([
        'assets/en-1.js',
        'assets/en-more.js',
        ...DASHBOARD.scripts,
      ]);
      expect(stylePreloads(page.body)).toEqual(DASHBOARD.styles);
    }
    const preview = await guest.get('/preview', https);
    expect(modulePreloads(preview.body)).toContain('assets/preview-page-i9.js');
    // The same visitor over plain HTTP (HTTP/1.1): the texts only, as before.
    const plain = await guest.get('/dashboard', { 'accept-language': 'en' });
    expect(modulePreloads(plain.body)).toEqual(['assets/en-1.js', 'assets/en-more.js']);
    // A cookie that is no session over HTTPS: the page sends the visitor to sign in.
    const stranger = await t.app.inject({
      url: '/dashboard',
      headers: { ...https, cookie: `${SESSION_COOKIE}=some-session` },
    });
    expect(modulePreloads(stranger.body)).toEqual(['assets/en-1.js', 'assets/en-more.js']);
    // The login page's code still goes to anyone, over either protocol.
    expect(modulePreloads((await guest.get('/login', https)).body)).toEqual([
      'assets/en-1.js',
      ...LOGIN.scripts,
    ]);
  });

  it('names nothing more for a path the table does not have, or an older build', async () => {
    const other = await open(t, '/designer-app/1/cover/en', true);
    expect(modulePreloads(other.body)).toEqual(['assets/en-1.js', 'assets/en-more.js']);
    const older = await open(bare, '/login');
    expect(older.statusCode).toBe(200);
    expect(modulePreloads(older.body)).toEqual(['assets/en-1.js']);
  });

  it('names the social sign-ins /api/auth/providers answers, in every page (decision 056)', async () => {
    const names = (html: string) =>
      /<meta name="sign-in-providers" content="([^"]*)" \/>/.exec(html)?.[1];
    // None configured: an empty list, which the sign-in page takes as "no buttons".
    expect(names((await open(t, '/login')).body)).toBe('');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-web-pages-'));
    dirs.push(dir);
    writeWebBuild(dir);
    const google = await createTestApp({
      webDistDir: dir,
      env: { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' },
    });
    try {
      const providers = await google.app.inject({ url: '/api/auth/providers' });
      expect(providers.json()).toEqual({ providers: ['google'] });
      for (const [url, signedIn] of [
        ['/login', false],
        ['/dashboard', true],
      ] as const) {
        expect(names((await open(google, url, signedIn)).body)).toBe('google');
      }
    } finally {
      await google.close();
    }
  });
});
