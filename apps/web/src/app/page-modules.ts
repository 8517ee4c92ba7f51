import { PATHS } from '../shared/lib/paths';

/** What a page path's first load needs beyond the entry, as the build's manifest names it. */
export interface PageCode {
  /** The modules router.tsx imports for the path, and the chrome's parts the page shows. */
  modules: readonly string[];
  /** The texts the page shows at once, `{lang}` standing for each language (it, en). */
  texts?: readonly string[];
  /** Named only when the page's session says someone is signed in (decision 056). */
  signedIn?: boolean;
}

/** The chrome a signed-in page shows (features/layout/lazy-parts.ts `preloadChrome`). */
const SIGNED_IN_CHROME = [
  'src/features/layout/session-controls.tsx',
  'src/features/layout/footer.tsx',
  'src/features/layout/wizard-sidebar.tsx',
];
const ALBUM_TEXTS = 'src/shared/i18n/locales/albums/{lang}.json';

/**
 * The code and texts of page paths: what router.tsx and the chrome load for the path. The
 * build turns it into `.vite/page-preloads.json` (vite.config.ts) and the server names those
 * files in the index.html it answers the path with, so the browser fetches the page's code
 * beside the entry instead of after it has run (issue 18, decision 051). The build fails
 * when a module named here is not one of the build's lazily loaded modules.
 *
 * Decision 051 left the signed-in pages out: their ~130 KB, fetched beside the entry, delayed
 * the first paint for no earlier largest paint, since the page waited for `GET /api/me` and
 * the album count after the entry anyway. Since decision 056 the page carries the session,
 * so the page's code is what the first screen waits for: the dashboard and the summary are
 * named, for a signed-in visitor only (a visitor the guard sends to the login page never
 * fetches them). Home is not: without albums, the guard sends it to the vinyls page.
 */
export const PAGE_MODULES: Readonly<Record<string, PageCode>> = {
  [PATHS.login]: { modules: ['src/features/auth/login-page.tsx'] },
  [PATHS.dashboard]: {
    modules: ['src/features/dashboard/dashboard-page.tsx', ...SIGNED_IN_CHROME],
    texts: [ALBUM_TEXTS],
    signedIn: true,
  },
  [PATHS.preview]: {
    modules: ['src/app/preview-page.tsx', ...SIGNED_IN_CHROME],
    texts: [ALBUM_TEXTS, 'src/features/preview/locales/{lang}.json'],
    signedIn: true,
  },
};
