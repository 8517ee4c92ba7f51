import { showsSummaryBox, sidebarMode } from '../features/layout/layout-rules';
import { PATHS, PUBLIC_ROUTES, routeNameOf } from '../shared/lib/paths';

/**
 * What each page path's first render loads, as the build's manifest names it: the module
 * router.tsx imports for the path, the chrome a signed-in page shows around it
 * (features/layout/lazy-parts.ts `preloadChrome`) and the namespaces of texts the page shows
 * at once (`{lang}` for the language). The build turns it into `.vite/page-preloads.json`
 * (vite.config.ts) and the server names those files in the index.html it answers the path
 * with, so the browser fetches them beside the entry instead of after it has run (issue 18,
 * decision 051). A path missing here only loads as before; the build fails when a page
 * module named here is not one of the build's lazily loaded modules.
 */
export interface PageCode {
  /** The page's module: router.tsx's `import()` for the path. */
  page: string;
  /** The chrome's modules; one bundled into a shared file has no entry of its own. */
  chrome: string[];
  /** Texts the page shows at once, `{lang}` standing for the language. */
  texts: string[];
}

const DASHBOARD = 'src/features/dashboard/dashboard-page.tsx';
const ACCOUNT_PAGES = 'src/features/auth/account-pages.tsx';
const ALBUM_TEXTS = 'src/shared/i18n/locales/albums/{lang}.json';
const PREVIEW_TEXTS = 'src/features/preview/locales/{lang}.json';

const PAGES: Record<string, { page: string; texts?: string[] }> = {
  [PATHS.home]: { page: DASHBOARD, texts: [ALBUM_TEXTS] },
  [PATHS.homeIt]: { page: DASHBOARD, texts: [ALBUM_TEXTS] },
  [PATHS.homeEn]: { page: DASHBOARD, texts: [ALBUM_TEXTS] },
  [PATHS.dashboard]: { page: DASHBOARD, texts: [ALBUM_TEXTS] },
  [PATHS.login]: { page: 'src/features/auth/login-page.tsx' },
  [PATHS.signup]: { page: ACCOUNT_PAGES },
  [PATHS.activate]: { page: ACCOUNT_PAGES },
  [PATHS.resetPassword]: { page: ACCOUNT_PAGES },
  [PATHS.vinyls]: { page: 'src/features/vinyls/vinyls-page.tsx' },
  [PATHS.texts]: { page: 'src/features/texts/texts-page.tsx' },
  [PATHS.tracks]: { page: 'src/features/tracks/tracks-page.tsx' },
  [PATHS.options]: { page: 'src/features/options/options-page.tsx' },
  [PATHS.fileUploader]: { page: 'src/features/graphics/graphics-page.tsx' },
  [PATHS.preview]: { page: 'src/app/preview-page.tsx', texts: [ALBUM_TEXTS, PREVIEW_TEXTS] },
  [PATHS.profile]: { page: 'src/features/profile/profile-page.tsx' },
  [PATHS.orders]: { page: 'src/features/orders/orders-page.tsx' },
  [PATHS.credits]: { page: 'src/features/credits/credits-page.tsx' },
  [PATHS.admin]: { page: 'src/features/admin-orders/admin-order-pages.ts' },
};

/** Whether a visitor without a session may open `path` (the guard's rule, spec 1 §2). */
export function isPublicPath(path: string): boolean {
  return PUBLIC_ROUTES.has(routeNameOf(path));
}

/** The chrome a signed-in visitor sees around the page of `path` (as `preloadChrome` loads it). */
function chromeOf(path: string): string[] {
  if (isPublicPath(path)) return [];
  const route = routeNameOf(path);
  const chrome = ['src/features/layout/session-controls.tsx', 'src/features/layout/footer.tsx'];
  if (sidebarMode(route) !== 'hidden') chrome.push('src/features/layout/wizard-sidebar.tsx');
  if (showsSummaryBox(route)) chrome.push('src/features/layout/summary-box.tsx');
  return chrome;
}

export const PAGE_MODULES: Readonly<Record<string, PageCode>> = Object.fromEntries(
  Object.entries(PAGES).map(([path, { page, texts = [] }]) => [
    path,
    { page, chrome: chromeOf(path), texts },
  ]),
);
