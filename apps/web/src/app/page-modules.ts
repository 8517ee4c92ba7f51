import { showsSummaryBox } from '../features/layout/layout-rules';
import { PATHS, routeNameOf } from '../shared/lib/paths';

/**
 * The modules of a page path's code, as the build's manifest names them: what router.tsx
 * imports for the path, and for a signed-in page the chrome around it (lazy-parts.ts
 * `preloadChrome`). The build turns them into `.vite/page-preloads.json` (vite.config.ts)
 * and the server names those files in the index.html it answers the path with, so the
 * browser fetches the page's code beside the entry instead of after it has run (issue 18,
 * decision 051). The build fails when a module named here is not one of the build's lazily
 * loaded modules.
 *
 * `signedIn`: only for a visitor the page carries a signed-in session for (anyone else is
 * sent to the login page), and only over HTTP/2 (decision 060). Over HTTP/1.1 these ~130 KB
 * share the browser's six connections with the entry and delayed the first paint by
 * 0.5–1.3 s in Lighthouse for no earlier largest paint (decisions 051 and 056, measured
 * again in 060); over one HTTP/2 connection the dashboard and the summary scored 94 against
 * 78–89. The login page's code is small (~12 KB) and is named for everyone.
 */
export interface PageModules {
  modules: readonly string[];
  signedIn?: true;
}

const CHROME = 'src/features/layout/signed-in-chrome.ts';
const SUMMARY_BOX = 'src/features/layout/summary-box.tsx';

/** The data the dashboard and the preview ask for beside their code (router.tsx). */
const PAGE_DATA = 'src/app/page-data.ts';

/**
 * A signed-in page: its module, the chrome, the summary box where the route shows it, and the
 * module that asks for its data where it has one.
 */
function signedInPage(path: string, module: string, data = false): [string, PageModules] {
  const box = showsSummaryBox(routeNameOf(path)) ? [SUMMARY_BOX] : [];
  const ask = data ? [PAGE_DATA] : [];
  return [path, { modules: [...ask, module, CHROME, ...box], signedIn: true }];
}

const DASHBOARD = 'src/features/dashboard/dashboard-page.tsx';

export const PAGE_MODULES: Readonly<Record<string, PageModules>> = Object.fromEntries([
  [PATHS.login, { modules: ['src/features/auth/login-page.tsx'] }],
  // Home is the dashboard at all four paths (router.tsx).
  ...[PATHS.home, PATHS.dashboard, PATHS.homeIt, PATHS.homeEn].map((path) =>
    signedInPage(path, DASHBOARD, true),
  ),
  signedInPage(PATHS.vinyls, 'src/features/vinyls/vinyls-page.tsx'),
  signedInPage(PATHS.texts, 'src/features/texts/texts-page.tsx'),
  signedInPage(PATHS.tracks, 'src/features/tracks/tracks-page.tsx'),
  signedInPage(PATHS.options, 'src/features/options/options-page.tsx'),
  signedInPage(PATHS.fileUploader, 'src/features/graphics/graphics-page.tsx'),
  signedInPage(PATHS.preview, 'src/app/preview-page.tsx', true),
  signedInPage(PATHS.profile, 'src/features/profile/profile-page.tsx'),
  signedInPage(PATHS.orders, 'src/features/orders/orders-page.tsx'),
  signedInPage(PATHS.credits, 'src/features/credits/credits-page.tsx'),
]);
